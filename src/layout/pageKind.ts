import { matchPath, useLocation } from 'react-router-dom';

/**
 * What kind of page a path is, for the shell's layout variants (spec section 2: 'Footer, toolbar
 * and navbar layouts are altered on detail and add pages'): an item's detail (edit) page, an add
 * page, or any other page.
 */
export type PageKind = 'detail' | 'add' | 'default';

/** The detail pages' routes: one item of a list (the last segment its id). */
const DETAIL_PATTERNS = [
  '/apps/:product?/vod/:type/:id',
  '/apps/:product?/assets/:type/:id',
  '/apps/:product?/syndication/:type/:id',
  '/apps/:product?/live/:type/:id',
  '/apps/:product?/live/:type/:channelType/:id',
  '/apps/:product?/storefront/:id',
  '/apps/:product?/collection/:id',
  '/apps/:product?/Container/:id',
  '/apps/:product?/config/:id',
  '/apps/:product?/ad/tag/:id',
  '/apps/:product?/ad/attribute/:id',
  '/apps/:product?/policy/:id',
  '/apps/ip/edit/:id',
] as const;

/** Last segments that name a list or another page, never an item. */
const NOT_AN_ITEM = new Set(['list', 'calendar', 'add', 'epg']);

/** The kind of page a path shows. */
export function pageKindOf(pathname: string): PageKind {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith('/apps/') && path.endsWith('/add')) return 'add';
  for (const pattern of DETAIL_PATTERNS) {
    const match = matchPath({ path: pattern, caseSensitive: true, end: true }, path);
    const id = match?.params.id;
    if (id !== undefined && !NOT_AN_ITEM.has(id)) return 'detail';
  }
  return 'default';
}

/** The kind of the current page. */
export function usePageKind(): PageKind {
  return pageKindOf(useLocation().pathname);
}
