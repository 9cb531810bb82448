import { useMemo } from 'react';
import { SUPPORTED_LOCALES } from '../../domain/languages';
import { useProviderCall } from '../layout/useProviderCall';

/**
 * The languages the language menu offers: those of the config service's language preferences
 * (`GET /config/language`) that the console has catalogs for, in the console's menu order. While
 * the answer is on its way, and when the call fails or names none of them, the four default
 * languages (spec section 8: a failed language config falls back to the defaults, silently).
 */
export function useOfferedLanguages(): typeof SUPPORTED_LOCALES {
  const config = useProviderCall('languageConfig', (dataProvider) =>
    dataProvider.getLanguageConfig(),
  );
  const served = config.data?.languages;
  return useMemo(() => {
    if (served === undefined) return SUPPORTED_LOCALES;
    const offered = SUPPORTED_LOCALES.filter((entry) => served.includes(entry.locale));
    return offered.length > 0 ? offered : SUPPORTED_LOCALES;
  }, [served]);
}
