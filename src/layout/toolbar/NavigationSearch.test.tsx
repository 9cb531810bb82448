import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchMethods } from '../../../dataProvider/searchProvider';
import type { SearchHit } from '../../../dataProvider/types';
import { FIELD_LISTS, hit } from '../../../custom/search/testing';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../../domain/navigation/testing/declaredPageEntries';
import { NavigationProvider } from '../navigation/NavigationContext';
import { CAFE } from '../testing/cafeMenu';
import { asAna, fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { NavigationSearch } from './NavigationSearch';
import { actAndRunItsTimers, identitySettled } from '../../../kit/testing/renderInAdmin';

type SearchContent = SearchMethods['searchContent'];

const RIVER = hit('m1', 'movie', { en: 'Silent River', ta: 'அமைதியான நதி' });
const RIVER_CHANNEL = hit('c1', 'channel', { en: 'River TV', ta: 'நதி டிவி' }, 'draft');

/** The catalogue's answer: the given hits for every term. */
const answer = (...hits: SearchHit[]) =>
  vi.fn<SearchContent>(() => Promise.resolve({ data: hits, total: hits.length }));

/** What the catalogue answers in the next render (no hits unless a test says). */
const search: { content: SearchContent | undefined } = { content: undefined };

/** The roles of the user the next render signs in. */
const user = { roles: ['creator'] };

/** The search box, signed in with `user.roles` working in the product main, once it has the identity. */
async function renderSearch(onLocation?: (path: string) => void) {
  const searchContent = search.content ?? answer();
  const getSearchFields = vi.fn(() => Promise.resolve(FIELD_LISTS));
  const dataProvider = {
    ...fakeDataProvider({
      getMenu: () =>
        Promise.resolve({
          items: [...buildMenuGroups({}, DECLARED_PAGE_ENTRIES), CAFE],
          settings: {},
        }),
    }),
    searchContent,
    getSearchFields,
  };
  renderInAdmin(
    <NavigationProvider>
      <NavigationSearch />
    </NavigationProvider>,
    {
      dataProvider,
      path: '/apps/main/dashboards/project',
      ...asAna(user.roles),
      ...(onLocation ? { onLocation } : {}),
    },
  );
  await identitySettled();
  return screen.getByPlaceholderText('Search');
}

async function type(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.type(input, text);
  return screen.findByRole('listbox');
}

/**
 * Types `text` a character at a time (each keystroke its own change and render) with no time
 * passing between keystrokes, then runs every timer they left once: what a quick typist does,
 * whatever the machine's load (a loaded machine can pause longer than the search's delay between
 * two real keystrokes, and the term typed so far is then rightly asked for). Not the kit's
 * `actAndRunItsTimers`: its one act renders the keystrokes together, and a search without the
 * delay was then asked twice instead of once a keystroke (9 times here).
 */
async function typeQuickly(input: HTMLElement, text: string) {
  await userEvent.click(input);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let end = 1; end <= text.length; end += 1)
      fireEvent.change(input, { target: { value: text.slice(0, end) } });
    act(() => {
      vi.runOnlyPendingTimers();
    });
  } finally {
    vi.useRealTimers();
  }
  return screen.findByRole('listbox');
}

