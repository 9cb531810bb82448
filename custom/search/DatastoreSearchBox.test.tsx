import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ConsoleHttpError } from '../../dataProvider/errors';
import { clearCurrentProduct, setCurrentProduct } from '../../dataProvider/productStore';
import { createHttpClient } from '../../dataProvider/httpClient';
import { createProviderContext } from '../../dataProvider/providerContext';
import type { ServiceArea } from '../../dataProvider/runtimeConfig';
import { createSearchMethods, type SearchMethods } from '../../dataProvider/searchProvider';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import { identitySettled } from '../../kit/testing/renderInAdmin';
import { DatastoreSearchBox } from './DatastoreSearchBox';
import { SEARCH_STORAGE_KEYS } from './searchStorage';
import { FIELD_LISTS, hit, renderSearch } from './testing';

type SearchContent = SearchMethods['searchContent'];

const ISLAND = hit('c1', 'channel', { en: 'Silent Island', ta: 'அமைதியான தீவு' });
const SHORT = hit('s33', 'shortvideo', { en: 'Wild Island', ta: 'காட்டு தீவு' }, 'draft');

/** Shows the router's current path and search, so a test reads where a click went. */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(searchContent: SearchContent, path: string, roles?: string[]) {
  return renderSearch(
    <>
      <DatastoreSearchBox />
      <WhereAmI />
    </>,
    { path, searchContent, ...(roles ? { roles } : {}) },
  );
}

/** The box on the movie list, once the signed-in user (who may search) is known. */
async function renderBox(searchContent: SearchContent, path = '/apps/main/vod/movie') {
  const rendered = renderAt(searchContent, path);
  await screen.findByRole('combobox', { name: 'Search the datastore' });
  return rendered;
}

const box = () => screen.getByRole('combobox', { name: 'Search the datastore' });
const popup = () => screen.getByRole('dialog', { name: 'Datastore search results' });
const answer = (...hits: ReturnType<typeof hit>[]) =>
  vi.fn<SearchContent>(() => Promise.resolve({ data: hits, total: hits.length }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The toolbar sits outside the page routes: the product is the one chosen in the toolbar.
  setCurrentProduct('main');
});
afterEach(() => {
  cleanup();
  clearCurrentProduct();
});

