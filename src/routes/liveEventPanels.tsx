import { lazyExtra } from './lazyExtra';

/** The EPG page's live events open the live event edit page's panels, loaded with that page. */
export const LIVE_EVENT_PANELS = {
  liveToVod: lazyExtra(
    () => import('../../custom/mediaops/LiveToVodPanel').then((m) => m.LiveToVodPanel),
    'LiveToVodPanel',
  ),
  eventProcessing: lazyExtra(
    () => import('../../custom/mediaops/EventProcessingPanel').then((m) => m.EventProcessingPanel),
    'EventProcessingPanel',
  ),
};
