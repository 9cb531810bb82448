import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  useLocation,
  useParams,
  useSetLocale,
} from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ContentRecord } from '../../../../dataProvider/types';
import { isAction } from '../../../../domain/permissions/actions';
import { isPageResource } from '../../../../domain/permissions/pages';
import { can } from '../../../../domain/permissions/permissionsFor';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { ResourceListPage } from '../../ResourceListPage';
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

/** Keys a screen asked for that no catalog holds (and that had no default); tests expect none. */
export const missingKeys: string[] = [];

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
 * Renders the VOD list page at `/apps/main/vod/movie` (or `path`) with a fake data provider,
 * a user holding `roles`, the console's real messages, a 'zh' button switching the locale,
 * notifications, and stand-ins for the edit page and any other page.
 */
export function renderListPage(
  fake: FakeListProvider,
  roles: string[],
  { serverSavedFilters = false, path = '/apps/main/vod/movie' }: RenderListPageOptions = {},
): RenderResult {
  const i18nProvider = createI18nProvider({
    initialLocale: 'en',
    allowMissing: false,
    onMissingKey: (key) => {
      missingKeys.push(key);
      return key;
    },
  });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={fake.provider}
        authProvider={authProviderFor(roles)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SwitchToChinese />
        <Routes>
          <Route
            path="/apps/:product?/vod/:resourceType"
            element={<ResourceListPage area="vod" serverSavedFilters={serverSavedFilters} />}
          />
          <Route path="/apps/:product?/vod/:resourceType/:contentId" element={<EditPageStub />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
