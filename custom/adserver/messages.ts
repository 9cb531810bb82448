import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const adServerMessages: readonly PageMessages[] = [
  pageMessages('adServer', {
    en: () => import('./i18n/adServer'),
    zh: () => import('./i18n/adServer.zh'),
    ms: () => import('./i18n/adServer.ms'),
    ta: () => import('./i18n/adServer.ta'),
  }),
];
