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
import type { LocalePack } from '../localePack';
import { messages as geo } from '../../../custom/geo/i18n/geo.zh';
import { messages as attributes } from '../../../custom/attributes/i18n/attributes.zh';
import { messages as whatIf } from '../../../custom/policy/whatif/i18n/whatif.zh';
import { messages as policy } from '../../../custom/policy/i18n/policy.zh';
import { messages as appConfig } from '../../../custom/appconfig/i18n/appconfig.zh';
import { messages as adTags } from '../../../custom/adtags/i18n/adTags.zh';
import { messages as adServer } from '../../../custom/adserver/i18n/adServer.zh';
import { messages as storefront } from '../../../custom/storefront/i18n/storefront.zh';
import { messages as storefrontCalendar } from '../../../custom/storefront/calendar/i18n/storefrontCalendar.zh';
import { messages as search } from '../../../custom/search/i18n/search.zh';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications.zh';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes.zh';
import { messages as schedule } from '../../../custom/schedule/i18n/schedule.zh';
import { messages as epg } from '../../../custom/epg/i18n/epg.zh';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.zh';
import { messages as mediaOps } from '../../../custom/mediaops/i18n/mediaOps.zh';
import { messages as virtualChannels } from '../../../custom/virtualchannels/i18n/virtualChannels.zh';
import { messages as programs } from '../../../custom/programs/i18n/programs.zh';
import { messages as player } from '../../../kit/player/i18n/player.zh';
import { messages as videoEditor } from '../../../custom/videoeditor/i18n/videoEditor.zh';
import { messages as typeDesigner } from '../../../custom/typeDesigner/i18n/typeDesigner.zh';
import { chineseMessages } from '../../../kit/i18n/ra/zh';

/** Simplified Chinese (date-fns' zh-CN for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const chinesePack: LocalePack = {
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
    geo,
    attributes,
    whatIf,
    policy,
    appConfig,
    adTags,
    adServer,
    storefront,
    storefrontCalendar,
    search,
    notifications,
    episodes,
    schedule,
    epg,
    virtualChannels,
    programs,
    gallery,
    mediaOps,
    player,
    videoEditor,
    typeDesigner,
  },
  labels,
  dateLocale: zhCN,
};
