/**
 * The global search's pages (spec section 2): the full results at `/apps/:product?/globalSearch`
 * and at `/globalSearch/list`, the same page under both paths.
 */
export const SEARCH_PATHS = {
  page: '/apps/:product?/globalSearch',
  list: '/globalSearch/list',
  pageOf: (product: string | undefined) =>
    product === undefined || product === ''
      ? '/apps/globalSearch'
      : `/apps/${encodeURIComponent(product)}/globalSearch`,
} as const;
