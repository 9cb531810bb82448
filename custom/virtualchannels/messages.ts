import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const virtualChannelsMessages: readonly PageMessages[] = [
  pageMessages('virtualChannels', {
    en: () => import('./i18n/virtualChannels'),
    zh: () => import('./i18n/virtualChannels.zh'),
    ms: () => import('./i18n/virtualChannels.ms'),
    ta: () => import('./i18n/virtualChannels.ta'),
  }),
];
