import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { DOCUMENT_LANGUAGE_TAGS, isSupportedLocale } from '../../domain/languages';

/**
 * Keeps `<html lang>` in step with the UI language. Screen readers read the page in it, and the
 * browser chooses fallback fonts by it (Mulish has no Tamil or Chinese glyphs): with the page
 * still marked English, Debian's Chromium drew many Tamil words as empty boxes.
 */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = isSupportedLocale(locale)
      ? DOCUMENT_LANGUAGE_TAGS[locale]
      : locale;
  }, [locale]);
}
