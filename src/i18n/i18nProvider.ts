import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import englishLabels from '../../resources/_i18n/en.json';
import malayLabels from '../../resources/_i18n/ms.json';
import tamilLabels from '../../resources/_i18n/ta.json';
import chineseLabels from '../../resources/_i18n/zh.json';
import { catalogueMessages, type FlatLabels } from './catalogueMessages';
import { fragments } from './fragments/index';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, resolveInitialLocale, type SupportedLocale } from './locales';
import { mergeMessages } from './messageTree';
import { malayMessages } from './ra/ms';
import { tamilMessages } from './ra/ta';
import { chineseMessages } from './ra/zh';

export { SUPPORTED_LOCALES, resolveInitialLocale };

const reactAdminMessages: Record<SupportedLocale, TranslationMessages> = {
  en: englishMessages,
  zh: chineseMessages,
  ms: malayMessages,
  ta: tamilMessages,
};

const catalogueLabels: Record<SupportedLocale, FlatLabels> = {
  en: englishLabels,
  zh: chineseLabels,
  ms: malayLabels,
  ta: tamilLabels,
};

const cache = new Map<SupportedLocale, TranslationMessages>();

/**
 * All messages of one locale: react-admin's own (`ra.*`), then every area fragment
 * (`console.<area>.*`), then the resource catalogue's labels (`fields.*`, `categories.*`,
 * `enums.*`, `resources.<type>.name|plural`). Built once per locale.
 */
export function messagesFor(locale: SupportedLocale): TranslationMessages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const merged = mergeMessages(
    reactAdminMessages[locale],
    ...fragments.map((fragment) => fragment[locale]),
    catalogueMessages(catalogueLabels[locale], locale),
  );
  cache.set(locale, merged);
  return merged;
}

export interface I18nProviderOptions {
  /** Language to start in; by default the saved choice, else the browser's, else English. */
  initialLocale?: SupportedLocale;
  /**
   * When false (development and tests), a missing key is reported (console warning, or
   * `onMissingKey`) and shown as the key; when true (production), it is shown as the key silently.
   */
  allowMissing?: boolean;
  /** Called for a key no catalog has; its return value is shown instead. */
  onMissingKey?: (key: string, options: Record<string, unknown>, locale: string) => string;
}

/**
 * Builds a polyglot i18nProvider over the four locales. An unknown locale asked of `changeLocale`
 * gets English rather than an error, so a stale saved choice cannot break the console.
 */
export function createI18nProvider(options: I18nProviderOptions = {}): I18nProvider {
  const { initialLocale = resolveInitialLocale(), allowMissing = import.meta.env.PROD, onMissingKey } = options;
  return polyglotI18nProvider(
    (locale) => messagesFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE),
    initialLocale,
    [...SUPPORTED_LOCALES],
    onMissingKey ? { allowMissing, onMissingKey } : { allowMissing },
  );
}

/** The console's i18nProvider, for `<Admin i18nProvider={i18nProvider}>`. */
export const i18nProvider: I18nProvider = createI18nProvider();
