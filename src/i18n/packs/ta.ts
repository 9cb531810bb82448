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
import type { LocalePack } from '../localePack';
import { messages as geo } from '../../../custom/geo/i18n/geo.ta';
import { messages as attributes } from '../../../custom/attributes/i18n/attributes.ta';
import { messages as whatIf } from '../../../custom/policy/whatif/i18n/whatif.ta';
import { messages as policy } from '../../../custom/policy/i18n/policy.ta';
import { messages as appConfig } from '../../../custom/appconfig/i18n/appconfig.ta';
import { messages as adTags } from '../../../custom/adtags/i18n/adTags.ta';
import { messages as adServer } from '../../../custom/adserver/i18n/adServer.ta';
import { messages as storefront } from '../../../custom/storefront/i18n/storefront.ta';
import { messages as storefrontCalendar } from '../../../custom/storefront/calendar/i18n/storefrontCalendar.ta';
import { messages as search } from '../../../custom/search/i18n/search.ta';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications.ta';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes.ta';
import { messages as schedule } from '../../../custom/schedule/i18n/schedule.ta';
import { messages as epg } from '../../../custom/epg/i18n/epg.ta';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.ta';
import { messages as mediaOps } from '../../../custom/mediaops/i18n/mediaOps.ta';
import { messages as virtualChannels } from '../../../custom/virtualchannels/i18n/virtualChannels.ta';
import { messages as programs } from '../../../custom/programs/i18n/programs.ta';
import { messages as player } from '../../../kit/player/i18n/player.ta';
import { messages as videoEditor } from '../../../custom/videoeditor/i18n/videoEditor.ta';
import { messages as typeDesigner } from '../../../custom/typeDesigner/i18n/typeDesigner.ta';
import { tamilMessages } from '../../../kit/i18n/ra/ta';

/** Tamil (date-fns' ta for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const tamilPack: LocalePack = {
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
  dateLocale: ta,
};
