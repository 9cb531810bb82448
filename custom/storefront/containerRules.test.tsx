import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type {
  ContainerUsage,
  StorefrontMethods,
  StoredStoreItem,
} from '../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { HEADER_CODE } from '../../domain/envelope';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages as commonMessages } from '../../kit/i18n/common';
import { messages } from './i18n/storefront';
import { STOREFRONT_PATHS } from './paths';
import { bodyOf } from './storeForm';
import { ContainerEditPage, StorefrontEditPage } from './StorefrontPages';

/*
 * Spec section 5's container rules in the editors (issue 12): a page's rows and a container's
 * usage say when the page's policies narrow the container's (named as the policy pages name
 * them), and a hand-picked entry with nothing chosen stops the save under its picker — the
 * console's own check, and the service's refusal (reason needsItems) worded the same way; a
 * tag or ad position not offered is refused by the service (reason notAllowed), shown next to
 * its field.
 */

afterEach(cleanup);

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles: ['storefront_admin'] }),
};

const POLICIES = [
  { id: 'p-kids', n: 'Kids only' },
  { id: 'p-premium', n: 'Premium subscribers' },
];

const item = (id: string, n: string, extra: Record<string, unknown>): StoredStoreItem => ({
  id,
  key: `${id}-k`,
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n,
  lon: [{ lang: 'en', n }],
  ...extra,
});

const kidsPage = item('kids', 'Kids corner', {
  ty: 'kids',
  appliesif: ['p-kids'],
  t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['premium', 'cartoons'] }],
});
const containers: Record<string, StoredStoreItem> = {
  // Its own policy is not the page's: on the kids page it is shown to the page's audience.
  premium: item('premium', 'Premium picks', { ck: 'regular', appliesif: ['p-premium'] }),
  // Within the page's policies: no note.
  cartoons: item('cartoons', 'Cartoons', { ck: 'regular', appliesif: ['p-kids'] }),
  picks: item('picks', 'Hand picks', {
    ck: 'regular',
    ctype: 'manual_curation',
    appliesif: ['p-premium'],
    i: [{ type: 'manual', data: [] }],
  }),
  // Stored before the service refused such values: a tag and an ad position not offered.
  legacy: item('legacy', 'Old ad rail', { ck: 'regular', con_tg: 'promo', ap: 45 }),
};

function render(
  path: string,
  options: {
    usage?: ContainerUsage[];
    update?: StorefrontMethods['updateStoreItem'];
  } = {},
) {
  const methods: StorefrontMethods = {
    listStoreItems: vi.fn(() => Promise.resolve({ data: [kidsPage], total: 1 })),
    getStoreItem: vi.fn<StorefrontMethods['getStoreItem']>((type, id) =>
      Promise.resolve(type === 'storefront' ? [kidsPage] : [containers[id]!]),
    ),
    getStoreItemVersion: vi.fn(() => Promise.resolve(kidsPage)),
    getStoreItemVersions: vi.fn(() => Promise.resolve('none' as const)),
    createStoreItem: vi.fn(() => Promise.reject(new Error('not called'))),
    updateStoreItem: vi.fn<StorefrontMethods['updateStoreItem']>(
      options.update ?? (() => Promise.reject(new Error('not called'))),
    ),
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(() => Promise.resolve(options.usage ?? [])),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(() =>
      Promise.resolve({
        page: { id: 'kids', key: 'kids-k', st: 'draft', n: 'Kids corner' },
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
    listPolicies: () => Promise.resolve({ data: POLICIES, total: POLICIES.length }),
  } as ConsoleDataProvider;
  renderInAdmin(null, {
    path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages, commonMessages),
    authProvider: auth,
    notifications: true,
    routes: {
      [STOREFRONT_PATHS.storefront]: <StorefrontEditPage />,
      [STOREFRONT_PATHS.container]: <ContainerEditPage />,
    },
  });
  return methods;
}

describe("the page's policies narrow its containers'", () => {
  it("says on a row who the container is shown to on this page, by the policies' names", async () => {
    render('/apps/main/storefront/kids');
    const list = await screen.findByRole('list', { name: 'Containers of the tab, in order' });
    const rowOf = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((row) => row.querySelector('a')?.textContent === name);
    await waitFor(() =>
      expect(rowOf('Premium picks')?.textContent).toContain(
        'Its audience is narrowed to the page’s policies: shown to Kids only.',
      ),
    );
    expect(rowOf('Cartoons')?.textContent).not.toContain('narrowed');
  });

  it("says in the container's usage on which page it is narrowed, and to what", async () => {
    render('/apps/main/Container/premium', {
      usage: [
        { id: 'kids', n: 'Kids corner', st: 'draft', tabs: ['main'], appliesif: ['p-kids'] },
        { id: 'home', n: 'Home', st: 'published', tabs: ['for-you'] },
      ],
    });
    const usage = await screen.findByRole('region', { name: 'Used on' });
    await waitFor(() =>
      expect(usage.textContent).toContain(
        'On this page its audience is narrowed to the page’s policies: Kids only.',
      ),
    );
    // Home has no policies: it restricts nothing, and says nothing.
    expect(usage.textContent?.match(/narrowed/g)).toHaveLength(1);
  });
});

describe('a hand-picked entry with nothing chosen', () => {
  it('stops the save under its picker, sending nothing', async () => {
    const methods = render('/apps/main/Container/picks');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'English' }), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose at least one item for this entry, or remove the entry.'),
    ).toBeTruthy();
    expect(methods.updateStoreItem).not.toHaveBeenCalled();
  });

  it("shows the service's refusal (reason needsItems) in the same words under the entry", async () => {
    const description = '/i/0/data needs at least one item';
    const update = vi.fn<StorefrontMethods['updateStoreItem']>(() =>
      Promise.reject(
        new ConsoleHttpError(description, 400, {
          data: null,
          header: {
            code: HEADER_CODE.error,
            count: 0,
            errors: [{ code: 400, field: '/i/0/data', description, reason: 'needsItems' }],
          },
        }),
      ),
    );
    // The console's own check passes (the entry holds a title); the service still refuses.
    containers.picks = {
      ...containers.picks!,
      i: [{ type: 'manual', data: [{ id: 'm1', type: 'movie', name: 'Ocean Deep' }] }],
    };
    render('/apps/main/Container/picks', { update });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'English' }), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(
      await screen.findByText('Choose at least one item for this entry, or remove the entry.'),
    ).toBeTruthy();
    expect(screen.queryByText(description)).toBeNull();
  });
});

