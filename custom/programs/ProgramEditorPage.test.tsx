import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/programs';
import { ProgramEditPage } from './ProgramEditorPage';
import { PROGRAM_PATHS } from './paths';

afterEach(cleanup);

const labels = { enums: { st: { draft: 'Draft', published: 'Published' } } };

function authAs(roles: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'u1', uid: 'u1', username: 'ana', roles }),
  };
}

const program = {
  id: 'p1',
  key: 'p1-v1',
  ut: '2026-01-01T00:00:00.000Z',
  st: 'published',
  lon: [{ lang: 'en', n: 'Morning Show' }],
  sg: [
    { seg_ty: 'bumper', dur: 5 },
    { seg_ty: 'vod', sp: 10, ep: 610.5, ctkey: 'movie-1' },
    { seg_ty: 'ad', dur: 30 },
  ],
};

function renderEditor(returned: string, roles = ['vll_admin']) {
  const update = vi.fn(() => Promise.resolve({ data: { ...program, st: returned } }));
  const dataProvider = {
    ...fakeDataProvider({
      getOne: () => Promise.resolve({ data: program }) as never,
      update: update as never,
    }),
    getProgramUsage: () =>
      Promise.resolve([
        {
          channelId: 'v1',
          channelName: 'Alpha',
          dt: '2026-11-24',
          st: 'draft',
          airings: 2,
          firstStart: '',
        },
      ]),
  } as unknown as ConsoleDataProvider;
  const visited: string[] = [];
  renderInAdmin(null, {
    path: '/apps/main/live/program',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, labels),
    authProvider: authAs(roles),
    routes: {
      [PROGRAM_PATHS.edit]: <ProgramEditPage />,
      [PROGRAM_PATHS.list]: <Link to="/apps/main/live/program/p1">open</Link>,
    },
    onLocation: (path) => visited.push(path),
    notifications: true,
  });
  return { update, visited };
}

describe('the program editor', { timeout: 20_000 }, () => {
  it('shows the segment timeline, the derived duration, timecodes in the segment-info dialog and usage', async () => {
    renderEditor('draft');
    await userEvent.click(await screen.findByText('open'));
    expect(await screen.findByRole('heading', { name: 'Program: Morning Show' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Content duration').value).toBe('00:10:35');
    const blocks = screen.getAllByRole('button', { name: /^(Bumper|Content|Ad) / });
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bumper 00:00:00;00-00:00:05;00',
      'Content 00:00:05;00-00:10:05;15',
      'Ad 00:10:05;15-00:10:35;15',
    ]);
    await userEvent.click(blocks[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Segment information' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('In-point (HH:MM:SS;FF)').value).toBe(
      '00:00:10;00',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Out-point (HH:MM:SS;FF)').value).toBe(
      '00:10:10;15',
    );
    await userEvent.clear(within(dialog).getByLabelText('Out-point (HH:MM:SS;FF)'));
    await userEvent.type(within(dialog).getByLabelText('Out-point (HH:MM:SS;FF)'), '00:10:10;45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('A timecode is HH:MM:SS;FF at 30 fps')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Alpha, 2026-11-24 (Draft): 2 airings')).toBeTruthy();
  });

  it('returns to the previous screen after a save; the toast only when neither status is draft', async () => {
    const { update, visited } = renderEditor('draft');
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() => expect(visited.at(-1)).toBe('/apps/main/live/program'));
    expect(screen.queryByText('Program updated sucessfully!')).toBeNull();
    cleanup();
    const second = renderEditor('published');
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Program updated sucessfully!')).toBeTruthy();
    expect(second.visited.at(-1)).toBe('/apps/main/live/program');
  });
});
