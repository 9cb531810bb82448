import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { STOREFRONT_PATHS } from './paths';
import type * as Pages from './StorefrontPages';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/storefront/page.json');

const page = (name: keyof typeof Pages) =>
  lazy(() => import('./StorefrontPages').then((m) => ({ default: m[name] })));

const StorefrontListPage = page('StorefrontListPage');
const StorefrontCreatePage = page('StorefrontCreatePage');
const StorefrontEditPage = page('StorefrontEditPage');
const CollectionListPage = page('CollectionListPage');
const CollectionCreatePage = page('CollectionCreatePage');
const CollectionEditPage = page('CollectionEditPage');
const ContainerListPage = page('ContainerListPage');
const ContainerCreatePage = page('ContainerCreatePage');
const ContainerEditPage = page('ContainerEditPage');
const StorefrontCalendarPage = lazy(() =>
  import('./calendar/StorefrontCalendarPage').then((m) => ({
    default: m.StorefrontCalendarPage,
  })),
);

/**
 * Storefronts, collections and containers on the cp_storefront page: each type's list, add page
 * (create permission) and item page. 'add' and 'calendar' are static segments, so react-router
 * ranks them above ':storefrontId'.
 */
export const storefrontRoutes: readonly CustomPageRoute[] = [
  {
    path: STOREFRONT_PATHS.storefrontCalendar,
    ...ACCESS,
    element: <StorefrontCalendarPage type="storefront" />,
  },
  {
    path: STOREFRONT_PATHS.collectionCalendar,
    ...ACCESS,
    element: <StorefrontCalendarPage type="collection" />,
  },
  {
    path: STOREFRONT_PATHS.storefronts,
    ...ACCESS,
    element: <StorefrontListPage />,
  },
  {
    path: STOREFRONT_PATHS.storefrontAdd,
    ...ACCESS,
    action: 'create',
    element: <StorefrontCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.storefront,
    ...ACCESS,
    element: <StorefrontEditPage />,
  },
  {
    path: STOREFRONT_PATHS.collections,
    ...ACCESS,
    element: <CollectionListPage />,
  },
  {
    path: STOREFRONT_PATHS.collectionAdd,
    ...ACCESS,
    action: 'create',
    element: <CollectionCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.collection,
    ...ACCESS,
    element: <CollectionEditPage />,
  },
  {
    path: STOREFRONT_PATHS.containers,
    ...ACCESS,
    element: <ContainerListPage />,
  },
  {
    path: STOREFRONT_PATHS.containerAdd,
    ...ACCESS,
    action: 'create',
    element: <ContainerCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.container,
    ...ACCESS,
    element: <ContainerEditPage />,
  },
];
