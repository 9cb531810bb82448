import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type {
  StorefrontMethods,
  StoredStoreItem,
} from '../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { HEADER_CODE } from '../../domain/envelope';
import { messages as commonMessages } from '../../kit/i18n/common';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/storefront';
import { STOREFRONT_PATHS } from './paths';
import {
  CollectionEditPage,
  CollectionListPage,
  ContainerEditPage,
  ContainerListPage,
  StorefrontEditPage,
} from './StorefrontPages';

afterEach(cleanup);

/*
 * Issue 12's console side of what the service tests alone covered: the container editor's
 * options (spec section 3), the storefront editor's settings tabs, the usage read failing, the
 * collection and container lists and a collection's page, and the service's refusals (an unknown
 * manual item, a query that does not parse, a container of another product) under their fields.
 */
const words = messages.console.storefront;

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles: ['storefront_admin'] }),
};

const item = (id: string, n: string, extra: Record<string, unknown> = {}): StoredStoreItem => ({
  id,
  key: `${id}-k`,
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n,
  lon: [{ lang: 'en', n }],
  ...extra,
});

const items: Record<string, StoredStoreItem> = {
  home: item('home', 'Home', {
    ty: 'home',
    t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['rail'] }],
  }),
  rail: item('rail', 'Hero rail', {
    ck: 'carousel',
    i: [
      { type: 'manual', data: [{ id: 'ghost', type: 'movie' }] },
      { type: 'query', q: 'type=' },
    ],
  }),
  family: item('family', 'Family picks', { i: [{ type: 'manual', data: [] }] }),
};

function refusal(errors: { field: string; description: string }[]) {
  return new ConsoleHttpError(errors[0]?.description ?? '', 400, {
    data: null,
    header: {
      code: HEADER_CODE.error,
      count: 0,
      errors: errors.map((error) => ({ code: 400, ...error })),
    },
  });
}

function render(
  path: string,
  options: { usageFails?: boolean; update?: StorefrontMethods['updateStoreItem'] } = {},
) {
  const methods: StorefrontMethods = {
    listStoreItems: vi.fn<StorefrontMethods['listStoreItems']>((type) =>
      Promise.resolve(
        type === 'collection'
          ? { data: [items.family!], total: 1 }
          : type === 'container'
            ? { data: [items.rail!], total: 1 }
            : { data: [items.home!], total: 1 },
      ),
    ),
    getStoreItem: vi.fn<StorefrontMethods['getStoreItem']>((_type, id) =>
      Promise.resolve([items[id]!]),
    ),
    getStoreItemVersion: vi.fn(() => Promise.resolve(items.home!)),
    getStoreItemVersions: vi.fn(() => Promise.resolve('none' as const)),
    createStoreItem: vi.fn(() => Promise.reject(new Error('not called'))),
    updateStoreItem: vi.fn<StorefrontMethods['updateStoreItem']>(
      options.update ?? (() => Promise.reject(new Error('not called'))),
    ),
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(() =>
      options.usageFails ? Promise.reject(new ConsoleHttpError('', 500)) : Promise.resolve([]),
    ),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(() =>
      Promise.resolve({
        page: { id: 'home', key: 'home-k', st: 'draft', n: 'Home' },
        tabs: [],
        hidden: [],
        missing: [],
      }),
    ),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(() => Promise.reject(new Error('not called'))),
  };
  const dataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve({ ls: 'open' }),
      acquireLock: () => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'mia' }),
      heartbeatLock: () => Promise.resolve(),
      releaseLock: () => Promise.resolve(),
    }),
    ...methods,
    listPersonas: () => Promise.resolve([]),
    listPolicies: () => Promise.resolve({ data: [], total: 0 }),
  } as ConsoleDataProvider;
  renderInAdmin(null, {
    path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages, commonMessages),
    authProvider: auth,
    notifications: true,
    routes: {
      [STOREFRONT_PATHS.storefront]: <StorefrontEditPage />,
      [STOREFRONT_PATHS.collections]: <CollectionListPage />,
      [STOREFRONT_PATHS.collection]: <CollectionEditPage />,
      [STOREFRONT_PATHS.containers]: <ContainerListPage />,
      [STOREFRONT_PATHS.container]: <ContainerEditPage />,
    },
  });
  return methods;
}

async function optionsOf(label: string | RegExp): Promise<string[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names.filter((name) => name !== words.none);
}

