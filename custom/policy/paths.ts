/**
 * The policy pages' paths: the list of spec section 2 (`/apps/:product?/policy`), and the
 * create and edit pages the spec implies ("policy list/create/edit"), under the same prefix.
 */
export const POLICY_PATHS = {
  list: '/apps/:product?/policy',
  add: '/apps/:product?/policy/add',
  edit: '/apps/:product?/policy/:policyId',
  listOf: (product: string | undefined) =>
    product === undefined ? '/apps/policy' : `/apps/${encodeURIComponent(product)}/policy`,
  addOf: (product: string | undefined) =>
    product === undefined ? '/apps/policy/add' : `/apps/${encodeURIComponent(product)}/policy/add`,
  editOf: (product: string | undefined, id: string) =>
    product === undefined
      ? `/apps/policy/${encodeURIComponent(id)}`
      : `/apps/${encodeURIComponent(product)}/policy/${encodeURIComponent(id)}`,
} as const;
