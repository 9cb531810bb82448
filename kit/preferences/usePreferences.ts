import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { isSupportedLocale } from '../../domain/languages';
import { storeLocale } from '../../authProvider/localeMemory';
import { usePersistedSetting } from './usePersistedSetting';
import { preferencesSetting, type Preferences } from './preferences';

/**
 * The signed-in user's display preferences, for every screen that shows a date:
 * `formatDisplayDate(value, dateFormat, timeZone)` from domain/dates. `language` is the
 * language the console is shown in right now (the toolbar's switcher may have changed it
 * since the preference was saved). Outside the console layout, before the preferences
 * load, the defaults apply: 'DD MMM YYYY HH:mm' in the browser's time zone.
 */
export function usePreferences(): Preferences {
  const { value } = usePersistedSetting(preferencesSetting);
  const [locale] = useLocaleState();
  return { ...value, language: isSupportedLocale(locale) ? locale : value.language };
}

/** Saves the preferences (user settings of type 'preferences'; local storage for guests). */
export function useSavePreferences(): (next: Preferences) => Promise<void> {
  return usePersistedSetting(preferencesSetting).save;
}

/**
 * Switches the console to the preferred language whenever the saved preference changes
 * (it loads at sign-in, or the profile page saves a new one). Mounted by the shell.
 */
export function useApplyPreferredLanguage(): void {
  const { value } = usePersistedSetting(preferencesSetting);
  const [locale, setLocale] = useLocaleState();
  const applied = useRef(value.language);
  useEffect(() => {
    if (applied.current === value.language) return;
    applied.current = value.language;
    if (value.language !== locale) {
      storeLocale(value.language);
      setLocale(value.language);
    }
  }, [value.language, locale, setLocale]);
}