describe("a container's tag or ad position not allowed", () => {
  it("shows the service's refusal (reason notAllowed) next to each field, in the console's words", async () => {
    const errors = [
      {
        code: 400,
        field: '/con_tg',
        description:
          '/con_tg "promo" is not allowed: use one of regular, sponsored, new, live, kids',
        reason: 'notAllowed',
        params: { value: 'promo', allowed: ['regular', 'sponsored', 'new', 'live', 'kids'] },
      },
      {
        code: 400,
        field: '/ap',
        description: '/ap 45 is not allowed: use one of 15, 30, 60, 90, 120',
        reason: 'notAllowed',
        params: { value: 45, allowed: [15, 30, 60, 90, 120] },
      },
    ];
    const update = vi.fn<StorefrontMethods['updateStoreItem']>(() =>
      Promise.reject(
        new ConsoleHttpError(errors[0]!.description, 400, {
          data: null,
          header: { code: HEADER_CODE.error, count: 0, errors },
        }),
      ),
    );
    render('/apps/main/Container/legacy', { update });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'English' }), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    // The values are sent as they are (not quietly replaced), for the service to judge.
    expect(JSON.stringify(update.mock.calls[0])).toContain('"ap":45');
    expect(JSON.stringify(update.mock.calls[0])).toContain('"con_tg":"promo"');
    const words = 'This is not one of the options: choose one from the list.';
    const fieldOf = (label: string) =>
      screen.getByRole('combobox', { name: label }).closest('.MuiFormControl-root');
    await waitFor(() => expect(fieldOf('Container tag')?.textContent).toContain(words));
    expect(fieldOf('Ad insertion')?.textContent).toContain(words);
    expect(fieldOf('Container tag')?.querySelector('[aria-invalid="true"]')).toBeTruthy();
    // The stored values are shown as they are, not as a blank choice.
    expect(screen.getByRole('combobox', { name: 'Container tag' }).textContent).toBe('promo');
    expect(screen.getByRole('combobox', { name: 'Ad insertion' }).textContent).toBe('45');
    // Other fields are not marked, and the service's English is not shown.
    expect(screen.getAllByText(words)).toHaveLength(2);
    for (const error of errors) expect(screen.queryByText(error.description)).toBeNull();
  });
});

describe("a container's ad position in the body a save sends", () => {
  it('is the first allowed option when empty, sent as it is otherwise, absent when unset (the service fills it)', () => {
    expect(bodyOf({ ck: 'regular', ap: null })).toEqual({ ck: 'regular', ap: 15 });
    // Not offered: sent for the service to refuse on '/ap' (shown next to the field).
    expect(bodyOf({ ck: 'regular', ap: 45 })).toEqual({ ck: 'regular', ap: 45 });
    expect(bodyOf({ ck: 'regular', ap: 90 })).toEqual({ ck: 'regular', ap: 90 });
    // The editor's empty choice sends none: the service stores a container saved without one
    // with the first allowed option (tests/api/storefrontRules.test.ts).
    expect(bodyOf({ ck: 'regular', ap: '' })).toEqual({ ck: 'regular' });
  });
});
