import { pageMessages, type PageMessages } from '../../kit/customPage';
import { messages } from './i18n/episodes';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const episodesMessages: readonly PageMessages[] = [
  pageMessages('episodes', {
    // Its English is on the sign-in → dashboard path (the shell shows it): in the main bundle.
    en: () => Promise.resolve({ messages }),
    zh: () => import('./i18n/episodes.zh'),
    ms: () => import('./i18n/episodes.ms'),
    ta: () => import('./i18n/episodes.ta'),
  }),
];
