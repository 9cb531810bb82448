import type { CustomPageRoute } from '../../kit/customPage';
import { appConfigRoutes } from '../../custom/appconfig/routes';
import { adTagRoutes } from '../../custom/adtags/routes';
import { adServerRoutes } from '../../custom/adserver/routes';
import { attributeRoutes } from '../../custom/attributes/routes';
import { geoRoutes } from '../../custom/geo/routes';
import { policyRoutes } from '../../custom/policy/routes';
import { searchRoutes } from '../../custom/search/routes';
import { notificationRoutes } from '../../custom/notifications/routes';
import { episodeRoutes } from '../../custom/episodes/routes';
import { storefrontRoutes } from '../../custom/storefront/routes';
import { scheduleRoutes } from '../../custom/schedule/routes';
import { epgRoutes } from '../../custom/epg/routes';
import { virtualChannelRoutes } from '../../custom/virtualchannels/routes';
import { programRoutes } from '../../custom/programs/routes';
import { videoEditorRoutes } from '../../custom/videoeditor/routes';
import { typeDesignerRoutes } from '../../custom/typeDesigner/routes';
import { LIVE_EVENT_PANELS } from './itemExtras';

/**
 * Every bespoke page's routes (`custom/<page>/routes.tsx`), mounted by `consoleRoutes` under the
 * layout behind the access guard. A new page adds its routes here and its messages to the
 * language packs (`src/i18n/packs`, one fragment area each in `localePack.ts`).
 */
export const CUSTOM_PAGE_ROUTES: readonly CustomPageRoute[] = [
  ...geoRoutes,
  ...attributeRoutes,
  ...policyRoutes,
  ...appConfigRoutes,
  ...adTagRoutes,
  ...adServerRoutes,
  ...storefrontRoutes,
  ...searchRoutes,
  ...notificationRoutes,
  ...episodeRoutes,
  ...scheduleRoutes,
  // The EPG page's Live events open the live event edit page's panels (issue 14).
  ...epgRoutes(LIVE_EVENT_PANELS),
  ...virtualChannelRoutes,
  ...programRoutes,
  ...videoEditorRoutes,
  ...typeDesignerRoutes,
];
