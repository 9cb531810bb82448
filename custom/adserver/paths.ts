/**
 * The ad server attribute pages' paths (spec section 2 and issue 13) and the ad load policies'
 * page beside them (ours: the spec names no route for them), with the optional product prefix.
 */
const under = (product: string | undefined, rest: string) =>
  product === undefined ? `/apps/${rest}` : `/apps/${encodeURIComponent(product)}/${rest}`;

export const AD_SERVER_PATHS = {
  list: '/apps/:product?/ad/attribute',
  add: '/apps/:product?/ad/attribute/add',
  edit: '/apps/:product?/ad/attribute/:attributeId',
  loadPolicies: '/apps/:product?/ad/load',
  listOf: (product: string | undefined) => under(product, 'ad/attribute'),
  addOf: (product: string | undefined) => under(product, 'ad/attribute/add'),
  editOf: (product: string | undefined, id: string) =>
    under(product, `ad/attribute/${encodeURIComponent(id)}`),
  tagsOf: (product: string | undefined) => under(product, 'ad/tag'),
  loadPoliciesOf: (product: string | undefined) => under(product, 'ad/load'),
} as const;
