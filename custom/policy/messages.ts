import { pageMessages, type PageMessages } from '../../kit/customPage';

/** The page's messages, each area in the four languages (each language its own chunk). */
export const policyMessages: readonly PageMessages[] = [
  pageMessages('whatIf', {
    en: () => import('./whatif/i18n/whatif'),
    zh: () => import('./whatif/i18n/whatif.zh'),
    ms: () => import('./whatif/i18n/whatif.ms'),
    ta: () => import('./whatif/i18n/whatif.ta'),
  }),
  pageMessages('policy', {
    en: () => import('./i18n/policy'),
    zh: () => import('./i18n/policy.zh'),
    ms: () => import('./i18n/policy.ms'),
    ta: () => import('./i18n/policy.ta'),
  }),
];
