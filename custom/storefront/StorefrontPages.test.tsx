import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AuthProvider } from 'react-admin';
import type {
  StorefrontMethods,
  StoredStoreItem,
  ViewerAnswer,
} from '../../dataProvider/storefront/storefrontProvider';
import type { AuditEntry, ConsoleDataProvider, LockStatus } from '../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages as commonMessages } from '../../kit/i18n/common';
import { messages } from './i18n/storefront';
import { STOREFRONT_PATHS } from './paths';
import { StorefrontEditPage, StorefrontListPage } from './StorefrontPages';

afterEach(cleanup);

// The preview names a failed condition's operator with the what-if panel's words.
const whatIf = { console: { whatIf: { operators: { 'greater-than': 'greater than' } } } };

function authAs(roles: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles }),
  };
}

const home: StoredStoreItem = {
  id: 'home',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Home',
  lon: [{ lang: 'en', n: 'Home' }],
  ty: 'home',
  st_dt: '2026-01-01T00:00:00.000Z',
  ed_dt: '2026-12-31T00:00:00.000Z',
  t: [{ id: 'for-you', lon: [{ lang: 'en', n: 'For you' }], c: ['hero', 'rail', 'late'] }],
};

const container = (
  id: string,
  n: string,
  extra: Record<string, unknown> = {},
): StoredStoreItem => ({
  id,
  key: `${id}-k`,
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n,
  ck: 'regular',
  ...extra,
});
const containers: Record<string, StoredStoreItem> = {
  hero: container('hero', 'Featured', { ck: 'carousel' }),
  // Ends after the page: the editor says the page's end wins.
  rail: container('rail', 'New arrivals', { ed_dt: '2027-06-30T00:00:00.000Z' }),
  // Its own window and policy, inside the page's: the row says both.
  late: container('late', 'Late-night thrillers', {
    st_dt: '2026-03-01T00:00:00.000Z',
    ed_dt: '2026-03-31T00:00:00.000Z',
    appliesif: ['p-adults'],
  }),
};

/** The hero's history on the home page: published, after the page placed it on 'For you'. */
const heroAudit: AuditEntry[] = [
  {
    seq: 2,
    id: 'hero',
    cty: 'container',
    changed_by: 'mia',
    changed_by_name: 'Mia Merch',
    TraceKey: 't2',
    PreviousVersion: 'hero-k',
    CurrentVersion: 'hero-k',
    key: 'hero-k',
    action: 'status:published',
    change: [{ field: 'st', from: 'draft', to: 'published' }],
    at: '2026-01-05T10:00:00.000Z',
  },
  {
    seq: 1,
    id: 'home',
    cty: 'storefront',
    changed_by: 'mia',
    changed_by_name: 'Mia Merch',
    TraceKey: 't1',
    PreviousVersion: 'k0',
    CurrentVersion: 'k1',
    key: 'k1',
    action: 'update',
    change: [{ field: 't', from: [{ id: 'for-you', c: [] }], to: home.t }],
    at: '2026-01-04T10:00:00.000Z',
  },
];

const answer: ViewerAnswer = {
  page: { id: 'home', key: 'k1', st: 'published', n: 'Home' },
  tabs: [
    {
      id: 'for-you',
      lon: [{ lang: 'en', n: 'For you' }],
      containers: [
        {
          ...containers.hero!,
          items: [{ id: 'm1', n: 'Ocean Deep' }],
          // A title its own policy keeps from this viewer (issue 11: content visibility).
          hiddenItems: [
            {
              id: 'm3',
              type: 'movie',
              n: 'Night Shift',
              reason: { code: 'policyMissing', policy: 'p-retired' },
            },
          ],
        },
        { ...containers.rail!, items: [] },
      ],
    },
  ],
  hidden: [
    {
      tabId: 'for-you',
      id: 'late',
      n: 'Late-night thrillers',
      reason: {
        code: 'policyDenied',
        decision: {
          effect: 'Deny',
          failed: {
            policy: { key: 'p1', name: 'Adults only' },
            ruleIndex: 0,
            rule: { n: 'Age', aty: 'Number', an: 'age', op: 'greater-than', val: 17 } as never,
            attribute: 'age',
            expected: 17,
            actual: undefined,
          },
        },
      },
    },
  ],
  missing: [],
};

