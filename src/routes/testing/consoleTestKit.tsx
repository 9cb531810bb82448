/*
 * Test helpers for the plumbing's UI tests (jsdom): a fake keycloak-js instance holding given
 * token claims, the real authProvider over it, an i18n provider over the real English messages
 * that fails on unknown keys, and a render inside react-admin's contexts at a path.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import type { KeycloakClient } from '../../../authProvider/authProvider';
import { fakeKeycloak } from '../../../authProvider/testing/fakeKeycloak';
import { createAuthProvider } from '../../../authProvider/authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { messages as auth } from '../../i18n/fragments/auth';
import { messages as common } from '../../../kit/i18n/common';
import { messages as errors } from '../../../kit/i18n/errors';
import { messages as product } from '../../i18n/fragments/product';
import { mergeMessages } from '../../../kit/i18n/messageTree';
import { fakeDataProvider } from '../../layout/testing/shellTestKit';

export { fakeDataProvider };
export { claimsFor, fakeKeycloak } from '../../../authProvider/testing/fakeKeycloak';

const ENGLISH = mergeMessages(englishMessages, common, errors, auth, product);

/** The real English messages; a key nobody defined fails the test instead of showing the key. */
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

export interface RenderOptions {
  claims: Record<string, unknown>;
  /** The keycloak stand-in to sign in with (to inspect its calls); one over `claims` by default. */
  keycloak?: KeycloakClient;
  dataProvider?: ConsoleDataProvider;
  path?: string;
}

/** Renders inside react-admin's contexts, signed in with `claims`, at `path`, with notifications shown. */
export function renderSignedIn(
  ui: ReactNode,
  {
    claims,
    keycloak,
    dataProvider = fakeDataProvider(),
    path = '/apps/dashboards/project',
  }: RenderOptions,
): RenderResult {
  const authProvider = createAuthProvider(keycloak ?? fakeKeycloak(claims));
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
