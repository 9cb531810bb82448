/** The episode sorting page of a season, beside the season's editor (ours: the spec names none). */
export const EPISODE_PATHS = {
  sort: '/apps/:product?/vod/tvseason/:seasonId/episodes',
  sortOf: (product: string | undefined, seasonId: string) =>
    `${product ? `/apps/${encodeURIComponent(product)}` : '/apps'}/vod/tvseason/${encodeURIComponent(seasonId)}/episodes`,
  /** The season editor's path: where the 'Sort episodes' link shows. */
  seasonEditor: /^\/apps\/(?:([^/]+)\/)?vod\/tvseason\/([^/]+)$/,
} as const;

/** The season a path's season editor shows, with the path's product; undefined elsewhere. */
export function seasonOfEditorPath(
  pathname: string,
): { product: string | undefined; seasonId: string } | undefined {
  const match = EPISODE_PATHS.seasonEditor.exec(pathname);
  const seasonId = match?.[2];
  if (!match || !seasonId || seasonId === 'create') return undefined;
  return {
    product: match[1] === undefined ? undefined : decodeURIComponent(match[1]),
    seasonId: decodeURIComponent(seasonId),
  };
}