describe('the container editor', () => {
  it('offers every option of spec section 3: layouts, banner layouts, sizes, styles, decorations, ad insertion and the sponsor', async () => {
    render('/apps/main/Container/rail');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('combobox', { name: words.fields.lo });
    expect(await optionsOf(words.fields.lo)).toEqual(['Grid', 'Storefront']);
    expect(await optionsOf(words.fields.bl)).toEqual(['Banner', 'Carousel']);
    expect(await optionsOf(words.fields.s)).toEqual([
      'Extra small',
      'Small',
      'Medium',
      'Regular',
      'Large',
      'Extra large',
    ]);
    expect(await optionsOf(words.fields.stl)).toEqual(['Rectangular', 'Rounded']);
    expect(await optionsOf(words.fields.con_dcr)).toEqual(['Solid', 'Gradient']);
    expect(await optionsOf(words.fields.ap)).toEqual([
      '15 seconds',
      '30 seconds',
      '60 seconds',
      '90 seconds',
      '120 seconds',
    ]);
    for (const field of [
      'sponsorName',
      'sponsorLabel',
      'sponsorDescription',
      'sponsorTags',
    ] as const)
      expect(screen.getByRole('textbox', { name: words.fields[field] })).toBeTruthy();
    expect(screen.getByRole('switch', { name: words.fields.sponsored }).textContent).toBe('');
    expect(words.fields.sponsored).toContain('SPONSORED');
  });

  it("says 'Fetch storefront usage failed' when the usage read fails", async () => {
    render('/apps/main/Container/rail', { usageFails: true });
    expect(await screen.findByText('Fetch storefront usage failed')).toBeTruthy();
  });

  it("shows the service's refusals under their fields: an unknown manual item, a query that does not parse", async () => {
    const methods = render('/apps/main/Container/rail', {
      update: () =>
        Promise.reject(
          refusal([
            {
              field: '/i/0/data/0/id',
              description: '/i/0/data/0/id "ghost" is not a catalogue item of main',
            },
            { field: '/i/1/q', description: '/i/1/q is no rail query: type needs a value' },
          ]),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'English' }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.updateStoreItem).toHaveBeenCalled());
    const chosen = await screen.findByRole('list', { name: words.curation.chosen });
    await waitFor(() =>
      expect(chosen.textContent).toContain('"ghost" is not a catalogue item of main'),
    );
    expect(
      (await screen.findAllByText('/i/1/q is no rail query: type needs a value')).length,
    ).toBeGreaterThan(0);
  });
});

describe('the storefront editor', () => {
  it('lists the 11 settings tabs', async () => {
    render('/apps/main/storefront/home');
    const general = await screen.findByRole('tab', { name: words.settings.tabs.GENERAL });
    const tabs = within(general.closest('[role="tablist"]') as HTMLElement)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(
      [
        'CONTAINERS',
        'GENERAL',
        'AUDIENCE',
        'LOCALIZATION',
        'LAYOUT',
        'SEO',
        'STYLING',
        'THEME',
        'TAB_BACKGROUND',
        'TAB_LOGO',
        'BACKGROUND_IMAGE',
        'MONETIZATION',
      ].map((tab) => words.settings.tabs[tab as keyof typeof words.settings.tabs]),
    );
  });

  it('shows a container of another product refused by the service on its row', async () => {
    const methods = render('/apps/main/storefront/home', {
      update: () =>
        Promise.reject(
          refusal([
            { field: '/t/0/c/0', description: '/t/0/c/0 "rail" is not a container of main' },
          ]),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('tab', { name: words.settings.tabs.GENERAL }));
    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(methods.updateStoreItem).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('tab', { name: words.settings.tabs.CONTAINERS }));
    expect(
      (await screen.findAllByText(/"rail" is not a container of main/)).length,
    ).toBeGreaterThan(0);
  });
});

describe('the collection and container pages', () => {
  it('lists collections and opens one', async () => {
    render('/apps/main/collection');
    const table = await screen.findByRole('table', { name: words.collection.title });
    const link = within(table).getByRole('link', { name: 'Family picks' });
    expect(link.getAttribute('href')).toBe('/apps/main/collection/family');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: words.curation.title })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveProperty(
      'value',
      'Family picks',
    );
  });

  it('lists containers', async () => {
    render('/apps/main/Container');
    const table = await screen.findByRole('table', { name: words.container.title });
    expect(within(table).getByRole('link', { name: 'Hero rail' }).getAttribute('href')).toBe(
      '/apps/main/Container/rail',
    );
  });
});
