import { pageMessages, type PageMessages } from '../../kit/customPage';
import { messages } from './i18n/search';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const searchMessages: readonly PageMessages[] = [
  pageMessages('search', {
    // Its English is on the sign-in → dashboard path (the shell shows it): in the main bundle.
    en: () => Promise.resolve({ messages }),
    zh: () => import('./i18n/search.zh'),
    ms: () => import('./i18n/search.ms'),
    ta: () => import('./i18n/search.ta'),
  }),
];
