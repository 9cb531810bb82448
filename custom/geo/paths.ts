/** The IP configuration pages' paths (spec section 2: /apps/ip/list, /apps/ip/add, /apps/ip/edit/:ip). */
export const GEO_PATHS = {
  list: '/apps/ip/list',
  add: '/apps/ip/add',
  /** A range's id holds a '/': the path segment is encoded. */
  edit: (id: string) => `/apps/ip/edit/${encodeURIComponent(id)}`,
} as const;
