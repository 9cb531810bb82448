import { readPagePermission, type PagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
/**
 * The global search's pages (spec section 2): the full results at `/apps/:product?/globalSearch`,
 * `/apps/:product?/globalSearch/list` and `/globalSearch/list`, the same page under each path (a
 * product in the path selects that product, as on every `/apps/:product?/` page).
 */
export const SEARCH_PATHS = {
  page: '/apps/:product?/globalSearch',
  list: '/globalSearch/list',
  productList: '/apps/:product?/globalSearch/list',
  pageOf: (product: string | undefined) =>
    product === undefined || product === ''
      ? '/apps/globalSearch'
      : `/apps/${encodeURIComponent(product)}/globalSearch`,
} as const;

/**
 * The global search's one permission (its `page.json`): its results page, its menu entry and the
 * toolbar's catalogue search ask for it.
 */
export const SEARCH_ACCESS: PagePermission = readPagePermission(
  permission,
  'custom/search/page.json',
);
