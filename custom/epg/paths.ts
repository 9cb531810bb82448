/** The EPG pages' paths (spec section 2), with the console's optional `/apps/:product?` prefix. */
export const EPG_PATHS = {
  guide: '/apps/:product?/live/epg',
  airing: '/apps/:product?/live/epg/airing/:airingId',
  guideOf: (product: string | undefined) =>
    `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/epg`,
  airingOf: (product: string | undefined, id: string) =>
    `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/epg/airing/${encodeURIComponent(id)}`,
} as const;
