import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const geoMessages: readonly PageMessages[] = [
  pageMessages('geo', {
    en: () => import('./i18n/geo'),
    zh: () => import('./i18n/geo.zh'),
    ms: () => import('./i18n/geo.ms'),
    ta: () => import('./i18n/geo.ta'),
  }),
];
