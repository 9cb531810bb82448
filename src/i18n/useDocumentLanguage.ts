import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isSupportedLocale, type SupportedLocale } from './locales';

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

/**
 * Keeps `<html lang>` in step with the UI language. Screen readers read the page in it, and the
 * browser chooses fallback fonts by it (Mulish has no Tamil or Chinese glyphs): with the page
 * still marked English, Debian's Chromium drew many Tamil words as empty boxes.
 */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = isSupportedLocale(locale) ? DOCUMENT_LANGUAGE_TAGS[locale] : locale;
  }, [locale]);
}
