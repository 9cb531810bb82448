/**
 * The app configuration pages' paths (spec section 2 and issue 13): the list, the add page and a
 * configuration's page, with the optional product prefix.
 */
export const CONFIG_PATHS = {
  list: '/apps/:product?/config/list',
  add: '/apps/:product?/config/add',
  edit: '/apps/:product?/config/:configId',
  listOf: (product: string | undefined) =>
    product === undefined
      ? '/apps/config/list'
      : `/apps/${encodeURIComponent(product)}/config/list`,
  addOf: (product: string | undefined) =>
    product === undefined ? '/apps/config/add' : `/apps/${encodeURIComponent(product)}/config/add`,
  editOf: (product: string | undefined, id: string) =>
    product === undefined
      ? `/apps/config/${encodeURIComponent(id)}`
      : `/apps/${encodeURIComponent(product)}/config/${encodeURIComponent(id)}`,
} as const;
