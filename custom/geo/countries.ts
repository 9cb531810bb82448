import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import countries from 'i18n-iso-countries';
// Country names in the console's four languages (i18n-iso-countries' data, ISO 3166-1).
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ms from 'i18n-iso-countries/langs/ms.json' with { type: 'json' };
import ta from 'i18n-iso-countries/langs/ta.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

for (const pack of [en, ms, ta, zh]) countries.registerLocale(pack);

/** A country as the pickers list it: its ISO 3166-1 alpha-2 code and its name in the UI language. */
export interface CountryChoice {
  id: string;
  name: string;
}

/** A country's name in a language (English when that language lacks it; the code when unknown). */
export function countryName(code: string, locale: string): string {
  const name = countries.getName(code, locale) ?? countries.getName(code, 'en');
  return name ?? code;
}

/** Every ISO 3166-1 country, named in the UI language and sorted by that name. */
export function useCountryChoices(): CountryChoice[] {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    return Object.keys(countries.getAlpha2Codes())
      .map((id) => ({ id, name: `${countryName(id, locale)} (${id})` }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}

/** A formatter for country codes in the UI language: 'Malaysia (MY)'. */
export function useCountryName(): (code: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return (code) => (code ? `${countryName(code, locale)} (${code})` : '');
}
