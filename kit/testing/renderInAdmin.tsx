/*
 * The console's one UI test harness (jsdom): a data provider whose every method fails unless a
 * test gives it, an i18n provider over real messages that fails on a key no catalog holds (in
 * every language a test switches to), and a render inside react-admin's contexts at a path. Each
 * feature passes its own messages (kit's and react-admin's are always included), so a test
 * proves every key it shows exists. Features may wrap it thinly to pass their routes and
 * messages; they do not build providers or routers of their own.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { AuthProvider, I18nProvider, Store, TranslationMessages } from 'react-admin';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  useGetIdentity,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Identity } from '../../authProvider/identity';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { withVersionedResources } from '../../dataProvider/versionedResources';
import { LOCALE_CODES } from '../../domain/languages';
import { messages as common } from '../i18n/common';
import { messages as dates } from '../i18n/dates';
import { messages as errors } from '../i18n/errors';
import { mergeMessages, type MessageTree } from '../i18n/messageTree';
import { ProductContext, type ProductState } from '../product/ProductContext';
import { kitMessagesIn, type OtherLocale } from './kitMessages';

export type { OtherLocale };

function unexpected(method: string) {
  return () => Promise.reject(new Error(`unexpected call to ${method}`));
}

/** What a test's signed-in user has beyond roles and uid: a username ('ana' unless given), full name, product claim. */
export interface TestIdentity {
  username?: string;
  fullName?: string;
  products?: string[];
}

/**
 * An auth provider for tests: always signed in as 'ana' (uid u1, or the given uid) holding the
 * given realm roles (or those `roles()` gives at each reading of the identity, for a test whose
 * user's roles change), with the given username, full name and product claim.
 */
export function authAs(
  roles: string[] | (() => string[]),
  uid = 'u1',
  more: TestIdentity = {},
): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () =>
      Promise.resolve({
        id: uid,
        uid,
        username: 'ana',
        ...more,
        roles: typeof roles === 'function' ? roles() : roles,
      }),
  };
}

/** An auth provider for tests signed in as `identity` (its uid, username, full name, roles, product claim). */
export function signedInAs(identity: Identity): AuthProvider {
  return authAs(identity.roles, identity.uid, {
    username: identity.username,
    fullName: identity.fullName,
    ...(identity.products ? { products: identity.products } : {}),
  });
}

/** A data provider for tests: the given methods, every other one rejects. */
export function fakeDataProvider(methods: Partial<ConsoleDataProvider> = {}): ConsoleDataProvider {
  return {
    getList: unexpected('getList'),
    getOne: unexpected('getOne'),
    getMany: unexpected('getMany'),
    getManyReference: unexpected('getManyReference'),
    create: unexpected('create'),
    update: unexpected('update'),
    updateMany: unexpected('updateMany'),
    delete: unexpected('delete'),
    deleteMany: unexpected('deleteMany'),
    getResourceTypes: unexpected('getResourceTypes'),
    getDesignedTypeLabels: unexpected('getDesignedTypeLabels'),
    getSchema: unexpected('getSchema'),
    getAdditionalUiSchema: unexpected('getAdditionalUiSchema'),
    getVersions: unexpected('getVersions'),
    getLockStatus: unexpected('getLockStatus'),
    acquireLock: unexpected('acquireLock'),
    heartbeatLock: unexpected('heartbeatLock'),
    releaseLock: unexpected('releaseLock'),
    startBulkUpdate: unexpected('startBulkUpdate'),
    getBulkStatus: unexpected('getBulkStatus'),
    listBulkJobs: unexpected('listBulkJobs'),
    getAudit: unexpected('getAudit'),
    listSettings: unexpected('listSettings'),
    createSetting: unexpected('createSetting'),
    updateSetting: unexpected('updateSetting'),
    deleteSetting: unexpected('deleteSetting'),
    listProducts: unexpected('listProducts'),
    createProduct: unexpected('createProduct'),
    getMenu: unexpected('getMenu'),
    // The config service's answer (every language the console has), so a shell renders quietly.
    getLanguageConfig: () => Promise.resolve({ default: 'en', languages: [...LOCALE_CODES] }),
    countResources: unexpected('countResources'),
    search: unexpected('search'),
    ...methods,
  };
}

/** react-admin's English messages and kit's own, under every feature's. */
export const KIT_ENGLISH: TranslationMessages = mergeMessages(
  englishMessages,
  common,
  errors,
  dates,
);

/**
 * A feature's messages in a language other than English, beyond react-admin's and kit's own in
 * it (which the harness adds): loaded when a test switches to that language.
 */
export type LocaleMessageLoader = (locale: OtherLocale) => Promise<readonly MessageTree[]>;

export interface StrictI18nOptions {
  /** Each feature's English messages, over react-admin's and kit's. */
  english?: readonly MessageTree[];
  /** The feature's messages in another language; without it, switching language fails the test. */
  otherLocales?: LocaleMessageLoader;
}

/**
 * polyglot's `onMissingKey` for tests: a key no catalog of the current language defines throws,
 * so the test fails instead of showing the key. Tests of the console's own i18n provider pass it
 * to `createI18nProvider`.
 */
export function failOnMissingKey(key: string, _options: unknown, locale: string): never {
  throw new Error(`missing translation (${locale}): ${key}`);
}

/**
 * An i18n provider over react-admin's, kit's and the given messages, starting in English; a key
 * no catalog of the current language defines throws (the test fails) instead of showing the key.
 * Another language is loaded on `changeLocale` from kit's own catalogs and `otherLocales`.
 */
