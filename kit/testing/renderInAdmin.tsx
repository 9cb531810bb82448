/*
 * The console's one UI test harness (jsdom): a data provider whose every method fails unless a
 * test gives it, an i18n provider over real messages that fails on a key no catalog holds, and
 * a render inside react-admin's contexts at a path. Each feature passes its own English messages
 * (kit's are always included), so a test proves every key it shows exists.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { AuthProvider, I18nProvider, TranslationMessages } from 'react-admin';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { messages as common } from '../i18n/common';
import { messages as errors } from '../i18n/errors';
import { mergeMessages, type MessageTree } from '../i18n/messageTree';

function unexpected(method: string) {
  return () => Promise.reject(new Error(`unexpected call to ${method}`));
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
    getSchema: unexpected('getSchema'),
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
    countResources: unexpected('countResources'),
    search: unexpected('search'),
    ...methods,
  };
}

/** react-admin's English messages and kit's own, under every feature's. */
export const KIT_ENGLISH: TranslationMessages = mergeMessages(englishMessages, common, errors);

/**
 * An English i18n provider over react-admin's, kit's and the given message fragments; a key no
 * fragment defines throws (the test fails) instead of showing the key.
 */
export function strictI18nProvider(...fragments: MessageTree[]): I18nProvider {
  const messages = mergeMessages(KIT_ENGLISH, ...fragments);
  return polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    onMissingKey: (key: string) => {
      throw new Error(`missing translation: ${key}`);
    },
  });
}

export interface RenderInAdminOptions {
  dataProvider?: ConsoleDataProvider;
  /** The messages' provider; kit's strict English alone by default. */
  i18nProvider?: I18nProvider;
  authProvider?: AuthProvider;
  path?: string;
  /** Hears every path the router goes to. */
  onLocation?: (pathname: string) => void;
  /** Render react-admin's notifications as well. */
  notifications?: boolean;
}

/** Renders inside react-admin's contexts (data, i18n, auth, store, theme) at `path`. */
export function renderInAdmin(
  ui: ReactNode,
  {
    dataProvider = fakeDataProvider(),
    i18nProvider = strictI18nProvider(),
    authProvider,
    path = '/apps/dashboards/project',
    onLocation,
    notifications = false,
  }: RenderInAdminOptions = {},
): RenderResult {
  return render(
    <TestMemoryRouter
      initialEntries={[path]}
      {...(onLocation
        ? { locationCallback: (location: { pathname: string }) => onLocation(location.pathname) }
        : {})}
    >
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        {...(authProvider ? { authProvider } : {})}
      >
        {ui}
        {notifications ? <Notification /> : null}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
