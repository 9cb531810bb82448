import type { Locale } from 'react-admin';

/** The console's UI languages, English first (the default). */
export type SupportedLocale = 'en' | 'zh' | 'ms' | 'ta';

export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** localStorage key under which the chosen UI language is kept between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The four languages, each named in its own script (what the language menu shows). */
export const SUPPORTED_LOCALES: readonly (Locale & { locale: SupportedLocale })[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'ms', name: 'Bahasa Melayu' },
  { locale: 'ta', name: 'தமிழ்' },
];

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

/** Storage can throw (privacy modes, sandboxed frames); an unreadable choice counts as none. */
function readLocalStorage(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const browserEnvironment: LocaleEnvironment = {
  readStoredLocale: () => readLocalStorage(LOCALE_STORAGE_KEY),
  browserLanguages: () => {
    if (typeof navigator === 'undefined') return [];
    if (navigator.languages.length > 0) return navigator.languages;
    return navigator.language ? [navigator.language] : [];
  },
};

/**
 * The language the console starts in: the one saved in localStorage ('locale') if it is one of
 * ours, else the first of the browser's preferred languages we support, else English.
 */
export function resolveInitialLocale(environment: LocaleEnvironment = browserEnvironment): SupportedLocale {
  const stored = environment.readStoredLocale();
  if (isSupportedLocale(stored)) return stored;
  for (const tag of environment.browserLanguages()) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Remembers the chosen language for the next visit; a storage failure only loses that memory. */
export function storeLocale(locale: SupportedLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice still applies to this session through react-admin's store.
  }
}
