import type { ConsolePage } from '../kit/customPage';
import { adServerPage } from '../custom/adserver/page';
import { adTagsPage } from '../custom/adtags/page';
import { appConfigPage } from '../custom/appconfig/page';
import { attributesPage } from '../custom/attributes/page';
import { epgPage } from '../custom/epg/page';
import { episodesPage } from '../custom/episodes/page';
import { geoPage } from '../custom/geo/page';
import { mediaOpsPage } from '../custom/mediaops/page';
import { notificationsPage } from '../custom/notifications/page';
import { policyPage } from '../custom/policy/page';
import { programsPage } from '../custom/programs/page';
import { schedulePage } from '../custom/schedule/page';
import { searchPage } from '../custom/search/page';
import { storefrontPage } from '../custom/storefront/page';
import { typeDesignerPage } from '../custom/typeDesigner/page';
import { videoEditorPage } from '../custom/videoeditor/page';
import { virtualChannelsPage } from '../custom/virtualchannels/page';
import { LIVE_EVENT_PANELS } from './routes/liveEventPanels';

/**
 * Every bespoke page of the console, each by its manifest (`custom/<page>/page.ts`): the one
 * list a new page is added to. The composition root mounts their routes (`routes/customPages.ts`)
 * and each language's pack loads their messages (`i18n/localePacks.ts`).
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  geoPage,
  attributesPage,
  policyPage,
  appConfigPage,
  adTagsPage,
  adServerPage,
  storefrontPage,
  searchPage,
  notificationsPage,
  episodesPage,
  schedulePage,
  // The EPG page's Live events open the live event edit page's panels.
  epgPage(LIVE_EVENT_PANELS),
  virtualChannelsPage,
  programsPage,
  mediaOpsPage,
  videoEditorPage,
  typeDesignerPage,
];
