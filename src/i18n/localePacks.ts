import { registerDateLocale } from '../../kit/i18n/dateLocales';
import type { LocalePack } from './localePack';
import type { SupportedLocale } from '../../domain/languages';
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
        registerDateLocale(locale, pack.dateLocale);
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
