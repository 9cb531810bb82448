/** The programs pages' paths (spec section 2). */
export const PROGRAM_PATHS = {
  list: '/apps/:product?/live/program',
  add: '/apps/:product?/live/program/add',
  edit: '/apps/:product?/live/program/:programId',
  base: (product: string | undefined) =>
    `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/program`,
} as const;
