/**
 * The catalogue titles a merchandiser may hand-pick for a manual rail (issue 12): the types the
 * apps show as titles. The storefront service searches them for storefront editors, who may not
 * read the catalogue itself (server/routes/storefrontTitles.ts); the console's picker asks it.
 */
export const PICKABLE_TITLE_TYPES = [
  'movie',
  'tvseries',
  'tvseason',
  'tvepisode',
  'shortvideo',
  'channel',
  'virtuallivechannel',
] as const;

/** Titles a search answers at most. */
export const TITLE_SEARCH_LIMIT = 30;

/** A title as the picker shows it. */
export interface PickableTitle {
  id: string;
  type: string;
  /** Its name in the language asked for, else English, else the first, else its id. */
  name: string;
}

/** A title's name from its localized names (`lon`), in the language asked for when it has one. */
export function titleName(lon: unknown, id: string, language = 'en'): string {
  const names = Array.isArray(lon) ? (lon as { lang?: unknown; n?: unknown }[]) : [];
  const pick = (lang: string) => names.find((entry) => entry.lang === lang)?.n;
  const name = pick(language) ?? pick('en') ?? names[0]?.n;
  return typeof name === 'string' && name.trim() !== '' ? name : id;
}
