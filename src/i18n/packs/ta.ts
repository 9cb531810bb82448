import { ta } from 'date-fns/locale/ta';
// The attribute lets Node (the end-to-end tests) import the catalogue file as well as Vite does.
import labels from '../../../resources/_i18n/ta.json' with { type: 'json' };
import { messages as auth } from '../fragments/auth.ta';
import { messages as common } from '../../../kit/i18n/common.ta';
import { messages as dashboard } from '../fragments/dashboard.ta';
import { messages as editor } from '../../../resources/ui/i18n/editor.ta';
import { messages as dates } from '../../../kit/i18n/dates.ta';
import { messages as errors } from '../../../kit/i18n/errors.ta';
import { messages as lists } from '../../../resources/ui/i18n/lists.ta';
import { messages as product } from '../fragments/product.ta';
import { messages as profile } from '../fragments/profile.ta';
import { messages as resources } from '../../../resources/ui/i18n/resources.ta';
import { messages as shell } from '../fragments/shell.ta';
import type { LanguagePack, LocalePack } from '../localePack';
import { withPageMessages } from './pages';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.ta';
import { messages as player } from '../../../kit/player/i18n/player.ta';
import { tamilMessages } from '../../../kit/i18n/ra/ta';

/** Tamil (date-fns' ta for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const tamilPack: LanguagePack = {
  locale: 'ta',
  reactAdmin: tamilMessages,
  fragments: {
    common,
    shell,
    auth,
    product,
    dashboard,
    profile,
    errors,
    dates,
    resources,
    editor,
    lists,
    gallery,
    player,
  },
  labels,
  dateLocale: ta,
};

/** The whole pack, with every page's messages in this language. */
export function loadTamilPack(): Promise<LocalePack> {
  return withPageMessages('ta', tamilPack);
}
