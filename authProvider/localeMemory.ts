import {
  chooseInitialLocale,
  type LocaleEnvironment,
  type SupportedLocale,
} from '../domain/languages';

/** localStorage key under which the chosen UI language is kept between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

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
export function resolveInitialLocale(
  environment: LocaleEnvironment = browserEnvironment,
): SupportedLocale {
  return chooseInitialLocale(environment);
}

/** Remembers the chosen language for the next visit; a storage failure only loses that memory. */
export function storeLocale(locale: SupportedLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice still applies to this session through react-admin's store.
  }
}
