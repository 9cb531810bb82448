import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, strictI18nProvider } from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/notifications';
import { NotificationPage } from './NotificationPage';
import { fakeNotificationService, job, TYPE_NAMES } from './testing';

afterEach(cleanup);

const i18nProvider = strictI18nProvider(messages, TYPE_NAMES.en);

const jobs = Array.from({ length: 30 }, (_, n) =>
  job(`job-${n + 1}`, {
    status: 'inactive',
    count: 3,
    success: 3,
    ct: `2026-11-23T10:${String(59 - n).padStart(2, '0')}:00.000Z`,
  }),
);
jobs[0] = job('job-1', {
  status: 'failed',
  count: 2,
  failure: 2,
  failureKeys: ['main-series-1-s1-e1', 'gone'],
  errorMessages: { 'main-series-1-s1-e1': 'Locked by admin', gone: 'No tvepisode gone' },
});
jobs[1] = job('job-2', { status: 'processing', count: 200, success: 20 });
jobs[2] = job('job-3', { status: 'inactive', cty: 'movie', count: 20, success: 20 });
jobs[3] = job('job-4', { kind: 'episodesort', count: 1, success: 1, status: 'inactive' });

function renderPage() {
  const service = fakeNotificationService({
    pages: ({ page, perPage }) => ({
      data: jobs.slice((page - 1) * perPage, page * perPage),
      total: jobs.length,
    }),
  });
  renderInAdmin(<NotificationPage />, {
    dataProvider: service.provider,
    i18nProvider,
    path: '/apps/notification',
  });
  return service;
}

describe('NotificationPage', () => {
  it('lists the jobs with state, counts, failed items linking to their editors, and reasons', async () => {
    renderPage();
    const failedRow = await screen.findByText('Failed', { selector: '[data-state]' });
    const row = failedRow.closest('tr') as HTMLElement;
    expect(within(row).getByTestId('job-progress')).toHaveTextContent('0/2');
    const link = await within(row).findByRole('link', {
      name: 'Open main-series-1-s1-e1 in its editor',
    });
    expect(link).toHaveAttribute('href', '/apps/vod/tvepisode/main-series-1-s1-e1');
    expect(within(row).getByText(/Locked by admin/)).toBeVisible();
    expect(within(row).getByText(/No tvepisode gone/)).toBeVisible();
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("names each job's action and item count ('Archive · 20 movies')", async () => {
    renderPage();
    const archive = await screen.findByText('Archive · 20 movies');
    expect(archive.closest('tr')).toHaveAttribute('data-job-id', 'job-3');
    expect(screen.getByText('Episode sorting · 1 TV episode').closest('tr')).toHaveAttribute(
      'data-job-id',
      'job-4',
    );
    expect(screen.getByText('Archive · 200 TV episodes')).toBeVisible();
  });

  it('pages through the jobs', async () => {
    const service = renderPage();
    expect(await screen.findByText('1–25 of 30')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the next page' }));
    await waitFor(() =>
      expect(service.methods.listNotificationJobs).toHaveBeenLastCalledWith(
        { page: 2, perPage: 25 },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('26–30 of 30')).toBeVisible();
  });

  it("moves a running job's progress as the stream pushes it, without a request", async () => {
    const service = renderPage();
    await screen.findByText('In progress');
    await waitFor(() => expect(service.watchers.size).toBe(1));
    const calls = (
      service.methods.listNotificationJobs as unknown as { mock: { calls: unknown[] } }
    ).mock.calls.length;
    act(() =>
      service.push(job('job-2', { count: 200, success: 120, ut: '2026-11-23T11:00:00.000Z' })),
    );
    const row = screen.getByText('In progress').closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(row).getByTestId('job-progress')).toHaveTextContent('120/200'),
    );
    expect(
      (service.methods.listNotificationJobs as unknown as { mock: { calls: unknown[] } }).mock.calls
        .length,
    ).toBe(calls);
  });
});
