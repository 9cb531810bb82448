import type { ReactElement } from 'react';
import type { Action } from '../domain/permissions/actions';
import type { PageResource } from '../domain/permissions/pages';
import type { SupportedLocale } from '../domain/languages';
import type { MessageTree } from './i18n/messageTree';

/**
 * One route of a bespoke page (`custom/<page>/routes.tsx`): the composition root mounts it under
 * the layout behind the access guard of its page resource (view, or `action` when the route does
 * more, like an add page's 'create'; `actions` when it needs several, each of them).
 */
export interface CustomPageRoute {
  path: string;
  resource: PageResource;
  action?: Action;
  actions?: readonly Action[];
  element: ReactElement;
}

/** A page's messages under `console.<area>.*`, one loader per language (each its own chunk). */
export interface PageMessages {
  area: string;
  load: Readonly<Record<SupportedLocale, () => Promise<MessageTree>>>;
}

/**
 * A bespoke page's manifest (`custom/<page>/page.ts`): its routes, which the one list of pages
 * (`src/pages.ts`) mounts. Its messages are declared beside it (`custom/<page>/messages.ts`) and
 * listed for the language packs in `src/pageMessages.ts`: apart, so that the pages' routes, on the
 * sign-in → dashboard path, do not bring the messages' loaders. Its menu entry asks for the same
 * permission as its routes: the one its `page.json` declares (`readPagePermission`).
 */
export interface ConsolePage {
  /** The page's folder under `custom/`. */
  id: string;
  routes: readonly CustomPageRoute[];
}

/** A message module as each page's `i18n/<area>[.<locale>].ts` is: `export const messages`. */
type MessageModule = Promise<{ messages: MessageTree }>;

/**
 * A page's messages from its modules' loaders, e.g.
 * `pageMessages('adTags', { en: () => import('./i18n/adTags'), zh: () => import('./i18n/adTags.zh'), … })`.
 */
export function pageMessages(
  area: string,
  modules: Readonly<Record<SupportedLocale, () => MessageModule>>,
): PageMessages {
  const load = (locale: SupportedLocale) => () => modules[locale]().then((m) => m.messages);
  return { area, load: { en: load('en'), zh: load('zh'), ms: load('ms'), ta: load('ta') } };
}
