/*
 * The shell's UI tests use kit's harness with the shell's English messages: a key nobody defined
 * fails the test instead of showing the key.
 */
import type { ReactNode } from 'react';
import type { RenderResult } from '@testing-library/react';
import {
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
