import type { ItemExtra } from '../../kit/editor/itemExtras';
import { EventProcessingPanel } from './EventProcessingPanel';
import { ItemMediaActions } from './ItemMediaActions';
import { LiveToVodPanel } from './LiveToVodPanel';
import { VodPreview } from './VodPreview';

/** The preview and media operations shown on items' edit pages (the composition root adds them). */
export const mediaOpsExtras: readonly ItemExtra[] = [
  VodPreview,
  ItemMediaActions,
  LiveToVodPanel,
  EventProcessingPanel,
];
