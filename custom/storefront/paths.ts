import type { StoreType } from '../../dataProvider/storefront/storefrontProvider';

/**
 * The storefront pages' paths (spec section 2, issue 12), with the optional product prefix:
 * the lists `/storefront`, `/collection`, `/Container` (the spec's capital C), an item's page
 * `/:storefrontId` under each, and the calendars (`/apps/storefront/calendar` is the same page
 * without a product in the path).
 */
const under = (product: string | undefined, rest: string) =>
  product === undefined ? `/apps/${rest}` : `/apps/${encodeURIComponent(product)}/${rest}`;

/** The list segment of each type: the spec spells containers' with a capital C. */
export const LIST_SEGMENT: Readonly<Record<StoreType, string>> = {
  storefront: 'storefront',
  collection: 'collection',
  container: 'Container',
};

export const STOREFRONT_PATHS = {
  storefronts: '/apps/:product?/storefront',
  storefrontAdd: '/apps/:product?/storefront/add',
  storefront: '/apps/:product?/storefront/:storefrontId',
  storefrontCalendar: '/apps/:product?/storefront/calendar',
  collections: '/apps/:product?/collection',
  collectionAdd: '/apps/:product?/collection/add',
  collection: '/apps/:product?/collection/:storefrontId',
  collectionCalendar: '/apps/:product?/collection/calendar',
  containers: '/apps/:product?/Container',
  containerAdd: '/apps/:product?/Container/add',
  container: '/apps/:product?/Container/:storefrontId',
  listOf: (type: StoreType, product: string | undefined) => under(product, LIST_SEGMENT[type]),
  addOf: (type: StoreType, product: string | undefined) =>
    under(product, `${LIST_SEGMENT[type]}/add`),
  itemOf: (type: StoreType, product: string | undefined, id: string) =>
    under(product, `${LIST_SEGMENT[type]}/${encodeURIComponent(id)}`),
  calendarOf: (type: 'storefront' | 'collection', product: string | undefined) =>
    under(product, `${type}/calendar`),
} as const;
