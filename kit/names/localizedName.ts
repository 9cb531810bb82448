/** One entry of a localized-name list (`lon`): a language code and the name in it. */
export interface LocalizedNameEntry {
  lang: string;
  n: string;
}

const isEntry = (value: unknown): value is LocalizedNameEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { lang?: unknown }).lang === 'string' &&
  typeof (value as { n?: unknown }).n === 'string' &&
  (value as { n: string }).n.trim() !== '';

/**
 * The name to show from a localized-name list: the entry in `locale`, else the English one,
 * else the first named entry; undefined when the list holds no usable name. Records come
 * from the server loosely typed, so anything that is not a list of `{lang, n}` reads as empty.
 */
export function pickLocalizedName(lon: unknown, locale: string): string | undefined {
  if (!Array.isArray(lon)) return undefined;
  const entries = lon.filter(isEntry);
  const inLanguage = (lang: string) => entries.find((entry) => entry.lang === lang)?.n;
  return inLanguage(locale) ?? inLanguage('en') ?? entries[0]?.n;
}