describe('navigation search', () => {
  beforeEach(() => {
    localStorage.clear();
    search.content = undefined;
  });
  afterEach(cleanup);

  it('offers at most 10 suggestions', async () => {
    const input = await renderSearch();
    // 's' is in far more than ten titles of the full menu (Movies, TV Series, Settings ...).
    await type(input, 's');
    expect(await screen.findAllByRole('option')).toHaveLength(10);
  });

  it('ignores case and accents', async () => {
    const input = await renderSearch();
    await type(input, 'CAFE');
    expect(await screen.findByRole('option', { name: 'Café Menu' })).toBeInTheDocument();
  });

  it('goes to the highlighted entry on Enter, with the product', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const input = await renderSearch(onLocation);
    await type(input, 'tv epis');
    await screen.findByRole('option', { name: 'TV Episodes' });
    await userEvent.keyboard('{Enter}');
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/vod/tvepisode');
  });

  it('goes to a suggestion clicked', async () => {
    const onLocation = vi.fn<(path: string) => void>();
    const input = await renderSearch(onLocation);
    await type(input, 'ad server');
    await userEvent.click(await screen.findByRole('option', { name: 'Ad Server Attributes' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/ad/attribute');
  });

  it('is labelled as finding pages and content for a user who may search the catalogue', async () => {
    await renderSearch();
    expect(await screen.findByRole('combobox', { name: 'Search pages and content' })).toBeVisible();
  });

  it('finds content beneath the pages, once typing settles, each hit opening its editor', async () => {
    const searchContent = answer(RIVER, RIVER_CHANNEL);
    search.content = searchContent;
    const onLocation = vi.fn<(path: string) => void>();
    const input = await renderSearch(onLocation);
    const listbox = await typeQuickly(input, 'silent river');
    const content = await within(listbox).findByRole('group', { name: 'Content' });
    const hits = await within(content).findAllByRole('option', { name: /River/ });
    expect(hits.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Silent River'),
      expect.stringContaining('River TV'),
    ]);
    // Each with its type and status, a VOD status by its VOD name.
    expect(hits[0]?.textContent).toContain('Available');
    // Debounced: one question for the term as typed, none for each keystroke.
    expect(searchContent).toHaveBeenCalledTimes(1);
    expect(searchContent).toHaveBeenCalledWith(
      expect.objectContaining({ term: 'silent river', pageNumber: 1 }),
      expect.any(AbortSignal),
    );
    // No page matches: the pages group says so, above the content.
    const pages = within(listbox).getByRole('group', { name: 'Pages' });
    expect(within(pages).getByText('No page matches “silent river”')).toBeVisible();
    expect(
      within(content).getByRole('option', { name: 'Search the catalogue for “silent river”' }),
    ).toBeVisible();
    // Keys: the first hit is highlighted; Down moves to the next; Enter opens its editor.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/live/channel/linear/c1');
  });

  it('shows the pages group first and the content group beneath it', async () => {
    search.content = answer(RIVER);
    const input = await renderSearch();
    const listbox = await type(input, 'movies');
    const groups = await within(listbox).findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label') ?? group.textContent)).toEqual([
      expect.stringContaining('Pages'),
      expect.stringContaining('Content'),
    ]);
    expect(within(groups[0] as HTMLElement).getByRole('option', { name: 'Movies' })).toBeVisible();
    await within(groups[1] as HTMLElement).findByRole('option', { name: /Silent River/ });
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("says 'No content matches' when the catalogue has nothing for the term", async () => {
    search.content = answer();
    const input = await renderSearch();
    const listbox = await type(input, 'zzqx');
    expect(await within(listbox).findByText('No content matches')).toBeVisible();
  });

  it('offers to search the catalogue for the term, opening the full results', async () => {
    search.content = answer(RIVER);
    const onLocation = vi.fn<(path: string) => void>();
    const input = await renderSearch(onLocation);
    const listbox = await type(input, 'silent river');
    await within(listbox).findByRole('option', { name: /Silent River/ });
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'Search the catalogue for “silent river”' }),
    );
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/globalSearch');
    expect(localStorage.getItem('globalSearchTerm')).toBe('silent river');
  });

  it('says no page matches to a user who may not search the catalogue, and asks nothing of it', async () => {
    user.roles = ['storefront_admin'];
    const searchContent = answer(RIVER);
    search.content = searchContent;
    try {
      const input = await renderSearch();
      expect(await screen.findByRole('combobox', { name: 'Search the menu' })).toBeVisible();
      await type(input, 'silent rive');
      // The last keystroke with every timer it starts run at once: a catalogue search would have
      // been asked for by now, its delay over.
      actAndRunItsTimers(() => {
        fireEvent.change(input, { target: { value: 'silent river' } });
      });
      expect(await screen.findByText('No page matches “silent river”')).toBeVisible();
      expect(screen.queryByText(/Search the catalogue/)).toBeNull();
      expect(screen.queryByRole('group', { name: 'Content' })).toBeNull();
      expect(searchContent).not.toHaveBeenCalled();
    } finally {
      user.roles = ['creator'];
    }
  });

  it('closes the suggestions on Escape', async () => {
    const input = await renderSearch();
    await type(input, 'polic');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
