import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const videoEditorMessages: readonly PageMessages[] = [
  pageMessages('videoEditor', {
    en: () => import('./i18n/videoEditor'),
    zh: () => import('./i18n/videoEditor.zh'),
    ms: () => import('./i18n/videoEditor.ms'),
    ta: () => import('./i18n/videoEditor.ta'),
  }),
];
