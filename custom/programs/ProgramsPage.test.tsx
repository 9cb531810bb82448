import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/programs';
import { ProgramsPage } from './ProgramsPage';
import type { ProgramRecord } from './ProgramsPage';

afterEach(cleanup);

const labels = { enums: { st: { draft: 'Draft', published: 'Published', deleted: 'Deleted' } } };

/** 30 programs, named 'Program 01' ... 'Program 30', each one 90 s content segment. */
const PROGRAMS: ProgramRecord[] = Array.from({ length: 30 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return {
    id: `p${n}`,
    key: `p${n}-v1`,
    ut: '2026-01-01T00:00:00.000Z',
    st: 'published',
    lon: [{ lang: 'en', n: `Program ${n}` }],
    sg: [{ seg_ty: 'vod', dur: 90 }],
  };
});

/** The service's list: the search term in names, 25 a page. */
function listOf(params: GetListParams) {
  const q = (params.filter as { q?: string }).q?.toLowerCase();
  const matching = PROGRAMS.filter((p) => !q || (p.lon?.[0]?.n ?? '').toLowerCase().includes(q));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
}

function renderPage(roles = ['content_admin']) {
  const getList = vi.fn((_resource: string, params: GetListParams) =>
    Promise.resolve(listOf(params)),
  );
  const update = vi.fn((_resource: string, params: { id: string; previousData: ProgramRecord }) =>
    Promise.resolve({ data: { ...params.previousData, st: 'deleted' } }),
  );
  const dataProvider = fakeDataProvider({
    getList: getList as unknown as ConsoleDataProvider['getList'],
    update: update as unknown as ConsoleDataProvider['update'],
  });
  renderInAdmin(null, {
    path: '/apps/main/live/program',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, labels),
    authProvider: authAs(roles),
    routes: { '/apps/:product?/live/program': <ProgramsPage /> },
    notifications: true,
  });
  return { getList, update };
}

describe('the programs list', () => {
  it('pages 25 at a time with the derived duration, and searches from 3 characters', async () => {
    const { getList } = renderPage();
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).getAllByRole('row')).toHaveLength(26); // the header and 25 programs
    const first = (await screen.findByText('Program 01')).closest('tr') as HTMLElement;
    expect(within(first).getByText('00:01:30')).toBeTruthy();
    expect(screen.getByText('25 of 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Program 30')).toBeTruthy();
    expect(screen.queryByText('Program 01')).toBeNull();
    expect(screen.getByText('30 of 30')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, '2');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeTruthy();
    expect(getList.mock.calls.every(([, params]) => !('q' in params.filter))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, 'ram 2');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'program',
        expect.objectContaining({ filter: { q: 'ram 2' }, pagination: { page: 1, perPage: 25 } }),
      ),
    );
    expect(await screen.findByText('Program 29')).toBeTruthy();
    expect(screen.getByText('10 of 10')).toBeTruthy(); // 20-29

    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(await screen.findByText('Nothing matches the search. Try another term.')).toBeTruthy();
  });

  it('deletes as an update to the deleted status, then reads the list again', async () => {
    const { getList, update } = renderPage();
    const row = (await screen.findByText('Program 03')).closest('tr') as HTMLElement;
    const reads = getList.mock.calls.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete: Program 03' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'program',
        expect.objectContaining({ id: 'p03', meta: { status: 'deleted' } }),
      ),
    );
    expect(await screen.findByText('Program deleted sucessfully!')).toBeTruthy();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(reads));
  });

  it('offers neither New Program nor Delete to a viewer', async () => {
    renderPage(['content_user']);
    const row = (await screen.findByText('Program 03')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Open: Program 03' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete: Program 03' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Program' })).toBeNull();
    expect(screen.getByText('You can see the programs but not change them.')).toBeTruthy();
  });
});
