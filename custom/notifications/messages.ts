import { pageMessages, type PageMessages } from '../../kit/customPage';
import { messages } from './i18n/notifications';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const notificationsMessages: readonly PageMessages[] = [
  pageMessages('notifications', {
    // Its English is on the sign-in → dashboard path (the shell shows it): in the main bundle.
    en: () => Promise.resolve({ messages }),
    zh: () => import('./i18n/notifications.zh'),
    ms: () => import('./i18n/notifications.ms'),
    ta: () => import('./i18n/notifications.ta'),
  }),
];
