import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const attributesMessages: readonly PageMessages[] = [
  pageMessages('attributes', {
    en: () => import('./i18n/attributes'),
    zh: () => import('./i18n/attributes.zh'),
    ms: () => import('./i18n/attributes.ms'),
    ta: () => import('./i18n/attributes.ta'),
  }),
];
