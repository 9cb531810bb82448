import { enUS } from 'date-fns/locale/en-US';
import englishMessages from 'ra-language-english';
// The attribute lets Node (the end-to-end tests) import the catalogue file as well as Vite does.
import labels from '../../../resources/_i18n/en.json' with { type: 'json' };
import { messages as auth } from '../fragments/auth';
import { messages as common } from '../../../kit/i18n/common';
import { messages as dashboard } from '../fragments/dashboard';
import { messages as editor } from '../../../resources/ui/i18n/editor';
import { messages as dates } from '../../../kit/i18n/dates';
import { messages as errors } from '../../../kit/i18n/errors';
import { messages as lists } from '../../../resources/ui/i18n/lists';
import { messages as product } from '../fragments/product';
import { messages as profile } from '../fragments/profile';
import { messages as resources } from '../../../resources/ui/i18n/resources';
import { messages as shell } from '../fragments/shell';
import type { LocalePack } from '../localePack';
import { messages as geo } from '../../../custom/geo/i18n/geo';
import { messages as attributes } from '../../../custom/attributes/i18n/attributes';
import { messages as whatIf } from '../../../custom/policy/whatif/i18n/whatif';
import { messages as policy } from '../../../custom/policy/i18n/policy';
import { messages as appConfig } from '../../../custom/appconfig/i18n/appconfig';
import { messages as adTags } from '../../../custom/adtags/i18n/adTags';
import { messages as adServer } from '../../../custom/adserver/i18n/adServer';
import { messages as storefront } from '../../../custom/storefront/i18n/storefront';
import { messages as storefrontCalendar } from '../../../custom/storefront/calendar/i18n/storefrontCalendar';
import { messages as search } from '../../../custom/search/i18n/search';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes';
import { messages as schedule } from '../../../custom/schedule/i18n/schedule';
import { messages as epg } from '../../../custom/epg/i18n/epg';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery';
import { messages as mediaOps } from '../../../custom/mediaops/i18n/mediaOps';
import { messages as virtualChannels } from '../../../custom/virtualchannels/i18n/virtualChannels';
import { messages as programs } from '../../../custom/programs/i18n/programs';
import { messages as player } from '../../../kit/player/i18n/player';
import { messages as videoEditor } from '../../../custom/videoeditor/i18n/videoEditor';

/**
 * English, the console's default language and the reference of every catalog: part of the main
 * bundle (the other languages are loaded on demand). date-fns' en-US is its own default locale,
 * so naming it here costs nothing.
 */
export const englishPack: LocalePack = {
  locale: 'en',
  reactAdmin: englishMessages,
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
  },
  labels,
  dateLocale: enUS,
};