export function createStrictI18nProvider({
  english = [],
  otherLocales,
}: StrictI18nOptions = {}): I18nProvider {
  const englishTree = mergeMessages(KIT_ENGLISH, ...english);
  const loaded = new Map<string, TranslationMessages>();
  const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (locale === 'en') return englishTree;
    const known = loaded.get(locale);
    if (known) return known;
    if (!otherLocales || !isOtherLocale(locale)) {
      return Promise.reject(new Error(`this test has no ${locale} messages`));
    }
    return Promise.all([kitMessagesIn(locale), otherLocales(locale)]).then(([kit, feature]) => {
      const [reactAdmin, ...kitFragments] = kit;
      const merged = mergeMessages(reactAdmin, ...kitFragments, ...feature);
      loaded.set(locale, merged);
      return merged;
    });
  };
  return polyglotI18nProvider(
    messagesOf,
    'en',
    LOCALE_CODES.map((locale) => ({ locale, name: locale })),
    { onMissingKey: failOnMissingKey },
  );
}

function isOtherLocale(locale: string): locale is OtherLocale {
  return locale !== 'en' && (LOCALE_CODES as readonly string[]).includes(locale);
}

/** An English-only strict i18n provider over react-admin's, kit's and the given messages. */
export function strictI18nProvider(...fragments: MessageTree[]): I18nProvider {
  return createStrictI18nProvider({ english: fragments });
}

export interface RenderInAdminOptions {
  dataProvider?: ConsoleDataProvider;
  /** The messages' provider; kit's strict English alone by default. */
  i18nProvider?: I18nProvider;
  authProvider?: AuthProvider;
  path?: string;
  /**
   * Route patterns and what each renders, e.g. `{'/apps/vod/:resourceType': <List />}`; the
   * rendered `ui` stays beside them. The router is a data router, so route blockers work.
   */
  routes?: Readonly<Record<string, ReactNode>>;
  /** Hears every path the router goes to. */
  onLocation?: (pathname: string) => void;
  /** Render react-admin's notifications as well. */
  notifications?: boolean;
  /** react-admin's store (what the browser keeps); a new memory store by default. */
  store?: Store;
  /**
   * The product the console works in and the user's products (`useProduct()`), as the console's
   * `ProductProvider` gives them; switching calls `setProduct`. Without it, `useProduct()` reads
   * the product store and lists no products.
   */
  product?: { product: string | undefined; products?: string[]; setProduct?: (p: string) => void };
}

function productState(given: NonNullable<RenderInAdminOptions['product']>): ProductState {
  return {
    product: given.product,
    products: given.products ?? (given.product === undefined ? [] : [given.product]),
    setProduct: given.setProduct ?? (() => undefined),
  };
}

const IDENTITY_SETTLED = 'harness-identity-settled';

/**
 * A hidden marker rendered once react-admin has the signed-in identity: every component that
 * decides by the user's roles reads the same identity query, so it has rendered with those roles
 * in the same commit.
 */
function IdentityMarker() {
  const { isPending } = useGetIdentity();
  return isPending ? null : <span hidden data-testid={IDENTITY_SETTLED} />;
}

/**
 * Resolves once the identity of the harness's auth provider has loaded and what depends on it
 * has rendered: a test asserting that something the roles decide is absent (a button, a link, a
 * request never made) asserts it after this, not after a fixed sleep. Needs `authProvider`.
 */
export async function identitySettled(): Promise<void> {
  await screen.findByTestId(IDENTITY_SETTLED);
}

function AdminTestContexts({
  children,
  options: {
    dataProvider = fakeDataProvider(),
    i18nProvider = strictI18nProvider(),
    authProvider,
    path = '/apps/dashboards/project',
    routes,
    onLocation,
    notifications = false,
    store,
    product,
  },
}: {
  children: ReactNode;
  options: RenderInAdminOptions;
}) {
  // As the console's own: the versioned services' items are react-admin resources too.
  const provider = useMemo(() => withVersionedResources(dataProvider), [dataProvider]);
  return (
    <TestMemoryRouter
      initialEntries={[path]}
      {...(onLocation
        ? { locationCallback: (location: { pathname: string }) => onLocation(location.pathname) }
        : {})}
    >
      <AdminContext
        dataProvider={provider}
        i18nProvider={i18nProvider}
        store={store ?? memoryStore()}
        {...(authProvider ? { authProvider } : {})}
      >
        <ProductContext.Provider value={product ? productState(product) : undefined}>
          {children}
          {routes ? (
            <Routes>
              {Object.entries(routes).map(([pattern, element]) => (
                <Route key={pattern} path={pattern} element={element} />
              ))}
            </Routes>
          ) : null}
        </ProductContext.Provider>
        {notifications ? <Notification /> : null}
        {authProvider ? <IdentityMarker /> : null}
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** Renders inside react-admin's contexts (data, i18n, auth, store, theme, query client) at `path`. */
export function renderInAdmin(ui: ReactNode, options: RenderInAdminOptions = {}): RenderResult {
  return render(<AdminTestContexts options={options}>{ui}</AdminTestContexts>);
}

/** The same contexts as a `wrapper`, for Testing Library's `renderHook`. */
export function adminWrapper(options: RenderInAdminOptions = {}) {
  return function AdminWrapper({ children }: { children: ReactNode }) {
    return <AdminTestContexts options={options}>{children}</AdminTestContexts>;
  };
}

/**
 * Does `action` (a keystroke, a click) with the clock's timers faked, then runs every timer it
 * started, once, at once: what a debounce or a delay in reply to it would do has happened when
 * this returns, without waiting out the delay. A test asserting that the action started nothing
 * (no request for a term too short) asserts it after this. Real timers are back afterwards.
 */
export function actAndRunItsTimers(action: () => void): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    act(action);
    act(() => {
      vi.runOnlyPendingTimers();
    });
  } finally {
    vi.useRealTimers();
  }
}
