import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification } from 'react-admin';
// react-router-dom, as react-admin imports it: under vitest 'react-router' can load as a second copy.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import englishLabels from '../../../_i18n/en.json';
import type { ConsoleDataProvider } from '../../../../dataProvider/types';
import { catalogueMessages } from '../../i18n/catalogueMessages';
import { messages as editorMessages } from '../../i18n/editor';
import { messages as listMessages } from '../../i18n/lists';
import { messages as resourceMessages } from '../../i18n/resources';
import { mergeMessages } from '../../../../kit/i18n/messageTree';

/** English messages as the console merges them: react-admin's, the editor's fragments and the catalogue labels. */
export const testI18nProvider = polyglotI18nProvider(
  () =>
    mergeMessages(
      englishMessages,
      resourceMessages,
      editorMessages,
      listMessages,
      catalogueMessages(englishLabels, 'en'),
    ),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);

/**
 * Renders console screens at `url` under a data router (so the unsaved-changes blocker works),
 * with react-admin's contexts over the given provider and its notifications. `routes` maps route
 * patterns to elements, e.g. `{'/apps/vod/:resourceType/:contentId': <ResourceEditPage area="vod" />}`.
 */
export function renderAt(
  url: string,
  routes: Record<string, ReactNode>,
  dataProvider: ConsoleDataProvider,
) {
  const wrap = (element: ReactNode) => (
    <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider}>
      {element}
      <Notification />
    </AdminContext>
  );
  const router = createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element: wrap(element) })),
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
