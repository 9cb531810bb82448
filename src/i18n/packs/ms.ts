import { ms } from 'date-fns/locale/ms';
// The attribute lets Node (the end-to-end tests) import the catalogue file as well as Vite does.
import labels from '../../../resources/_i18n/ms.json' with { type: 'json' };
import { messages as auth } from '../fragments/auth.ms';
import { messages as common } from '../../../kit/i18n/common.ms';
import { messages as dashboard } from '../fragments/dashboard.ms';
import { messages as editor } from '../../../resources/ui/i18n/editor.ms';
import { messages as dates } from '../../../kit/i18n/dates.ms';
import { messages as errors } from '../../../kit/i18n/errors.ms';
import { messages as lists } from '../../../resources/ui/i18n/lists.ms';
import { messages as product } from '../fragments/product.ms';
import { messages as profile } from '../fragments/profile.ms';
import { messages as resources } from '../../../resources/ui/i18n/resources.ms';
import { messages as shell } from '../fragments/shell.ms';
import type { LanguagePack, LocalePack } from '../localePack';
import { withPageMessages } from './pages';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.ms';
import { messages as player } from '../../../kit/player/i18n/player.ms';
import { malayMessages } from '../../../kit/i18n/ra/ms';

/** Malay (date-fns' ms for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const malayPack: LanguagePack = {
  locale: 'ms',
  reactAdmin: malayMessages,
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
  dateLocale: ms,
};

/** The whole pack, with every page's messages in this language. */
export function loadMalayPack(): Promise<LocalePack> {
  return withPageMessages('ms', malayPack);
}
