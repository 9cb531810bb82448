import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { localStorageStore, useSetLocale } from 'react-admin';
import {
  authAs,
  createStrictI18nProvider,
  identitySettled,
  renderInAdmin,
} from '../../kit/testing/renderInAdmin';
import axe from 'axe-core';
import { messages } from './i18n/notifications';
import { messages as tamil } from './i18n/notifications.ta';
import { NotificationBell } from './NotificationBell';
import { fakeNotificationService, job, TYPE_NAMES } from './testing';

afterEach(cleanup);

const i18nProvider = createStrictI18nProvider({
  english: [messages, TYPE_NAMES.en],
  otherLocales: (locale) => Promise.resolve(locale === 'ta' ? [tamil, TYPE_NAMES.ta] : []),
});

function SwitchToTamil() {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale('ta');
  }, [setLocale]);
  return null;
}

function renderBell(
  service: ReturnType<typeof fakeNotificationService>,
  roles = ['content_admin'],
  language: 'en' | 'ta' = 'en',
) {
  const seen: string[] = [];
  renderInAdmin(
    <>
      {language === 'ta' ? <SwitchToTamil /> : null}
      <NotificationBell />
      <p>signed in</p>
    </>,
    {
      dataProvider: service.provider,
      i18nProvider,
      authProvider: authAs(roles),
      onLocation: (path) => seen.push(path),
    },
  );
  return seen;
}

const bell = () => screen.getByTestId('notification-bell');

describe('NotificationBell', () => {
  it('is not there for a user without view on cp_notification: no feed read, no stream opened', async () => {
    for (const roles of [['vod_content_admin'], ['storefront_admin'], []]) {
      const service = fakeNotificationService({ recent: [job('j9')] });
      renderBell(service, roles);
      expect(await screen.findByText('signed in')).toBeVisible();
      // The roles are known and what they decide has rendered: no bell, and none asked for jobs.
      await identitySettled();
      expect(screen.queryByTestId('notification-bell')).toBeNull();
      expect(service.methods.listRecentJobs).not.toHaveBeenCalled();
      expect(service.watchers.size).toBe(0);
      cleanup();
    }
    // The same page with a role that views cp_notification has the bell.
    const service = fakeNotificationService({});
    renderBell(service, ['content_user']);
    expect(await screen.findByTestId('notification-bell')).toBeVisible();
  });

  it("says 'No Status Record Found' when the user has no jobs, and shows no dot", async () => {
    const service = fakeNotificationService({});
    renderBell(service);
    await waitFor(() => expect(service.methods.listRecentJobs).toHaveBeenCalled());
    expect(screen.getByTestId('notification-dot')).toHaveAttribute('data-unseen', 'false');
    await userEvent.click(bell());
    expect(await screen.findByText('No Status Record Found')).toBeVisible();
  });

  it('moves progress as the stream pushes it, with the dot until the bell is opened', async () => {
    const service = fakeNotificationService({});
    renderBell(service);
    await waitFor(() => expect(service.watchers.size).toBe(1));
    act(() => service.push(job('j1', { success: 10, ut: '2026-11-23T10:00:01.000Z' })));
    expect(screen.getByTestId('notification-dot')).toHaveAttribute('data-unseen', 'true');
    expect(bell()).toHaveAccessibleName('Job notifications: new jobs');
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Job status' });
    expect(within(dialog).getByTestId('job-progress')).toHaveTextContent('10/200');
    expect(within(dialog).getByText('In progress')).toBeVisible();
    // Opening cleared the dot.
    expect(screen.getByTestId('notification-dot')).toHaveAttribute('data-unseen', 'false');
    act(() => service.push(job('j1', { success: 150, ut: '2026-11-23T10:00:02.000Z' })));
    expect(within(dialog).getByTestId('job-progress')).toHaveTextContent('150/200');
    act(() =>
      service.push(job('j1', { success: 200, status: 'inactive', ut: '2026-11-23T10:00:03.000Z' })),
    );
    expect(within(dialog).getByText('Complete')).toBeVisible();
    expect(within(dialog).getByTestId('job-progress')).toHaveTextContent('200/200');
  });

  it("shows 'Failed' when every item failed, and an entry opens /apps/notification", async () => {
    const failed = job('j2', { failure: 5, count: 5, status: 'failed', kind: 'episodesort' });
    const service = fakeNotificationService({ recent: [failed] });
    const seen = renderBell(service);
    await waitFor(() =>
      expect(screen.getByTestId('notification-dot')).toHaveAttribute('data-unseen', 'true'),
    );
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Job status' });
    const entry = within(dialog).getByRole('button', {
      name: /Episode sorting · 5 TV episodes.*Failed.*0\/5/,
    });
    expect(within(entry).getByText('Failed')).toHaveAttribute('data-state', 'failed');
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(dialog, options);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(entry);
    await waitFor(() => expect(seen.at(-1)).toBe('/apps/notification'));
  });

  it("names each job's action and item count: 'Archive · 20 movies', one item in the singular", async () => {
    const service = fakeNotificationService({
      recent: [
        job('a20', { cty: 'movie', count: 20, success: 20, status: 'inactive' }),
        job('a1', { cty: 'movie', count: 1, action: 'publish', ct: '2026-11-23T09:00:00.000Z' }),
        job('u3', { count: 3, action: 'update', ct: '2026-11-23T08:00:00.000Z' }),
      ],
    });
    renderBell(service);
    await waitFor(() => expect(service.methods.listRecentJobs).toHaveBeenCalled());
    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Job status' });
    const titles = within(dialog)
      .getAllByTestId('job-title')
      .map((title) => title.textContent);
    expect(titles).toEqual([
      'Archive · 20 movies',
      'Publish · 1 movie',
      'Bulk update · 3 TV episodes',
    ]);
  });

  it('names the job in the UI language (Tamil), the type in its plural for the count', async () => {
    const service = fakeNotificationService({
      recent: [job('a20', { cty: 'movie', count: 20 })],
    });
    renderBell(service, ['content_admin'], 'ta');
    await waitFor(() => expect(service.methods.listRecentJobs).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('button', { name: /பணி அறிவிப்புகள்/ }));
    const title = await screen.findByTestId('job-title');
    expect(title).toHaveTextContent(
      `${tamil.console.notifications.actions.archive} · 20 திரைப்படங்கள்`,
    );
  });

  it('keeps when the bell was last opened per user: another user on the same browser still sees the dot', async () => {
    // The browser's store (a memory store is emptied whenever the admin unmounts).
    const store = localStorageStore(undefined, `bell-per-user-${Date.now()}`);
    const pushed = job('j3', { ut: '2026-11-23T10:00:01.000Z' });
    const signInAs = async (uid: string) => {
      const service = fakeNotificationService({ recent: [pushed] });
      renderInAdmin(<NotificationBell />, {
        dataProvider: service.provider,
        i18nProvider,
        authProvider: authAs(['content_admin'], uid),
        store,
      });
      await waitFor(() => expect(service.methods.listRecentJobs).toHaveBeenCalled());
    };
    const dot = () => screen.getByTestId('notification-dot');

    await signInAs('u1');
    await waitFor(() => expect(dot()).toHaveAttribute('data-unseen', 'true'));
    await userEvent.click(bell());
    await waitFor(() => expect(dot()).toHaveAttribute('data-unseen', 'false'));
    cleanup();

    await signInAs('u2');
    await waitFor(() => expect(dot()).toHaveAttribute('data-unseen', 'true'));
    cleanup();

    await signInAs('u1');
    await waitFor(() => expect(dot()).toHaveAttribute('data-unseen', 'false'));
  });
});
