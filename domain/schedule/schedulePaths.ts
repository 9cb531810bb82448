/**
 * The virtual channel schedule page's address (spec section 2:
 * `/live/virtuallivechannel/schedule/:cs/:cid`, with the console's optional `/apps/:product?`
 * prefix), for every page that links to it (the EPG page's virtual channels). `view=guide`
 * opens its Guide view.
 */
export function schedulePageOf(
  product: string | undefined,
  cs: string,
  cid: string,
  view?: 'guide',
): string {
  const prefix = product === undefined ? '' : `${encodeURIComponent(product)}/`;
  const path = `/apps/${prefix}live/virtuallivechannel/schedule/${encodeURIComponent(cs)}/${encodeURIComponent(cid)}`;
  return view ? `${path}?view=${view}` : path;
}
