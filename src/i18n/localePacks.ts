import type { Locale as DateLocale } from 'date-fns';
import type { LocalePack } from './localePack';
import { isSupportedLocale, type SupportedLocale } from './locales';
import { englishPack } from './packs/en';

/** The languages other than English, the ones loaded on demand. */
type OtherLocale = Exclude<SupportedLocale, 'en'>;

/*
 * The only imports of the other languages' packs, and dynamic ones: each becomes a chunk of its
 * own (messages, catalogue labels and date-fns locale together), so the sign-in → dashboard path
 * carries English alone (its JavaScript budget is 350 KB gzip).
 */
const loaders: Readonly<Record<OtherLocale, () => Promise<LocalePack>>> = {
  zh: () => import('./packs/zh').then((module) => module.chinesePack),
  ms: () => import('./packs/ms').then((module) => module.malayPack),
  ta: () => import('./packs/ta').then((module) => module.tamilPack),
};

const loaded = new Map<OtherLocale, LocalePack>();
const loading = new Map<OtherLocale, Promise<LocalePack>>();

/** The pack of a language if it is already here (English always is), else undefined. */
export function loadedLocalePack(locale: SupportedLocale): LocalePack | undefined {
  return locale === 'en' ? englishPack : loaded.get(locale);
}

/**
 * The pack of a language, loading its chunk the first time; concurrent callers share one request.
 * A failed load (the network) is forgotten, so the next call tries again.
 */
export function loadLocalePack(locale: SupportedLocale): Promise<LocalePack> {
  if (locale === 'en') return Promise.resolve(englishPack);
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (pack) => {
        loaded.set(locale, pack);
        loading.delete(locale);
        return pack;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * date-fns' locale for a UI language whose pack is loaded; English (en-US, date-fns' default)
 * for anything else. The i18n provider only switches to a language once its pack is here.
 */
export function dateLocaleOf(locale: string): DateLocale {
  const pack = isSupportedLocale(locale) ? loadedLocalePack(locale) : undefined;
  return (pack ?? englishPack).dateLocale;
}
