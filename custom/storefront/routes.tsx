import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { STOREFRONT_PATHS } from './paths';
import type * as Pages from './StorefrontPages';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

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
    resource: PAGE_PERMISSIONS.storefront,
    element: <StorefrontCalendarPage type="storefront" />,
  },
  {
    path: STOREFRONT_PATHS.collectionCalendar,
    resource: PAGE_PERMISSIONS.storefront,
    element: <StorefrontCalendarPage type="collection" />,
  },
  {
    path: STOREFRONT_PATHS.storefronts,
    resource: PAGE_PERMISSIONS.storefront,
    element: <StorefrontListPage />,
  },
  {
    path: STOREFRONT_PATHS.storefrontAdd,
    resource: PAGE_PERMISSIONS.storefront,
    action: 'create',
    element: <StorefrontCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.storefront,
    resource: PAGE_PERMISSIONS.storefront,
    element: <StorefrontEditPage />,
  },
  {
    path: STOREFRONT_PATHS.collections,
    resource: PAGE_PERMISSIONS.storefront,
    element: <CollectionListPage />,
  },
  {
    path: STOREFRONT_PATHS.collectionAdd,
    resource: PAGE_PERMISSIONS.storefront,
    action: 'create',
    element: <CollectionCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.collection,
    resource: PAGE_PERMISSIONS.storefront,
    element: <CollectionEditPage />,
  },
  {
    path: STOREFRONT_PATHS.containers,
    resource: PAGE_PERMISSIONS.storefront,
    element: <ContainerListPage />,
  },
  {
    path: STOREFRONT_PATHS.containerAdd,
    resource: PAGE_PERMISSIONS.storefront,
    action: 'create',
    element: <ContainerCreatePage />,
  },
  {
    path: STOREFRONT_PATHS.container,
    resource: PAGE_PERMISSIONS.storefront,
    element: <ContainerEditPage />,
  },
];