describe('the datastore search box', () => {
  it('is in the toolbar only in the datastore section', async () => {
    renderAt(answer(), '/apps/main/storefront');
    await identitySettled();
    expect(screen.queryByRole('combobox', { name: 'Search the datastore' })).toBeNull();
    cleanup();
    renderAt(answer(), '/apps/main/live/channel');
    expect(await screen.findByRole('combobox', { name: 'Search the datastore' })).toBeTruthy();
  });

  it('is not there for a user who may not search the catalogue (the results page rule)', async () => {
    // A live content administrator works in the datastore section (Live) but has no view on
    // cp_datastore, the global search page's permission.
    const searchContent = answer(ISLAND);
    renderAt(searchContent, '/apps/main/live/channel', ['live_content_admin']);
    await identitySettled();
    expect(screen.queryByRole('combobox', { name: 'Search the datastore' })).toBeNull();
    expect(searchContent).not.toHaveBeenCalled();
  });

  it('does nothing under 3 characters; the third opens the popup with the hits', async () => {
    const searchContent = answer(ISLAND, SHORT);
    await renderBox(searchContent);
    await userEvent.type(box(), 'தீ');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchContent).not.toHaveBeenCalled();
    await userEvent.type(box(), 'வ');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const hits = await within(popup()).findByRole('listbox', { name: 'Matching items' });
    const options = within(hits).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Silent Island'),
      expect.stringContaining('Wild Island'),
    ]);
    expect(options[0]?.textContent).toContain('channel');
    expect(options[1]?.textContent).toContain('shortvideo');
    expect(searchContent).toHaveBeenCalledTimes(1);
    expect(searchContent).toHaveBeenCalledWith(
      { term: 'தீவ', fields: undefined, cty: undefined, pageNumber: 1, pageSize: 10 },
      expect.any(AbortSignal),
    );
    expect(within(popup()).getByRole('heading', { name: 'DATA STORE' })).toBeTruthy();
    expect(within(popup()).getByRole('heading', { name: 'FILTER RESULTS' })).toBeTruthy();
  });

  it('asks for the first valid term from the keystroke itself, before the popup is drawn', async () => {
    let popupDrawnWhenAsked: boolean | undefined;
    const searchContent = vi.fn<SearchContent>(() => {
      popupDrawnWhenAsked ??= screen.queryByRole('dialog') !== null;
      return Promise.resolve({ data: [ISLAND], total: 1 });
    });
    await renderBox(searchContent);
    await userEvent.type(box(), 'Si');
    // The field configuration and the stored filters are read by now.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.type(box(), 'l');
    await within(popup()).findByRole('listbox', { name: 'Matching items' });
    expect(popupDrawnWhenAsked).toBe(false);
    expect(searchContent).toHaveBeenCalledTimes(1);
  });

  it("shows 'Processing ...' while asking and 'No Results found' for nothing", async () => {
    let release: (value: { data: never[]; total: number }) => void = () => undefined;
    const searchContent = vi.fn<SearchContent>(() => new Promise((resolve) => (release = resolve)));
    await renderBox(searchContent);
    await userEvent.type(box(), 'zzz');
    expect(await within(popup()).findByText('Processing ...')).toBeTruthy();
    await waitFor(() => expect(searchContent).toHaveBeenCalled());
    release({ data: [], total: 0 });
    expect(await within(popup()).findByText('No Results found')).toBeTruthy();
    expect(within(popup()).queryByText('Processing ...')).toBeNull();
  });

  it('drops the answer of an older term and cancels its request', async () => {
    const pending: { term: string; signal: AbortSignal | undefined; resolve: () => void }[] = [];
    const searchContent = vi.fn<SearchContent>(
      (query, signal) =>
        new Promise((resolve) => {
          const hits = query.term === 'Isla' ? [SHORT] : [ISLAND];
          pending.push({
            term: query.term,
            signal,
            resolve: () => resolve({ data: hits, total: hits.length }),
          });
        }),
    );
    await renderBox(searchContent);
    await userEvent.type(box(), 'Isl');
    await waitFor(() => expect(pending).toHaveLength(1));
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]?.signal?.aborted).toBe(true);
    pending[1]?.resolve();
    expect(await within(popup()).findByText('Wild Island')).toBeTruthy();
    // The older answer arrives and everything it could start has run: its promise's handlers (the
    // first task), then the query cache telling its observers (the task they queued): dropped.
    await act(async () => {
      pending[0]?.resolve();
      for (let task = 0; task < 2; task += 1) await new Promise((next) => setTimeout(next, 0));
    });
    expect(within(popup()).queryByText('Silent Island')).toBeNull();
    // The cancelled request says nothing.
    expect(within(popup()).queryByText('Search Operation Failed')).toBeNull();
  });

  it('narrows by content type with the local filter of the lists', async () => {
    const searchContent = answer(ISLAND, SHORT);
    await renderBox(searchContent);
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    const types = within(popup()).getByRole('group', { name: 'Content Type' });
    // Five types until Show More, all seven after it.
    expect(within(types).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(popup()).getByRole('button', { name: 'Show More' }));
    expect(within(types).getAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(within(popup()).getByRole('button', { name: 'Show Less' }));
    expect(within(types).getAllByRole('checkbox')).toHaveLength(5);

    await userEvent.click(within(popup()).getByRole('button', { name: 'Filter the lists' }));
    await userEvent.type(within(popup()).getByRole('textbox', { name: 'Filter text' }), 'CHAN');
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')?.textContent),
    ).toEqual(['channel']);
    const across = within(popup()).getByRole('group', { name: 'Search Across' });
    expect(within(across).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(across).getByText('Nothing matches the filter.')).toBeTruthy();

    await userEvent.click(within(types).getByRole('checkbox', { name: 'channel' }));
    await waitFor(() =>
      expect(searchContent).toHaveBeenLastCalledWith(
        expect.objectContaining({ term: 'Isl', cty: ['channel'] }),
        expect.any(AbortSignal),
      ),
    );
    expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEYS.filters) ?? 'null')).toEqual([
      { field: 'search_across', term: '', operator: 'equals' },
      { field: 'content_type', term: 'channel', operator: 'equals' },
    ]);

    // The clear icon empties the filter and closes it: every list is back.
    await userEvent.click(
      within(popup()).getByRole('button', { name: 'Clear and close the filter' }),
    );
    expect(within(popup()).queryByRole('textbox', { name: 'Filter text' })).toBeNull();
    expect(within(across).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('sends the Search Across and Content Type choices to the search service (fields, cty)', async () => {
    // The real search call over the real HTTP client: what goes out is the request's URL.
    const urls: URL[] = [];
    const fetchStub = vi.fn((input: RequestInfo | URL) => {
      urls.push(new URL(input instanceof Request ? input.url : input, 'http://console.test'));
      const envelope = { header: { code: 200000, count: 1, errors: [] }, data: [ISLAND] };
      return Promise.resolve(
        new Response(JSON.stringify(envelope), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      const services = Object.fromEntries(
        SERVICE_AREAS.map((area) => [area, `/api/${area}`]),
      ) as Record<ServiceArea, string>;
      const methods = createSearchMethods(
        createProviderContext(
          createHttpClient({ tokenGetter: () => Promise.resolve('token') }),
          services,
        ),
      );
      await renderBox(methods.searchContent);
      await userEvent.type(box(), 'Isl');
      await within(popup()).findByText('Silent Island');
      const first = urls.at(-1);
      expect(first?.pathname).toBe('/api/search/content/search');
      expect(first?.searchParams.get('term')).toBe('Isl');
      expect(first?.searchParams.has('fields')).toBe(false);
      expect(first?.searchParams.has('cty')).toBe(false);

      const across = within(popup()).getByRole('group', { name: 'Search Across' });
      await userEvent.click(within(across).getByRole('checkbox', { name: 'Name' }));
      await userEvent.click(within(across).getByRole('checkbox', { name: 'External Id' }));
      const types = within(popup()).getByRole('group', { name: 'Content Type' });
      await userEvent.click(within(types).getByRole('checkbox', { name: 'movie' }));
      await userEvent.click(within(types).getByRole('checkbox', { name: 'shortvideo' }));
      await waitFor(() => {
        const last = urls.at(-1);
        expect(last?.searchParams.get('fields')).toBe('lon.n,ex_id');
        expect(last?.searchParams.get('cty')).toBe('movie,shortvideo');
      });
      expect(urls.at(-1)?.searchParams.get('term')).toBe('Isl');
      expect(urls.at(-1)?.searchParams.get('pageSize')).toBe('10');

      // Every field checked narrows nothing: the service searches them all.
      await userEvent.click(within(across).getByRole('checkbox', { name: 'Id' }));
      await waitFor(() => expect(urls.at(-1)?.searchParams.has('fields')).toBe(false));
      expect(urls.at(-1)?.searchParams.get('cty')).toBe('movie,shortvideo');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is used from the keyboard: arrows mark a hit, Enter opens it at its path, Escape closes', async () => {
    await renderBox(answer(ISLAND, SHORT));
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(popup()).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = within(popup()).getAllByRole('option')[0];
    expect(box().getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/apps/main/live/channel/linear/c1?status=published',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape from a filter checkbox and puts the focus back in the box', async () => {
    await renderBox(answer(ISLAND));
    await userEvent.type(box(), 'Isl');
    await within(popup()).findByText('Silent Island');
    within(popup()).getByRole('checkbox', { name: 'Name' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('opens a clicked hit in its area with its status', async () => {
    await renderBox(answer(ISLAND, SHORT));
    await userEvent.type(box(), 'Isl');
    await userEvent.click(await within(popup()).findByText('Wild Island'));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/apps/main/vod/shortvideo/s33?status=draft',
    );
  });

  it('goes to the results page on Enter, the term stored; emptying the box forgets it', async () => {
    await renderBox(answer(ISLAND));
    await userEvent.type(box(), 'Island{Enter}');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/apps/main/globalSearch',
    );
    expect(localStorage.getItem(SEARCH_STORAGE_KEYS.term)).toBe('Island');
    await userEvent.clear(box());
    expect(localStorage.getItem(SEARCH_STORAGE_KEYS.term)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the hits and the popup in the UI language (Tamil)', async () => {
    renderSearch(<DatastoreSearchBox />, {
      path: '/apps/main/vod/movie',
      searchContent: answer(ISLAND, SHORT),
      language: 'ta',
    });
    const tamilBox = await screen.findByRole('combobox', { name: 'தரவுக் களஞ்சியத்தில் தேடு' });
    await userEvent.type(tamilBox, 'தீவ');
    const tamilPopup = await screen.findByRole('dialog', {
      name: 'தரவுக் களஞ்சியத் தேடல் முடிவுகள்',
    });
    expect(await within(tamilPopup).findByText('அமைதியான தீவு')).toBeTruthy();
    expect(within(tamilPopup).getByText('காட்டு தீவு')).toBeTruthy();
    expect(within(tamilPopup).queryByText('Silent Island')).toBeNull();
    expect(within(tamilPopup).getByRole('heading', { name: 'தரவுக் களஞ்சியம்' })).toBeTruthy();
    expect(within(tamilPopup).getByRole('group', { name: 'உள்ளடக்க வகை' })).toBeTruthy();
  });

  it('says when the search or its configuration fails', async () => {
    renderSearch(<DatastoreSearchBox />, {
      path: '/apps/main/vod/movie',
      searchContent: () => Promise.reject(new ConsoleHttpError('Search Operation Failed', 500)),
      getSearchFields: () =>
        Promise.reject(new ConsoleHttpError('Error fetching global search field mappers', 500)),
    });
    await screen.findByRole('combobox', { name: 'Search the datastore' });
    await userEvent.type(box(), 'Isl');
    expect(await within(popup()).findByText('Search Operation Failed')).toBeTruthy();
    expect(within(popup()).getByText('Error fetching global search field mappers')).toBeTruthy();
  });

  it("shows the service's own reason for a refused term", async () => {
    renderSearch(<DatastoreSearchBox />, {
      path: '/apps/main/vod/movie',
      searchContent: () =>
        Promise.reject(
          new ConsoleHttpError('term too long', 400, {
            data: null,
            header: {
              code: 1,
              count: 0,
              errors: [
                {
                  code: 40000001,
                  description: 'querystring/term must NOT have more than 200 characters',
                },
              ],
            },
          }),
        ),
    });
    await screen.findByRole('combobox', { name: 'Search the datastore' });
    await userEvent.type(box(), 'Isl');
    expect(
      await within(popup()).findByText('querystring/term must NOT have more than 200 characters'),
    ).toBeTruthy();
    expect(FIELD_LISTS.contentTypes).toHaveLength(7);
  });
});
