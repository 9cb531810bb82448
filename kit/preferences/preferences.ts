import {
  DEFAULT_DISPLAY_FORMAT,
  isDisplayFormat,
  isValidTimeZone,
  type DisplayFormat,
} from '../../domain/dates';
import { isSupportedLocale, type SupportedLocale } from '../../domain/languages';
import { resolveInitialLocale } from '../../authProvider/localeMemory';
import { createPersistedSetting } from './persistedSetting';

/** A user's display preferences (profile page). */
export interface Preferences {
  language: SupportedLocale;
  /** One of the spec's display formats, in its own spelling ('DD MMM YYYY HH:mm'). */
  dateFormat: DisplayFormat;
  /** An IANA time zone, e.g. 'Asia/Singapore'. */
  timeZone: string;
}

/** Local storage key of the guest's preferences. */
export const PREFERENCES_LOCAL_KEY = 'console.preferences';

/** The browser's own time zone, or UTC where the runtime cannot tell. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

/** Preferences before the user chose any: the language in use, the default format, the browser's zone. */
export function defaultPreferences(): Preferences {
  return {
    language: resolveInitialLocale(),
    dateFormat: DEFAULT_DISPLAY_FORMAT,
    timeZone: browserTimeZone(),
  };
}

/** Stored preferences as a value; each unknown or invalid field falls back to its default. */
export function parsePreferences(payload: unknown): Preferences | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const defaults = defaultPreferences();
  const language: unknown = Reflect.get(payload, 'language');
  const dateFormat: unknown = Reflect.get(payload, 'dateFormat');
  const timeZone: unknown = Reflect.get(payload, 'timeZone');
  return {
    language: isSupportedLocale(language) ? language : defaults.language,
    dateFormat: isDisplayFormat(dateFormat) ? dateFormat : defaults.dateFormat,
    timeZone:
      typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : defaults.timeZone,
  };
}

/** The user's preferences: user settings of type 'preferences', or local storage for guests. */
export const preferencesSetting = createPersistedSetting<Preferences>({
  t: 'preferences',
  n: 'preferences',
  localKey: PREFERENCES_LOCAL_KEY,
  defaults: defaultPreferences,
  parse: parsePreferences,
});

/** Every IANA time zone the runtime knows, for the time zone picker. */
export function knownTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
