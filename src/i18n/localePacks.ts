import { registerDateLocale } from '../../kit/i18n/dateLocales';
import type { LocalePack } from './localePack';
import type { SupportedLocale } from '../../domain/languages';

export { englishShellPack } from './packs/enShell';

/*
 * The only imports of the languages' whole packs, and dynamic ones: each becomes a chunk of its
 * own (messages, catalogue labels and date-fns locale together), which loads each page's messages
 * in that language beside it (`packs/pages.ts`), so the sign-in → dashboard path carries the
 * shell's English alone (`packs/enShell.ts`; its JavaScript budget is 300 KB gzip).
 */
const loaders: Readonly<Record<SupportedLocale, () => Promise<LocalePack>>> = {
  en: () => import('./packs/en').then((module) => module.loadEnglishPack()),
  zh: () => import('./packs/zh').then((module) => module.loadChinesePack()),
  ms: () => import('./packs/ms').then((module) => module.loadMalayPack()),
  ta: () => import('./packs/ta').then((module) => module.loadTamilPack()),
};

const loaded = new Map<SupportedLocale, LocalePack>();
const loading = new Map<SupportedLocale, Promise<LocalePack>>();

/**
 * The whole pack of a language if it is already here, else undefined (English's shell part,
 * `englishShellPack`, always is).
 */
export function loadedLocalePack(locale: SupportedLocale): LocalePack | undefined {
  return loaded.get(locale);
}

/**
 * The pack of a language, loading its chunk the first time; concurrent callers share one request.
 * A failed load (the network) is forgotten, so the next call tries again.
 */
export function loadLocalePack(locale: SupportedLocale): Promise<LocalePack> {
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
