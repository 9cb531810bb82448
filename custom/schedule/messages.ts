import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const scheduleMessages: readonly PageMessages[] = [
  pageMessages('schedule', {
    en: () => import('./i18n/schedule'),
    zh: () => import('./i18n/schedule.zh'),
    ms: () => import('./i18n/schedule.ms'),
    ta: () => import('./i18n/schedule.ta'),
  }),
];
