/**
 * How catalogue items name their series and season (spec section 3: a content item's `pkg_id`;
 * an episode's `ssn_id`), shared by the series routes (`GET /content/series/suggestions`,
 * `GET /content/{id}/assocmetadata`) and the console's series field.
 */

/** The types an item's `pkg_id` may name, by the item's type. */
export const SERIES_TYPE_OF: Readonly<Record<string, string>> = {
  tvseason: 'tvseries',
  tvepisode: 'tvseries',
  tvbonus: 'tvseries',
  webseason: 'webseries',
  webepisode: 'webseries',
  episode: 'show',
};

/** The types a series suggestion may be (`cty` of `GET /content/series/suggestions`). */
export const SERIES_TYPES = ['tvseries', 'webseries', 'show'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

/** Whether a value names a series type. */
export function isSeriesType(value: unknown): value is SeriesType {
  return typeof value === 'string' && (SERIES_TYPES as readonly string[]).includes(value);
}

/** The season type an episode's `ssn_id` names, by the episode's type. */
export const SEASON_TYPE_OF: Readonly<Record<string, string>> = {
  tvepisode: 'tvseason',
  webepisode: 'webseason',
};

/** At most this many series suggestions in one answer (and the default). */
export const SERIES_SUGGESTION_LIMIT = 10;

/** One series suggestion (spec section 3: 'Series title suggestion: pkg_id, lon'). */
export interface SeriesSuggestion {
  /** The series' id: the value an item's `pkg_id` takes. */
  pkg_id: string;
  lon: { lang: string; n: string }[];
  cty: string;
  st: string;
}

/**
 * How an associated item stands to the item asked about: its `series` (the item's `pkg_id`), its
 * `season` (an episode's `ssn_id`), or a `child` (an item naming it as its series, without a
 * season, or as its season).
 */
export type AssociationRelation = 'series' | 'season' | 'child';

/** One entry of `GET /content/{id}/assocmetadata`. */
export interface Association {
  rel: AssociationRelation;
  id: string;
  cty: string;
  st: string;
  lon: { lang: string; n: string }[];
  /** A season's number, when it has one. */
  s_no?: number;
  /** An episode's number, when it has one. */
  ep_no?: number;
}

/** At most this many children of one type in an answer (a season's episodes: the sort limit). */
export const ASSOCIATED_CHILDREN_LIMIT = 1000;

const numberOr = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;

/**
 * The order of an answer: the series, then the season, then children by season number, episode
 * number and id.
 */
export function sortAssociations(entries: readonly Association[]): Association[] {
  const rank: Record<AssociationRelation, number> = { series: 0, season: 1, child: 2 };
  return [...entries].sort(
    (a, b) =>
      rank[a.rel] - rank[b.rel] ||
      numberOr(a.s_no) - numberOr(b.s_no) ||
      numberOr(a.ep_no) - numberOr(b.ep_no) ||
      a.id.localeCompare(b.id),
  );
}

/** The types whose items may name a series by `pkg_id` (children of a series). */
export function typesNamingSeries(seriesType: string): string[] {
  return Object.entries(SERIES_TYPE_OF)
    .filter(([, series]) => series === seriesType)
    .map(([type]) => type);
}

/** The types whose items may name a season by `ssn_id` (children of a season). */
export function typesNamingSeason(seasonType: string): string[] {
  return Object.entries(SEASON_TYPE_OF)
    .filter(([, season]) => season === seasonType)
    .map(([type]) => type);
}
