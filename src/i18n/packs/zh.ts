import { zhCN } from 'date-fns/locale/zh-CN';
// The attribute lets Node (the end-to-end tests) import the catalogue file as well as Vite does.
import labels from '../../../resources/_i18n/zh.json' with { type: 'json' };
import { messages as auth } from '../fragments/auth.zh';
import { messages as common } from '../../../kit/i18n/common.zh';
import { messages as dashboard } from '../fragments/dashboard.zh';
import { messages as editor } from '../../../resources/ui/i18n/editor.zh';
import { messages as dates } from '../../../kit/i18n/dates.zh';
import { messages as errors } from '../../../kit/i18n/errors.zh';
import { messages as lists } from '../../../resources/ui/i18n/lists.zh';
import { messages as product } from '../fragments/product.zh';
import { messages as profile } from '../fragments/profile.zh';
import { messages as resources } from '../../../resources/ui/i18n/resources.zh';
import { messages as shell } from '../fragments/shell.zh';
import type { LanguagePack, LocalePack } from '../localePack';
import { withPageMessages } from './pages';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.zh';
import { messages as player } from '../../../kit/player/i18n/player.zh';
import { chineseMessages } from '../../../kit/i18n/ra/zh';

/** Simplified Chinese (date-fns' zh-CN for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const chinesePack: LanguagePack = {
  locale: 'zh',
  reactAdmin: chineseMessages,
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
  dateLocale: zhCN,
};

/** The whole pack, with every page's messages in this language. */
export function loadChinesePack(): Promise<LocalePack> {
  return withPageMessages('zh', chinesePack);
}