function render(
  path: string,
  roles = ['storefront_admin'],
  lockStatus: LockStatus = { ls: 'open' },
  viewerAnswer: ViewerAnswer = answer,
) {
  const versions = [home];
  const methods: StorefrontMethods = {
    listStoreItems: vi.fn(() => Promise.resolve({ data: [home], total: 1 })),
    getStoreItem: vi.fn<StorefrontMethods['getStoreItem']>((type, id) =>
      Promise.resolve(type === 'storefront' ? versions : [containers[id]!]),
    ),
    getStoreItemVersion: vi.fn(() => Promise.resolve(home)),
    getStoreItemVersions: vi.fn(() =>
      Promise.resolve([{ key: 'k1', st: 'published', name: 'V1 - published' }]),
    ),
    createStoreItem: vi.fn(() => Promise.reject(new Error('not called'))),
    updateStoreItem: vi.fn<StorefrontMethods['updateStoreItem']>((_type, _id, body) => {
      const saved = { ...home, ...body, key: 'k2', st: 'draft' } as StoredStoreItem;
      versions.push(saved);
      return Promise.resolve(saved);
    }),
    getContainerAudit: vi.fn<StorefrontMethods['getContainerAudit']>(() =>
      Promise.resolve({ data: heroAudit, total: 2 }),
    ),
    getContainerUsage: vi.fn(() => Promise.resolve([])),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(() => Promise.resolve(viewerAnswer)),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(() => Promise.reject(new Error('not called'))),
  };
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'mia' }));
  const releaseLock = vi.fn(() => Promise.resolve());
  const dataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve(lockStatus),
      acquireLock,
      heartbeatLock: () => Promise.resolve(),
      releaseLock,
    }),
    ...methods,
    listPersonas: () => Promise.resolve([{ id: 'p-kid', n: 'Kids profile', context: { age: 8 } }]),
    listPolicies: () => Promise.resolve({ data: [{ id: 'p-adults', n: 'Adults only' }], total: 1 }),
  } as ConsoleDataProvider;
  renderInAdmin(null, {
    path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages, whatIf, commonMessages),
    authProvider: authAs(roles),
    notifications: true,
    routes: {
      [STOREFRONT_PATHS.storefronts]: <StorefrontListPage />,
      [STOREFRONT_PATHS.storefront]: <StorefrontEditPage />,
    },
  });
  return { methods, acquireLock, releaseLock };
}

