import { localStorageStore } from 'react-admin';
import { isSupportedLocale, type SupportedLocale } from '../domain/languages';
import { resolveInitialLocale, storeLocale } from './localeMemory';

/**
 * The language the user signed in in: the token's `locale` claim when it is one of the console's
 * languages. The embedded provider sets it only in the tokens of a sign-in whose form the user
 * submitted, to the language that form was shown in (the console's own, passed as ui_locales,
 * unless the user picked another on the page).
 */
export function signInLanguageOf(claims: unknown): SupportedLocale | undefined {
  if (typeof claims !== 'object' || claims === null) return undefined;
  const locale: unknown = (claims as { locale?: unknown }).locale;
  return isSupportedLocale(locale) ? locale : undefined;
}

/** The console's saved language choice (a stand-in in tests). */
export interface LanguageChoice {
  /** The language the console starts in. */
  current(): SupportedLocale;
  /** Saves a new choice before the console renders. */
  choose(language: SupportedLocale): void;
}

const savedLanguageChoice: LanguageChoice = {
  current: () => resolveInitialLocale(),
  choose: (language) => {
    storeLocale(language);
    // <Admin>'s default store keeps its own copy of the locale, which wins over the
    // i18nProvider's initial one once the language switcher has saved it.
    localStorageStore().setItem('locale', language);
  },
};

/**
 * Starts the console in the language the user signed in in, when that differs from the saved
 * choice: the choice made on the sign-in page becomes the console's (localStorage 'locale').
 * Call once signed in, before the console renders. Returns the language adopted, if any.
 */
export function adoptSignInLanguage(
  claims: unknown,
  choice: LanguageChoice = savedLanguageChoice,
): SupportedLocale | undefined {
  const language = signInLanguageOf(claims);
  if (language === undefined || language === choice.current()) return undefined;
  choice.choose(language);
  return language;
}
