import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const epgMessages: readonly PageMessages[] = [
  pageMessages('epg', {
    en: () => import('./i18n/epg'),
    zh: () => import('./i18n/epg.zh'),
    ms: () => import('./i18n/epg.ms'),
    ta: () => import('./i18n/epg.ta'),
  }),
];
