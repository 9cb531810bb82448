/*
 * The plumbing's UI tests (jsdom) through kit's harness: a fake keycloak-js instance holding
 * given token claims, the real authProvider over it, and the English messages of sign-in and
 * products (a key nobody defined fails the test instead of showing the key).
 */
import type { ReactNode } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { KeycloakClient } from '../../../authProvider/authProvider';
import { fakeKeycloak } from '../../../authProvider/testing/fakeKeycloak';
import { createAuthProvider } from '../../../authProvider/authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { messages as auth } from '../../i18n/fragments/auth';
import { messages as product } from '../../i18n/fragments/product';
import { messages as shell } from '../../i18n/fragments/shell';

export { fakeDataProvider };
export { claimsFor, fakeKeycloak } from '../../../authProvider/testing/fakeKeycloak';

/** The real English messages; a key nobody defined fails the test instead of showing the key. */
export const testI18nProvider = strictI18nProvider(auth, product, shell);

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
  { claims, keycloak, dataProvider = fakeDataProvider(), path }: RenderOptions,
): RenderResult {
  return renderInAdmin(ui, {
    dataProvider,
    authProvider: createAuthProvider(keycloak ?? fakeKeycloak(claims)),
    i18nProvider: testI18nProvider,
    notifications: true,
    ...(path === undefined ? {} : { path }),
  });
}
