/*
 * Test helpers for the shell's UI tests (jsdom): a data provider whose every method fails
 * unless a test gives it, an i18n provider over the shell's real English messages that
 * refuses unknown keys, and a render inside react-admin's contexts at a given path.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { messages as common } from '../../i18n/fragments/common';
import { messages as dashboard } from '../../i18n/fragments/dashboard';
import { messages as errors } from '../../i18n/fragments/errors';
import { messages as lists } from '../../i18n/fragments/lists';
import { messages as profile } from '../../i18n/fragments/profile';
import { messages as shell } from '../../i18n/fragments/shell';
import { mergeMessages } from '../../i18n/messageTree';

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

const ENGLISH = mergeMessages(
  englishMessages,
  common,
  lists,
  shell,
  errors,
  dashboard,
  profile,
);

/** The shell's English messages; a key nobody defined fails the test instead of showing the key. */
export const testI18nProvider = polyglotI18nProvider(
  () => ENGLISH,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    onMissingKey: (key: string) => {
      throw new Error(`missing translation: ${key}`);
    },
  },
);

/** Renders inside react-admin's contexts (data, i18n, store, theme) at `path`; `onLocation` hears each path. */
export function renderInAdmin(
  ui: ReactNode,
  {
    dataProvider = fakeDataProvider(),
    path = '/apps/dashboards/project',
    onLocation,
  }: {
    dataProvider?: ConsoleDataProvider;
    path?: string;
    onLocation?: (pathname: string) => void;
  } = {},
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
        i18nProvider={testI18nProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
