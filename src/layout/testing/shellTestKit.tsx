/*
 * The shell's UI tests use kit's harness with the shell's English messages: a key nobody defined
 * fails the test instead of showing the key.
 */
import type { ReactNode } from 'react';
import type { RenderResult } from '@testing-library/react';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin as renderInKitAdmin,
  strictI18nProvider,
  type RenderInAdminOptions,
} from '../../../kit/testing/renderInAdmin';
import { messages as dashboard } from '../../i18n/fragments/dashboard';
import { messages as product } from '../../i18n/fragments/product';
import { messages as profile } from '../../i18n/fragments/profile';
import { messages as shell } from '../../i18n/fragments/shell';
import { messages as search } from '../../../custom/search/i18n/search';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes';

export { fakeDataProvider };

/** The shell's English messages; a key nobody defined fails the test instead of showing the key. */
export const testI18nProvider = strictI18nProvider(
  shell,
  dashboard,
  product,
  profile,
  search,
  notifications,
  episodes,
);

/** Renders inside react-admin's contexts at `path` with the shell's messages; `onLocation` hears each path. */
export function renderInAdmin(ui: ReactNode, options: RenderInAdminOptions = {}): RenderResult {
  return renderInKitAdmin(ui, { i18nProvider: testI18nProvider, ...options });
}

/**
 * Signed in as Ana (uid u1, full name Ana, product claim main) with `roles` (or those `roles()`
 * gives at each reading), working in the product main: the shell tests' user (`renderInAdmin`'s
 * options).
 */
export function asAna(
  roles: string[] | (() => string[]),
): Pick<RenderInAdminOptions, 'authProvider' | 'product'> {
  return {
    authProvider: authAs(roles, 'u1', { fullName: 'Ana', products: ['main'] }),
    product: { product: 'main' },
  };
}
