import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const mediaOpsMessages: readonly PageMessages[] = [
  pageMessages('mediaOps', {
    en: () => import('./i18n/mediaOps'),
    zh: () => import('./i18n/mediaOps.zh'),
    ms: () => import('./i18n/mediaOps.ms'),
    ta: () => import('./i18n/mediaOps.ta'),
  }),
];
