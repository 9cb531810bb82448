/** A search hit as its link needs it (spec: id, cty, chty for channels, st, prt_ic). */
export interface SearchHitTarget {
  id: string;
  cty: string;
  st: string;
  chty?: string | undefined;
  /** 'true' when the hit is a parent item. */
  prt_ic?: string | undefined;
}

/**
 * The section a parent item opens in, whatever its type's area: parent items (a series over its
 * seasons and episodes) are catalogue items of the VOD area.
 */
export const PARENT_ITEM_SECTION = '/vod';

/** The content type whose hits open at their subtype's path. */
const CHANNEL_TYPE = 'channel';

/**
 * The editor path a search hit opens (spec section 2): `/apps/{product}{section}/{contentType}/
 * {id}?status={status}`, a channel at `.../channel/{channelSubtype}/{id}?status={status}`, a
 * parent item in {@link PARENT_ITEM_SECTION}. `sectionOf` gives a type's section ('/vod',
 * '/live' ...) from its area; undefined when neither it nor the parent flag names one.
 */
export function searchHitPath(
  hit: SearchHitTarget,
  product: string | undefined,
  sectionOf: (type: string) => string | undefined,
): string | undefined {
  const section = hit.prt_ic === 'true' ? PARENT_ITEM_SECTION : sectionOf(hit.cty);
  if (section === undefined) return undefined;
  const prefix = product === undefined || product === '' ? '/apps' : `/apps/${enc(product)}`;
  const subtype =
    hit.cty === CHANNEL_TYPE && hit.chty !== undefined && hit.chty !== ''
      ? `/${enc(hit.chty)}`
      : '';
  return `${prefix}${section}/${enc(hit.cty)}${subtype}/${enc(hit.id)}?status=${enc(hit.st)}`;
}

/** A catalogue area's section in the console's paths ('vod' is '/vod'). */
export function sectionOfArea(area: string | undefined): string | undefined {
  return area === undefined || area === '' ? undefined : `/${area}`;
}

function enc(segment: string): string {
  return encodeURIComponent(segment);
}
