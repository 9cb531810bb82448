import type { Locale as DateLocale } from 'date-fns';
import type { TranslationMessages } from 'react-admin';
import { catalogueMessages, type FlatLabels } from '../../resources/ui/i18n/catalogueMessages';
import type { SupportedLocale } from '../../domain/languages';
import { mergeMessages, type MessageTree } from '../../kit/i18n/messageTree';

/**
 * The console's own message areas (the shell's, kit's and the catalogue's), each with its own
 * `console.<area>.*` prefix and one fragment per language (`fragments/<area>.ts` in English,
 * `fragments/<area>.<locale>.ts` for the others). A new such area is added here; the type check
 * then asks each language's pack for its fragment. A bespoke page's areas are not here: its
 * manifest names them (`custom/<page>/page.ts`) and each pack loads them (`localePacks.ts`).
 */
export const FRAGMENT_AREAS = [
  'common',
  'shell',
  'auth',
  'product',
  'dashboard',
  'profile',
  'errors',
  'dates',
  'resources',
  'editor',
  'lists',
  'gallery',
  'player',
] as const;

export type FragmentArea = (typeof FRAGMENT_AREAS)[number];

/**
 * The areas the shell shows on the sign-in → dashboard path (menus, toolbar, bell, dashboard,
 * error screens): in English these come with the entry chunk, with the English of the pages the
 * shell shows there too (search, notifications, episodes: `packs/enShell.ts`); the other areas'
 * English comes with the first page that is not the dashboard (`packs/en.ts` and the pages'
 * messages, loaded by `localePacks.ts`).
 */
export const SHELL_AREAS = [
  'common',
  'shell',
  'auth',
  'product',
  'dashboard',
  'errors',
] as const satisfies readonly FragmentArea[];

export type ShellArea = (typeof SHELL_AREAS)[number];

/**
 * Everything one UI language needs, kept together so that a language other than English arrives
 * as one chunk when it is first chosen (`packs/<locale>.ts`, loaded by `localePacks.ts`).
 */
export interface LocalePack {
  locale: SupportedLocale;
  /** react-admin's own messages (`ra.*`). */
  reactAdmin: TranslationMessages;
  /** Each area's messages (`console.<area>.*`). */
  fragments: Readonly<Record<FragmentArea, MessageTree>>;
  /** Each bespoke page's areas' messages (`console.<area>.*`), by area. */
  pages: Readonly<Record<string, MessageTree>>;
  /** The resource catalogue's labels (`resources/_i18n/<locale>.json`). */
  labels: FlatLabels;
  /** date-fns' locale: month names in dates. */
  dateLocale: DateLocale;
}

/** A language's own pack module (`packs/<locale>.ts`): everything but the pages' messages. */
export type LanguagePack = Omit<LocalePack, 'pages'>;

/** A pack with the shell's areas only: English as the console starts (`packs/enShell.ts`). */
export interface ShellPack extends Omit<LocalePack, 'fragments'> {
  fragments: Readonly<Record<ShellArea, MessageTree>>;
}

/**
 * All messages of a pack as polyglot gets them: react-admin's (`ra.*`), then every area fragment
 * and every page's (`console.<area>.*`), then the resource catalogue's labels (`fields.*`, `categories.*`,
 * `enums.*`, `resources.<type>.name|plural`).
 */
export function mergeLocalePack(pack: LocalePack | ShellPack): TranslationMessages {
  const fragments: Partial<Record<FragmentArea, MessageTree>> = pack.fragments;
  return mergeMessages(
    pack.reactAdmin,
    ...FRAGMENT_AREAS.flatMap((area) => {
      const fragment = fragments[area];
      return fragment ? [fragment] : [];
    }),
    ...Object.values(pack.pages),
    catalogueMessages(pack.labels, pack.locale),
  );
}
