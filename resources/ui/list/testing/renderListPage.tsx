import type { RenderResult } from '@testing-library/react';
import { useLocation, useParams, useSetLocale } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import type { ContentRecord } from '../../../../dataProvider/types';
import { isAction } from '../../../../domain/permissions/actions';
import { isPageResource } from '../../../../domain/permissions/pages';
import { can } from '../../../../domain/permissions/permissionsFor';
import { createStrictI18nProvider, renderInAdmin } from '../../../../kit/testing/renderInAdmin';
import { ResourceListPage } from '../../ResourceListPage';
import { UI_ENGLISH, uiMessagesIn } from '../../testing/uiMessages';
import type { FakeListProvider } from './fakeListProvider';
import { movie } from './fakeListProvider';

/** The seeded demo users' roles: the editor is a content admin, the viewer a content user. */
export const EDITOR = ['content_admin'];
export const VIEWER = ['content_user'];

/** Two movies, one published and one draft, named in English and Chinese. */
export const MOVIES: ContentRecord[] = [
  movie('m1', 'The Long Night', '漫漫长夜'),
  movie('m2', 'Morning Tide', '晨潮', 'draft'),
];

function authProviderFor(roles: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
    getIdentity: async () => ({
      id: 'u-1',
      uid: 'u-1',
      username: 'tester',
      fullName: 'Tess Tester',
      roles,
      products: ['main'],
    }),
    canAccess: async ({ action, resource }) =>
      isAction(action) && isPageResource(resource) && can({ roles }, action, resource),
  };
}

function SwitchToChinese() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => void setLocale('zh')}>
      zh
    </button>
  );
}

function EditPageStub() {
  const { contentId } = useParams<{ contentId: string }>();
  return <p>editing {contentId}</p>;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>now at {pathname}</p>;
}

/** Options of {@link renderListPage}. */
export interface RenderListPageOptions {
  serverSavedFilters?: boolean;
  path?: string;
}

/**
 * Renders the VOD list page at `/apps/main/vod/movie` (or `path`) through kit's harness with a
 * fake data provider, a user holding `roles`, the generic screens' real messages (a key missing
 * in English or, after the 'zh' button switches language, in Chinese fails the test),
 * notifications, and stand-ins for the edit page and any other page.
 */
export function renderListPage(
  fake: FakeListProvider,
  roles: string[],
  { serverSavedFilters = false, path = '/apps/main/vod/movie' }: RenderListPageOptions = {},
): RenderResult {
  return renderInAdmin(<SwitchToChinese />, {
    path,
    dataProvider: fake.provider,
    authProvider: authProviderFor(roles),
    i18nProvider: createStrictI18nProvider({ english: UI_ENGLISH, otherLocales: uiMessagesIn }),
    notifications: true,
    routes: {
      '/apps/:product?/vod/:resourceType': (
        <ResourceListPage area="vod" serverSavedFilters={serverSavedFilters} />
      ),
      '/apps/:product?/vod/:resourceType/:contentId': <EditPageStub />,
      '*': <Elsewhere />,
    },
  });
}
