import type { LocalePack } from '../localePack';
import { englishShellPack } from './enShell';
import { messages as editor } from '../../../resources/ui/i18n/editor';
import { messages as dates } from '../../../kit/i18n/dates';
import { messages as lists } from '../../../resources/ui/i18n/lists';
import { messages as profile } from '../fragments/profile';
import { messages as resources } from '../../../resources/ui/i18n/resources';
import { messages as geo } from '../../../custom/geo/i18n/geo';
import { messages as attributes } from '../../../custom/attributes/i18n/attributes';
import { messages as whatIf } from '../../../custom/policy/whatif/i18n/whatif';
import { messages as policy } from '../../../custom/policy/i18n/policy';
import { messages as appConfig } from '../../../custom/appconfig/i18n/appconfig';
import { messages as adTags } from '../../../custom/adtags/i18n/adTags';
import { messages as adServer } from '../../../custom/adserver/i18n/adServer';
import { messages as storefront } from '../../../custom/storefront/i18n/storefront';
import { messages as storefrontCalendar } from '../../../custom/storefront/calendar/i18n/storefrontCalendar';
import { messages as schedule } from '../../../custom/schedule/i18n/schedule';
import { messages as epg } from '../../../custom/epg/i18n/epg';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery';
import { messages as mediaOps } from '../../../custom/mediaops/i18n/mediaOps';
import { messages as virtualChannels } from '../../../custom/virtualchannels/i18n/virtualChannels';
import { messages as programs } from '../../../custom/programs/i18n/programs';
import { messages as player } from '../../../kit/player/i18n/player';
import { messages as videoEditor } from '../../../custom/videoeditor/i18n/videoEditor';
import { messages as typeDesigner } from '../../../custom/typeDesigner/i18n/typeDesigner';

/**
 * English, the console's default language and the reference of every catalog: the shell's part
 * (`enShell.ts`, in the main bundle) and every page's areas. Loaded on demand like the other
 * languages (`localePacks.ts`): with the first page other than the dashboard, or when English is
 * chosen again.
 */
export const englishPack: LocalePack = {
  ...englishShellPack,
  fragments: {
    ...englishShellPack.fragments,
    profile,
    dates,
    resources,
    lists,
    editor,
    geo,
    attributes,
    whatIf,
    policy,
    appConfig,
    adTags,
    adServer,
    storefront,
    storefrontCalendar,
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
};
