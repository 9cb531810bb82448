import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const adTagsMessages: readonly PageMessages[] = [
  pageMessages('adTags', {
    en: () => import('./i18n/adTags'),
    zh: () => import('./i18n/adTags.zh'),
    ms: () => import('./i18n/adTags.ms'),
    ta: () => import('./i18n/adTags.ta'),
  }),
];
