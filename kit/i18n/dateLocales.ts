import type { Locale as DateLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/*
 * date-fns' locales of the UI languages whose messages are loaded. The shell registers each
 * language's locale when its pack arrives (English is always here), so that kit's date hooks
 * need not know how languages are loaded.
 */
const registered = new Map<string, DateLocale>([['en', enUS]]);

/** Makes `locale`'s date-fns locale available to `dateLocaleOf` (called as its pack loads). */
export function registerDateLocale(locale: string, dateLocale: DateLocale): void {
  registered.set(locale, dateLocale);
}

/**
 * date-fns' locale for a UI language whose pack is loaded; English (en-US, date-fns' default)
 * for anything else. The i18n provider only switches to a language once its pack is here.
 */
export function dateLocaleOf(locale: string): DateLocale {
  return registered.get(locale) ?? enUS;
}
