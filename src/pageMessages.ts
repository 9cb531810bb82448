import type { PageMessages } from '../kit/customPage';
import { adServerMessages } from '../custom/adserver/messages';
import { adTagsMessages } from '../custom/adtags/messages';
import { appConfigMessages } from '../custom/appconfig/messages';
import { attributesMessages } from '../custom/attributes/messages';
import { epgMessages } from '../custom/epg/messages';
import { episodesMessages } from '../custom/episodes/messages';
import { geoMessages } from '../custom/geo/messages';
import { mediaOpsMessages } from '../custom/mediaops/messages';
import { notificationsMessages } from '../custom/notifications/messages';
import { policyMessages } from '../custom/policy/messages';
import { programsMessages } from '../custom/programs/messages';
import { scheduleMessages } from '../custom/schedule/messages';
import { searchMessages } from '../custom/search/messages';
import { storefrontMessages } from '../custom/storefront/messages';
import { typeDesignerMessages } from '../custom/typeDesigner/messages';
import { videoEditorMessages } from '../custom/videoeditor/messages';
import { virtualChannelsMessages } from '../custom/virtualchannels/messages';

/**
 * The bespoke pages' messages, in the order of the pages' list (`pages.ts`, which a test holds
 * this to): each language's pack loads them (`i18n/localePacks.ts`). Apart from the pages' list
 * because the packs load on the sign-in → dashboard path and the pages' routes do not.
 */
export const PAGE_MESSAGES: readonly PageMessages[] = [
  ...geoMessages,
  ...attributesMessages,
  ...policyMessages,
  ...appConfigMessages,
  ...adTagsMessages,
  ...adServerMessages,
  ...storefrontMessages,
  ...searchMessages,
  ...notificationsMessages,
  ...episodesMessages,
  ...scheduleMessages,
  ...epgMessages,
  ...virtualChannelsMessages,
  ...programsMessages,
  ...mediaOpsMessages,
  ...videoEditorMessages,
  ...typeDesignerMessages,
];
