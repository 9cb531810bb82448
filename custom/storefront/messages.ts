import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const storefrontMessages: readonly PageMessages[] = [
  pageMessages('storefront', {
    en: () => import('./i18n/storefront'),
    zh: () => import('./i18n/storefront.zh'),
    ms: () => import('./i18n/storefront.ms'),
    ta: () => import('./i18n/storefront.ta'),
  }),
  pageMessages('storefrontCalendar', {
    en: () => import('./calendar/i18n/storefrontCalendar'),
    zh: () => import('./calendar/i18n/storefrontCalendar.zh'),
    ms: () => import('./calendar/i18n/storefrontCalendar.ms'),
    ta: () => import('./calendar/i18n/storefrontCalendar.ta'),
  }),
];
