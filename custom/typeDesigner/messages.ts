import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const typeDesignerMessages: readonly PageMessages[] = [
  pageMessages('typeDesigner', {
    en: () => import('./i18n/typeDesigner'),
    zh: () => import('./i18n/typeDesigner.zh'),
    ms: () => import('./i18n/typeDesigner.ms'),
    ta: () => import('./i18n/typeDesigner.ta'),
  }),
];
