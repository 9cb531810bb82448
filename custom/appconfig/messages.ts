import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const appConfigMessages: readonly PageMessages[] = [
  pageMessages('appConfig', {
    en: () => import('./i18n/appconfig'),
    zh: () => import('./i18n/appconfig.zh'),
    ms: () => import('./i18n/appconfig.ms'),
    ta: () => import('./i18n/appconfig.ta'),
  }),
];
