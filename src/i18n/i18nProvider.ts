import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { mergeLocalePack, type LocalePack } from './localePack';
import { englishShellPack, loadLocalePack, loadedLocalePack } from './localePacks';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  isSupportedLocale,
  type SupportedLocale,
} from '../../domain/languages';
import { resolveInitialLocale } from '../../authProvider/localeMemory';
import type { DesignedTypeLabels } from '../../dataProvider/types';

export { SUPPORTED_LOCALES, resolveInitialLocale };

const cache = new Map<SupportedLocale, TranslationMessages>();

/** The designed types' labels by locale (names, fields, tabs), from the catalogue service. */
let designedLabels: DesignedTypeLabels = {};

/**
 * A locale's designed-type labels, flat (polyglot reads a dotted key as its path), each type's
 * menu entry (`console.shell.nav.type.<id>`) named by its plural, else its name.
 */
function designedMessages(locale: SupportedLocale): Record<string, string> {
  const labels = designedLabels[locale] ?? {};
  const menuEntries: Record<string, string> = {};
  for (const [key, text] of Object.entries(labels)) {
    const match = /^resources\.([^.]+)\.(name|plural)$/.exec(key);
    if (match && (match[2] === 'plural' || !menuEntries[`console.shell.nav.type.${match[1]}`]))
      menuEntries[`console.shell.nav.type.${match[1]}`] = text;
  }
  return { ...menuEntries, ...labels };
}

function mergedMessages(pack: LocalePack): TranslationMessages {
  const cached = cache.get(pack.locale);
  if (cached) return cached;
  const merged = { ...mergeLocalePack(pack), ...designedMessages(pack.locale) };
  cache.set(pack.locale, merged);
  return merged;
}

let shellMessages: TranslationMessages | undefined;
/** The shell's English is being applied again (new designed-type labels), not the whole pack. */
let reapplyingShell = false;

/** English as the console starts: react-admin's, the shell's areas, the catalogue's labels. */
function englishShellMessages(): TranslationMessages {
  shellMessages ??= { ...mergeLocalePack(englishShellPack), ...designedMessages('en') };
  return shellMessages;
}

/**
 * All messages of one locale (react-admin's, every area fragment's, the catalogue's labels; see
 * `mergeLocalePack`), built once per locale. At once when its pack is here, else a Promise that
 * loads the pack's chunk first: polyglot's `changeLocale` waits for it, and react-admin keeps
 * showing the previous language meanwhile.
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
   * Language to start in, English by default. Another language's pack must be loaded already
   * (`await loadMessages(locale)`): polyglot takes the first language's messages at once. English
   * starts with the shell's messages when its whole pack is not here yet (`loadPageMessages`).
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
  const initialPack = loadedLocalePack(initialLocale);
  if (!initialPack && initialLocale !== 'en') {
    throw new Error(
      `The ${initialLocale} messages are not loaded yet: await loadMessages('${initialLocale}') first`,
    );
  }
  // The first call (polyglot's constructor) takes the messages at once; every later one (a
  // change of language) the whole pack, loaded first if need be.
  let starting = true;
  return polyglotI18nProvider(
    (locale) => {
      if (starting) {
        starting = false;
        return initialPack ? mergedMessages(initialPack) : englishShellMessages();
      }
      if (reapplyingShell && locale === DEFAULT_LOCALE) return englishShellMessages();
      return messagesFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE);
    },
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
/** The console's provider has only the shell's English (it started so and has not changed). */
let shellOnly = !loadedLocalePack(DEFAULT_LOCALE);
/** Language changes asked of the console's provider and not yet done, and the last of them. */
let changing = 0;
let lastChange: Promise<unknown> = Promise.resolve();

{
  const changeLocale = i18nProvider.changeLocale.bind(i18nProvider);
  i18nProvider.changeLocale = (locale: string) => {
    changing += 1;
    const change = changeLocale(locale)
      .then(() => {
        // Every change of language takes a whole pack.
        shellOnly = false;
      })
      .finally(() => {
        changing -= 1;
      });
    lastChange = change.catch(() => undefined);
    return change;
  };
}

/**
 * The console's provider has every page's messages in its language: any language other than
 * English (a whole pack), or English once its pages' part is here.
 */
export function pageMessagesReady(): boolean {
  return !shellOnly;
}

let pageMessages: Promise<void> | undefined;

/**
 * Gives the console's provider every page's messages: the console starts in English with the
 * shell's messages alone (the dashboard needs no more), and the first other page (PageMessages)
 * loads the rest of English here. Resolves at once when they are there; a failed load (the
 * network) is forgotten, so the next page tries again.
 */
export function loadPageMessages(): Promise<void> {
  if (!shellOnly) return Promise.resolve();
  pageMessages ??= loadLocalePack(DEFAULT_LOCALE)
    .then(async () => {
      // A change of language under way ends with a whole pack; else English again, whole.
      while (changing > 0) await lastChange;
      if (shellOnly) await i18nProvider.changeLocale(i18nProvider.getLocale());
    })
    .finally(() => {
      pageMessages = undefined;
    });
  return pageMessages;
}

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

/**
 * Gives the console's provider the designed types' labels (`getDesignedTypeLabels`): when they
 * changed, every locale's messages are built again and the current language is applied again,
 * so the menu, lists and forms show a type published meanwhile by its names. Resolves true when
 * they changed.
 */
export async function setDesignedTypeLabels(labels: DesignedTypeLabels): Promise<boolean> {
  const given = Object.fromEntries(
    Object.entries(labels).filter(([, messages]) => Object.keys(messages).length > 0),
  );
  if (JSON.stringify(given) === JSON.stringify(designedLabels)) return false;
  designedLabels = given;
  cache.clear();
  shellMessages = undefined;
  while (changing > 0) await lastChange;
  const locale = i18nProvider.getLocale();
  // English with the shell's messages alone stays so (loadPageMessages brings the rest).
  const keepShell = shellOnly && locale === DEFAULT_LOCALE;
  reapplyingShell = keepShell;
  try {
    await i18nProvider.changeLocale(locale);
  } finally {
    reapplyingShell = false;
    if (keepShell) shellOnly = true;
  }
  return true;
}
