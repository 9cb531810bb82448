/**
 * The console's UI languages: one list read by the console (language menu, catalogs, dates) and
 * by the server (the sign-in page's language links, `/config/language`).
 */
export type SupportedLocale = 'en' | 'zh' | 'ms' | 'ta';

export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** The four languages, English first (the default), each named in its own script (what the language menu shows). */
export const SUPPORTED_LOCALES: readonly { locale: SupportedLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'ms', name: 'Bahasa Melayu' },
  { locale: 'ta', name: 'தமிழ்' },
];

/** The locale codes alone, in menu order. */
export const LOCALE_CODES: readonly SupportedLocale[] = SUPPORTED_LOCALES.map(
  (entry) => entry.locale,
);

/**
 * The BCP 47 tag of each UI language for `<html lang>`. Chinese is the simplified script, which the
 * catalogs are written in; the tag also lets the browser pick Simplified Chinese glyphs.
 */
export const DOCUMENT_LANGUAGE_TAGS: Record<SupportedLocale, string> = {
  en: 'en',
  zh: 'zh-Hans',
  ms: 'ms',
  ta: 'ta',
};

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return SUPPORTED_LOCALES.some((entry) => entry.locale === value);
}

/**
 * Maps a BCP 47 tag from the browser ('zh-CN', 'ms-MY', 'ta-IN', 'en-GB') to a console locale by
 * its primary language subtag.
 */
export function matchLanguageTag(tag: string): SupportedLocale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLocale(primary) ? primary : undefined;
}

export interface LocaleEnvironment {
  /** The saved choice; `null` when nothing is saved. */
  readStoredLocale(): string | null;
  /** The browser's preferred languages, most preferred first. */
  browserLanguages(): readonly string[];
}

/**
 * The language the console starts in: the saved choice if it is one of ours, else the first of
 * the browser's preferred languages we support, else English.
 */
export function chooseInitialLocale(environment: LocaleEnvironment): SupportedLocale {
  const stored = environment.readStoredLocale();
  if (isSupportedLocale(stored)) return stored;
  for (const tag of environment.browserLanguages()) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
