/** The type designer's paths (under settings), with the optional product prefix. */
export const TYPE_DESIGNER_PATHS = {
  list: '/apps/:product?/settings/types',
  add: '/apps/:product?/settings/types/add',
  edit: '/apps/:product?/settings/types/:typeId',
  listOf: (product: string | undefined) =>
    product === undefined
      ? '/apps/settings/types'
      : `/apps/${encodeURIComponent(product)}/settings/types`,
  addOf: (product: string | undefined) => `${TYPE_DESIGNER_PATHS.listOf(product)}/add`,
  editOf: (product: string | undefined, id: string) =>
    `${TYPE_DESIGNER_PATHS.listOf(product)}/${encodeURIComponent(id)}`,
} as const;
