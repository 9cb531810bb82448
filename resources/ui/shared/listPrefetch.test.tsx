import { useState } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetList, useRefresh, type GetListParams, type GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderInAdmin } from '../../../kit/testing/renderInAdmin';
import { MOVIE_LIST } from '../list/testing/fakeListProvider';
import {
  LIST_PAGE_SIZE,
  refetchListOnMount,
  listTypeOfPath,
  usePrefetchListScreen,
} from './listPrefetch';
import { useResourceType } from './useResourceType';

describe('listTypeOfPath', () => {
  it.each([
    ['/apps/vod/movie', 'movie'],
    ['/apps/main/vod/movie', 'movie'],
    ['/vod/tvseries', 'tvseries'],
    ['/apps/kids/live/channel', 'channel'],
    ['/apps/assets/bumper/', 'bumper'],
  ])('reads the type of the list route %s', (path, type) => {
    expect(listTypeOfPath(path)).toBe(type);
  });
  it.each([
    '/apps/vod/movie/add',
    '/apps/main/vod/movie/m-1',
    '/apps/main/dashboards/analytics',
    '/apps/storefront/list',
    '/apps/globalSearch/list',
  ])('knows %s is no catalogue list', (path) => {
    expect(listTypeOfPath(path)).toBeUndefined();
  });
});

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

describe('prefetchListScreen', () => {
  afterEach(cleanup);

  const firstPage: ListParams = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'ut', order: 'DESC' },
    filter: {},
    meta: { product: 'main' },
  };

  function countingProvider() {
    let answer: (() => void) | undefined;
    const getList = vi.fn(
      () =>
        new Promise<GetListResult>((resolve) => {
          answer = () => resolve({ data: [{ id: 'm1' }, { id: 'm2' }], total: 2 });
        }),
    );
    const getSchema = vi.fn(() => Promise.resolve({ schema: {}, uischema: {}, list: MOVIE_LIST }));
    return {
      provider: fakeDataProvider({ getList, getSchema }),
      getList,
      getSchema,
      answerAll: () =>
        act(async () => {
          answer?.();
          await Promise.resolve();
        }),
    };
  }

  /** A list screen's queries: react-admin's getList with the list's options, and the type's definition. */
  function Screen({ params }: { params: ListParams }) {
    const { data } = useGetList('movie', params, { refetchOnMount: refetchListOnMount });
    const { definition } = useResourceType('movie');
    const refresh = useRefresh();
    return (
      <>
        <p>{data ? `${data.length} rows` : 'loading'}</p>
        <p>{definition ? `sorted by ${definition.list.sort.field}` : 'no definition'}</p>
        <button type="button" onClick={refresh}>
          refresh
        </button>
      </>
    );
  }

  function Menu({ params }: { params: ListParams }) {
    const prefetch = usePrefetchListScreen();
    const [open, setOpen] = useState(false);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            prefetch('movie', 'main');
            setOpen(true);
          }}
        >
          movies
        </button>
        {open && <Screen params={params} />}
      </>
    );
  }

  it("answers the list's identical first request and the type's definition from the click, once", async () => {
    const fake = countingProvider();
    renderInAdmin(<Menu params={firstPage} />, { dataProvider: fake.provider });
    await userEvent.click(screen.getByRole('button', { name: 'movies' }));
    // The click started both requests; the screen took them while they were on their way.
    expect(fake.getList).toHaveBeenCalledTimes(1);
    await fake.answerAll();
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    expect(await screen.findByText('sorted by ut')).toBeInTheDocument();
    expect(fake.getList).toHaveBeenCalledTimes(1);
    expect(fake.getSchema).toHaveBeenCalledTimes(1);
    expect(fake.getList.mock.calls[0]).toEqual([
      'movie',
      expect.objectContaining({ ...firstPage }),
    ]);

    // Taken once: asking again (refresh) goes to the server.
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(fake.getList).toHaveBeenCalledTimes(2));
  });

  it('lets the list take a first page the click already has, without asking again', async () => {
    const fake = countingProvider();
    function PrefetchFirst() {
      const prefetch = usePrefetchListScreen();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => prefetch('movie', 'main')}>
            prefetch
          </button>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && <Screen params={firstPage} />}
        </>
      );
    }
    renderInAdmin(<PrefetchFirst />, { dataProvider: fake.provider });
    await userEvent.click(screen.getByRole('button', { name: 'prefetch' }));
    await fake.answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    expect(fake.getList).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['page', { ...firstPage, pagination: { page: 2, perPage: LIST_PAGE_SIZE } }],
    ['sort', { ...firstPage, sort: { field: 'ut', order: 'ASC' as const } }],
    ['filter', { ...firstPage, filter: { st: 'draft' } }],
    ['product', { ...firstPage, meta: { product: 'kids' } }],
  ])('does not answer a different %s from it', async (_what, params) => {
    const fake = countingProvider();
    renderInAdmin(<Menu params={params} />, { dataProvider: fake.provider });
    await userEvent.click(screen.getByRole('button', { name: 'movies' }));
    await waitFor(() => expect(fake.getList).toHaveBeenCalledTimes(2));
    expect(fake.getList.mock.calls[1]).toEqual(['movie', expect.objectContaining(params)]);
  });
});
