/**
 * The ad tag pages' paths (issue 13): the list, the add page and a tag's page, with the optional
 * product prefix; the product's ad load policies have their own page beside them.
 */
const under = (product: string | undefined, rest: string) =>
  product === undefined ? `/apps/${rest}` : `/apps/${encodeURIComponent(product)}/${rest}`;

export const AD_TAG_PATHS = {
  list: '/apps/:product?/ad/tag',
  add: '/apps/:product?/ad/tag/add',
  edit: '/apps/:product?/ad/tag/:tagId',
  listOf: (product: string | undefined) => under(product, 'ad/tag'),
  addOf: (product: string | undefined) => under(product, 'ad/tag/add'),
  editOf: (product: string | undefined, id: string) =>
    under(product, `ad/tag/${encodeURIComponent(id)}`),
  loadPoliciesOf: (product: string | undefined) => under(product, 'ad/load'),
} as const;
