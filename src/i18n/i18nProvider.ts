import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { mergeLocalePack, type LocalePack } from './localePack';
import { loadLocalePack, loadedLocalePack } from './localePacks';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  isSupportedLocale,
  type SupportedLocale,
} from '../../domain/languages';
import { resolveInitialLocale } from '../../authProvider/localeMemory';

export { SUPPORTED_LOCALES, resolveInitialLocale };

const cache = new Map<SupportedLocale, TranslationMessages>();

function mergedMessages(pack: LocalePack): TranslationMessages {
  const cached = cache.get(pack.locale);
  if (cached) return cached;
  const merged = mergeLocalePack(pack);
  cache.set(pack.locale, merged);
  return merged;
}

/**
 * All messages of one locale (react-admin's, every area fragment's, the catalogue's labels; see
 * `mergeLocalePack`), built once per locale. At once when its pack is here (English always is),
 * else a Promise that loads the pack's chunk first: polyglot's `changeLocale` waits for it, and
 * react-admin keeps showing the previous language meanwhile.
 */
export function messagesFor(
  locale: SupportedLocale,
): TranslationMessages | Promise<TranslationMessages> {
  const pack = loadedLocalePack(locale);
  return pack ? mergedMessages(pack) : loadLocalePack(locale).then(mergedMessages);
}

/** All messages of one locale, its pack loaded first when needed. */
export async function loadMessages(locale: SupportedLocale): Promise<TranslationMessages> {
  return messagesFor(locale);
}

export interface I18nProviderOptions {
  /**
   * Language to start in, English by default. Its pack must be loaded already
   * (`await loadMessages(locale)`): polyglot takes the first language's messages at once.
   */
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
  const {
    initialLocale = DEFAULT_LOCALE,
    allowMissing = import.meta.env.PROD,
    onMissingKey,
  } = options;
  if (!loadedLocalePack(initialLocale)) {
    throw new Error(
      `The ${initialLocale} messages are not loaded yet: await loadMessages('${initialLocale}') first`,
    );
  }
  return polyglotI18nProvider(
    (locale) => messagesFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE),
    initialLocale,
    [...SUPPORTED_LOCALES],
    onMissingKey ? { allowMissing, onMissingKey } : { allowMissing },
  );
}

/**
 * The console's i18nProvider, for `<Admin i18nProvider={i18nProvider}>`. It starts in English;
 * the boot switches it to the saved or browser language (`startInInitialLocale`) before the
 * first text is shown.
 */
export const i18nProvider: I18nProvider = createI18nProvider();

let starting: Promise<void> = Promise.resolve();

/**
 * Puts the console's provider in the language it starts in (the saved choice, else the browser's,
 * else English), loading that language's messages and date names first. The boot asks again once
 * signed in (the sign-in page may have chosen another language); calls take effect in order, so
 * the last one's language is the one the provider ends in. Resolves in every case: if the
 * language cannot be loaded (the network), the provider stays in the language it has.
 */
export function startInInitialLocale(
  locale: SupportedLocale = resolveInitialLocale(),
): Promise<void> {
  starting = starting.then(async () => {
    if (i18nProvider.getLocale() === locale) return;
    try {
      await i18nProvider.changeLocale(locale);
    } catch (error) {
      console.error(`The ${locale} messages could not be loaded.`, error);
    }
  });
  return starting;
}
