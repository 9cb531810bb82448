import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiringDetail, VllMethods } from '../../dataProvider/vll/vllProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/epg';
import { AiringEditorPage } from './AiringEditorPage';
import { EPG_PATHS } from './paths';

afterEach(cleanup);

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function detailOf(fields: Partial<AiringDetail> = {}, title = 'Late Movie'): AiringDetail {
  return {
    airing: {
      id: 'j1-3',
      pgm_id: 'p3',
      title,
      a_st_dt: `${TOMORROW}T20:00:00.000Z`,
      a_ed_dt: `${TOMORROW}T22:00:00.000Z`,
      dur: 7200,
      station: 'ST-1',
    },
    channelId: 'c1',
    channelName: 'News One',
    day: TOMORROW,
    status: 'completed',
    past: false,
    ...fields,
  };
}

function renderEditor(
  roles: string[],
  answers: AiringDetail[],
  update?: VllMethods['updateAiring'],
) {
  let call = 0;
  const methods = {
    getAiring: vi.fn<VllMethods['getAiring']>(() => {
      const answer = answers[Math.min(call, answers.length - 1)] as AiringDetail;
      call += 1;
      return Promise.resolve(answer);
    }),
    updateAiring: vi.fn<VllMethods['updateAiring']>(
      update ?? ((_id, change) => Promise.resolve({ ...detailOf().airing, ...change })),
    ),
  };
  const dataProvider = { ...fakeDataProvider(), ...methods } as unknown as ConsoleDataProvider;
  renderInAdmin(null, {
    path: EPG_PATHS.airingOf('main', 'j1-3'),
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    routes: { [EPG_PATHS.airing]: <AiringEditorPage /> },
    notifications: true,
  });
  return methods;
}

const titleField = () => screen.getByLabelText<HTMLInputElement>(/^Title/);

describe('the airing editor', () => {
  it('arrives read-only, edits, and after the update reloads read-only with the airing refetched', async () => {
    const methods = renderEditor(
      ['content_admin'],
      [detailOf(), detailOf({}, 'Late Movie (director’s cut)')],
    );
    await screen.findByRole('heading', { name: 'Airing: Late Movie' });
    expect(titleField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(titleField()).not.toBeDisabled());
    await userEvent.type(titleField(), ' (director’s cut)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.updateAiring).toHaveBeenCalledTimes(1));
    expect(methods.updateAiring).toHaveBeenCalledWith('j1-3', {
      mode: 'edit',
      title: 'Late Movie (director’s cut)',
      a_st_dt: `${TOMORROW}T20:00:00.000Z`,
      a_ed_dt: `${TOMORROW}T22:00:00.000Z`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Airing: Late Movie (director’s cut)' }),
    ).toBeTruthy();
    expect(methods.getAiring).toHaveBeenCalledTimes(2);
    expect(titleField()).toBeDisabled();
    expect(titleField().value).toBe('Late Movie (director’s cut)');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(await screen.findByText('Airing Late Movie (director’s cut) updated')).toBeTruthy();
  });

  it('shows an airing that has started read-only, with no Edit, even to a scheduler', async () => {
    renderEditor(['content_admin'], [detailOf({ past: true })]);
    await screen.findByRole('heading', { name: 'Airing: Late Movie' });
    expect(screen.getByText('This airing has started: it cannot be changed.')).toBeTruthy();
    expect(titleField()).toBeDisabled();
    expect(screen.getByLabelText<HTMLInputElement>('Start (UTC)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a viewer the airing read-only', async () => {
    renderEditor(['content_user'], [detailOf()]);
    await screen.findByRole('heading', { name: 'Airing: Late Movie' });
    expect(screen.getByText('You can see this airing but not change it.')).toBeTruthy();
    expect(titleField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('keeps the form open and names the refusal when the service refuses the update', async () => {
    const methods = renderEditor(['content_admin'], [detailOf()], () =>
      Promise.reject(new Error('The airing would overlap Night News (2026-11-25T21:00:00.000Z)')),
    );
    await screen.findByRole('heading', { name: 'Airing: Late Movie' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByText(
      'The airing would overlap Night News (2026-11-25T21:00:00.000Z)',
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(titleField()).not.toBeDisabled();
    expect(methods.getAiring).toHaveBeenCalledTimes(1);
  });

  it('returns to the read-only view when the service says the airing has started meanwhile', async () => {
    const message =
      "'Late Movie' started at or before now (21:00-23:00 UTC): it cannot be changed or removed";
    const methods = renderEditor(['content_admin'], [detailOf(), detailOf({ past: true })], () =>
      Promise.reject(
        new ConsoleHttpError(message, 400, {
          data: { err: { kind: 'past', msg: message, field: '/a_st_dt' } },
          header: { code: 400, count: 0, errors: [{ code: 400, description: message }] },
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Airing: Late Movie' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    await waitFor(() => expect(methods.getAiring).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(titleField()).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
