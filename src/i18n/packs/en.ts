import type { LanguagePack, LocalePack } from '../localePack';
import { withPageMessages } from './pages';
import { englishShellPack } from './enShell';
import { messages as editor } from '../../../resources/ui/i18n/editor';
import { messages as dates } from '../../../kit/i18n/dates';
import { messages as lists } from '../../../resources/ui/i18n/lists';
import { messages as profile } from '../fragments/profile';
import { messages as resources } from '../../../resources/ui/i18n/resources';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery';
import { messages as player } from '../../../kit/player/i18n/player';

/**
 * English, the console's default language and the reference of every catalog: the shell's part
 * (`enShell.ts`, in the main bundle) and the other areas (the pages' own come from their
 * manifests, `localePacks.ts`). Loaded on demand like the other
 * languages (`localePacks.ts`): with the first page other than the dashboard, or when English is
 * chosen again.
 */
export const englishPack: LanguagePack = {
  ...englishShellPack,
  fragments: {
    ...englishShellPack.fragments,
    profile,
    dates,
    resources,
    lists,
    editor,
    gallery,
    player,
  },
};

/** The whole pack, with every page's messages in this language. */
export function loadEnglishPack(): Promise<LocalePack> {
  return withPageMessages('en', englishPack);
}
