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
import { createAuthProvider } from '../../../authProvider/authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { messages as auth } from '../../i18n/fragments/auth';
import { messages as common } from '../../i18n/fragments/common';
import { messages as errors } from '../../i18n/fragments/errors';
import { messages as product } from '../../i18n/fragments/product';
import { mergeMessages } from '../../i18n/messageTree';
import { fakeDataProvider } from '../../layout/testing/shellTestKit';

export { fakeDataProvider };

/** Claims of a token: Keycloak-shaped, as the embedded provider issues them. */
export function claimsFor(
  username: string,
  roles: string[],
  product?: string[],
): Record<string, unknown> {
  return {
    sub: `uid-${username}`,
    preferred_username: username,
    name: `${username} full name`,
    realm_access: { roles: [...roles, 'offline_access'] },
    ...(product === undefined ? {} : { product }),
  };
}

/** A signed-in keycloak-js stand-in whose calls are recorded. */
export function fakeKeycloak(
  claims: Record<string, unknown>,
): KeycloakClient & { calls: string[] } {
  const calls: string[] = [];
  // JWT-shaped (unsigned): ra-keycloak decodes the access token itself.
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return {
    calls,
    authenticated: true,
    didInitialize: true,
    token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.token-1`,
    tokenParsed: claims,
    updateToken: (minValidity?: number) => {
      calls.push(`updateToken(${String(minValidity)})`);
      return Promise.resolve(false);
    },
    login: (options) => {
      calls.push(`login(${JSON.stringify(options)})`);
      return Promise.resolve();
    },
    logout: (options) => {
      calls.push(`logout(${JSON.stringify(options)})`);
      return Promise.resolve();
    },
  };
}

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