describe('storefront list', () => {
  it('lists the pages with their kind and window; Add for a merchandiser only', async () => {
    render('/apps/main/storefront');
    const table = await screen.findByRole('table', { name: 'Manage Storefronts' });
    expect(within(table).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/apps/main/storefront/home',
    );
    expect(within(table).getByText('Home', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add storefront' })).toHaveLength(1);
    cleanup();
    render('/apps/main/storefront', ['storefront_user']);
    await screen.findByRole('table', { name: 'Manage Storefronts' });
    expect(screen.queryByRole('link', { name: 'Add storefront' })).toBeNull();
    expect(screen.getByText('You can view storefronts but not change them.')).toBeTruthy();
  });
});

describe('storefront editor', () => {
  it('shows the containers in order, says which the page clamps, and saves a reorder', async () => {
    const { methods, acquireLock } = render('/apps/main/storefront/home');
    const list = await screen.findByRole('list', { name: 'Containers of the tab, in order' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringContaining('Featured'),
        expect.stringContaining('New arrivals'),
        expect.stringContaining('Late-night thrillers'),
      ]),
    );
    expect(within(list).getByText(/Outside the page’s window/)).toBeTruthy();
    // Each row: its window where it is placed (the user's date format) and its policy.
    const late = within(list).getAllByRole('listitem')[2]!;
    await waitFor(() => expect(late.textContent).toContain('Policy: Adults only'));
    expect(late.textContent).toMatch(/Live 01 Mar 2026 \d\d:\d\d – 31 Mar 2026 \d\d:\d\d/);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      'Live as the page: 01 Jan 2026',
    );
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Policy: everyone');
    // Read-only until Edit: no reorder controls.
    expect(screen.queryByRole('button', { name: 'Move Featured down' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(acquireLock).toHaveBeenCalledWith('storefront', 'home'));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Featured down' }));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('New arrivals');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Late-night thrillers' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.updateStoreItem).toHaveBeenCalledWith(
        'storefront',
        'home',
        expect.objectContaining({
          key: 'k1',
          ut: home.ut,
          t: [{ id: 'for-you', lon: [{ lang: 'en', n: 'For you' }], c: ['rail', 'hero'] }],
        }),
      ),
    );
    expect(await screen.findByText('Storefront updated sucessfully!')).toBeTruthy();
  });

  it("opens a container's history on this page: its own changes and the page's placing it", async () => {
    const { methods } = render('/apps/main/storefront/home', ['storefront_user']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'History of Featured on this page' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of Featured on this page' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhoWhenWhat changed',
      expect.stringMatching(/^Mia Merch05 Jan 2026 \d\d:\d\dContainer status → published$/i),
      expect.stringMatching(/^Mia Merch04 Jan 2026 \d\d:\d\dPlaced on this page \(For you\)$/),
    ]);
    expect(methods.getContainerAudit).toHaveBeenCalledWith(
      'home',
      'hero',
      { pageNumber: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it('cuts no tab label in edit mode: the strip wraps its tabs instead of scrolling them out', async () => {
    render('/apps/main/storefront/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const strip = await screen.findByRole('tablist', { name: 'Page tabs' });
    const style = getComputedStyle(strip);
    expect(style.flexWrap).toBe('wrap');
    expect(style.overflowX).not.toBe('auto');
    const label = within(strip).getByText('For you (3)');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
  });

  it("moves between the page's tabs by keyboard: arrows move the focus, Enter chooses", async () => {
    render('/apps/main/storefront/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add tab' }));
    const strip = screen.getByRole('tablist', { name: 'Page tabs' });
    const [forYou, added] = within(strip).getAllByRole('tab');
    // The tab added is chosen: its (empty) containers shown, it alone in the Tab order.
    expect(forYou?.textContent).toBe('For you (3)');
    expect(added?.textContent).toBe('New tab (0)');
    expect(added?.getAttribute('aria-selected')).toBe('true');
    expect(forYou?.getAttribute('aria-selected')).toBe('false');
    expect([forYou?.tabIndex, added?.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByText('This tab has no containers yet: add one above.')).toBeTruthy();
    added?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(forYou);
    expect(forYou?.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(forYou?.getAttribute('aria-selected')).toBe('true');
    expect([forYou?.tabIndex, added?.tabIndex]).toEqual([0, -1]);
    const list = await screen.findByRole('list', { name: 'Containers of the tab, in order' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    // End and Home reach the last and the first tab.
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(added);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(forYou);
  });

  it('refuses to save a page whose name is blank, saying so under the names', async () => {
    const { methods } = render('/apps/main/storefront/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'General' }));
    const name = screen.getByRole('textbox', { name: 'English' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Give at least one name, each with a letter or digit.'),
    ).toBeTruthy();
    expect(methods.updateStoreItem).not.toHaveBeenCalled();
  });

  it('warns before leaving the editor by navigation with unsaved changes; stays or leaves', async () => {
    render('/apps/main/storefront/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'General' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), ' page');
    const back = messages.console.storefront.storefront.back;
    // The editor core's question, the same in every editor.
    const leave = commonMessages.console.common.unsaved;
    await userEvent.click(screen.getByRole('link', { name: back }));
    const warning = await screen.findByRole('dialog', { name: leave.title });
    expect(warning.textContent).toContain(leave.message);
    await userEvent.click(within(warning).getByRole('button', { name: leave.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'English' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: back }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: leave.title })).getByRole('button', {
        name: leave.leave,
      }),
    );
    expect(await screen.findByRole('table', { name: 'Manage Storefronts' })).toBeTruthy();
  });

  it('previews the page as a viewer: the shown rails, and each hidden container with why', async () => {
    const { methods } = render('/apps/main/storefront/home');
    const preview = await screen.findByRole('complementary', { name: 'Preview as a viewer' });
    expect(await within(preview).findByText('Ocean Deep')).toBeTruthy();
    expect(
      within(preview).getByText(
        'Policy "Adults only" needs age greater than 17; this viewer has not set.',
      ),
    ).toBeTruthy();
    // Under its rail, the title the viewer may not see, and why.
    expect(within(preview).getByText('1 title hidden from this viewer')).toBeTruthy();
    const hiddenTitles = within(preview).getByRole('list', { name: 'Featured' });
    expect(within(hiddenTitles).getByText('Night Shift')).toBeTruthy();
    expect(within(hiddenTitles).getByText(/p-retired/)).toBeTruthy();
    await userEvent.click(within(preview).getByRole('button', { name: 'Mobile' }));
    await waitFor(() =>
      expect(methods.viewStorefront).toHaveBeenLastCalledWith(
        'home',
        expect.objectContaining({ device: 'mobile', version: 'published' }),
        expect.anything(),
      ),
    );
    await userEvent.click(within(preview).getByRole('combobox', { name: 'Viewer attributes' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kids profile' }));
    await waitFor(() =>
      expect(methods.viewStorefront).toHaveBeenLastCalledWith(
        'home',
        expect.objectContaining({ context: { age: 8 } }),
        expect.anything(),
      ),
    );
  });

  it("counts down to each airing's start on a countdown rail, and lists the slides read at their own address", async () => {
    const inTwoDays = (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000;
    const startsAt = Date.now() + inTwoDays;
    const withRails: ViewerAnswer = {
      ...answer,
      tabs: [
        {
          id: 'for-you',
          lon: [{ lang: 'en', n: 'For you' }],
          containers: [
            {
              ...container('soon', 'Coming soon on air', { rail: 'countdown_airing' }),
              items: [
                // Starts in 2 days, 3 hours, 4 minutes and 5 seconds (the preview's moment: now).
                {
                  id: 'c1',
                  n: 'Channel Four',
                  starts: new Date(startsAt).toISOString(),
                },
                // No start known: 15 days.
                { id: 'c2', n: 'Channel Five' },
              ],
            },
            {
              ...container('mixed', 'Mixed slides'),
              items: [{ id: 'm1', n: 'Ocean Deep' }],
              slides: [
                { entry: 0, cu: '/storefront/content/container/hero/0', read: 'address', items: 1 },
                { entry: 1, cu: 'https://apps.example.com/x.json', read: 'external', items: 0 },
              ],
            },
          ],
        },
      ],
      hidden: [],
    };
    render('/apps/main/storefront/home', undefined, undefined, withRails);
    const preview = await screen.findByRole('complementary', { name: 'Preview as a viewer' });
    const soon = await within(preview).findByRole('group', { name: 'Coming soon on air' });
    const timers = () => within(soon).getAllByRole('timer');
    await waitFor(() => expect(timers()).toHaveLength(2));
    const left = (index: number) => Number(timers()[index]?.getAttribute('data-countdown-total'));
    // The time left as the page draws it now: within a tick (1 s) and a second of rounding of
    // the start, however long the page took to draw.
    expect(Math.abs(left(0) - (startsAt - Date.now()) / 1000)).toBeLessThanOrEqual(2);
    expect(timers()[0]?.textContent).toMatch(/^2 days 03:0\d:\d\d$/);
    expect(Math.abs(left(1) - 15 * 86_400)).toBeLessThanOrEqual(2);
    expect(timers()[1]?.getAttribute('aria-label')).toMatch(/^1[45] days /);
    // Listed under the tiles, each beside its title: a line as wide as the rail, not a tile's.
    const countdowns = within(soon).getByRole('list', {
      name: 'Countdowns of Coming soon on air',
    });
    expect(
      within(countdowns)
        .getAllByRole('listitem')
        .map((entry) => within(entry).getByRole('timer').getAttribute('aria-label')?.slice(0, 7)),
    ).toEqual(['2 days ', expect.stringMatching(/^1[45] days/)]);
    expect(within(countdowns).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^Channel Four2 days 03:04:0\d$/,
    );
    // It ticks every second.
    const first = left(0);
    await waitFor(() => expect(left(0)).toBeLessThan(first), { timeout: 2500 });
    const slides = within(preview).getByRole('list', {
      name: 'Slides of Mixed slides read at their own address',
    });
    expect(
      within(slides).getByText('Slide 1: 1 title from /storefront/content/container/hero/0'),
    ).toBeTruthy();
    expect(
      within(slides).getByText(
        'Slide 2: https://apps.example.com/x.json is read by the apps themselves; not shown here',
      ),
    ).toBeTruthy();
  });

  it('lets a super editor take the lock from its holder after confirming; a storefront user cannot', async () => {
    const held = { ls: 'u2', lo_uid: 'u2', lo_name: 'Bo' };
    const { releaseLock } = render('/apps/main/storefront/home', ['storefront_super_editor'], held);
    await userEvent.click(await screen.findByRole('button', { name: 'Force unlock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Take the lock from Bo?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force unlock' }));
    await waitFor(() =>
      expect(releaseLock).toHaveBeenCalledWith('storefront', 'home', { force: true }),
    );
    cleanup();
    render('/apps/main/storefront/home', ['storefront_user'], held);
    await screen.findByText('Bo is editing this. You can view it; editing opens when they finish.');
    expect(screen.queryByRole('button', { name: 'Force unlock' })).toBeNull();
  });

  it('has no axe violations (jsdom: structure and names, not colours)', async () => {
    render('/apps/main/storefront/home');
    await screen.findByRole('list', { name: 'Containers of the tab, in order' });
    await screen.findByText('Ocean Deep');
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
