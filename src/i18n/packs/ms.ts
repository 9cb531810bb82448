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
import type { LocalePack } from '../localePack';
import { messages as geo } from '../../../custom/geo/i18n/geo.ms';
import { messages as attributes } from '../../../custom/attributes/i18n/attributes.ms';
import { messages as whatIf } from '../../../custom/policy/whatif/i18n/whatif.ms';
import { messages as policy } from '../../../custom/policy/i18n/policy.ms';
import { messages as appConfig } from '../../../custom/appconfig/i18n/appconfig.ms';
import { messages as adTags } from '../../../custom/adtags/i18n/adTags.ms';
import { messages as adServer } from '../../../custom/adserver/i18n/adServer.ms';
import { messages as storefront } from '../../../custom/storefront/i18n/storefront.ms';
import { messages as storefrontCalendar } from '../../../custom/storefront/calendar/i18n/storefrontCalendar.ms';
import { messages as search } from '../../../custom/search/i18n/search.ms';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications.ms';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes.ms';
import { messages as schedule } from '../../../custom/schedule/i18n/schedule.ms';
import { messages as epg } from '../../../custom/epg/i18n/epg.ms';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery.ms';
import { messages as mediaOps } from '../../../custom/mediaops/i18n/mediaOps.ms';
import { messages as virtualChannels } from '../../../custom/virtualchannels/i18n/virtualChannels.ms';
import { messages as programs } from '../../../custom/programs/i18n/programs.ms';
import { messages as player } from '../../../kit/player/i18n/player.ms';
import { messages as videoEditor } from '../../../custom/videoeditor/i18n/videoEditor.ms';
import { messages as typeDesigner } from '../../../custom/typeDesigner/i18n/typeDesigner.ms';
import { malayMessages } from '../../../kit/i18n/ra/ms';

/** Malay (date-fns' ms for month names): its own chunk, loaded when the language is first chosen (`localePacks.ts`). */
export const malayPack: LocalePack = {
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
  dateLocale: ms,
};
