import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const programsMessages: readonly PageMessages[] = [
  pageMessages('programs', {
    en: () => import('./i18n/programs'),
    zh: () => import('./i18n/programs.zh'),
    ms: () => import('./i18n/programs.ms'),
    ta: () => import('./i18n/programs.ta'),
  }),
];
