import type { ItemExtra } from '../../kit/editor/itemExtras';
import { lazyExtra } from './lazyExtra';

const mediaOps = () => import('../../custom/mediaops/extras');
const videoEditor = () => import('../../custom/videoeditor/extras');

/** One extra of a lazily loaded list, by its place in that list. */
function extraAt(
  load: () => Promise<readonly ItemExtra[]>,
  index: number,
): () => Promise<ItemExtra> {
  return () =>
    load().then((extras) => {
      const extra = extras[index];
      if (!extra) throw new Error(`No item extra at ${index}`);
      return extra;
    });
}

/**
 * The pieces every item's edit page shows above its form (issue 14): the media operations
 * (preview, restore original, re-aggregate, live-to-VOD, event processing) and 'Open in video
 * editor'. Each decides itself whether it applies to the item. (An item's images are a field of
 * its form: kit/jsonforms ImagesControl.) Each loads with the first edit page that shows it.
 */
export const ITEM_EXTRAS: readonly ItemExtra[] = [
  ...['VodPreview', 'ItemMediaActions', 'LiveToVodPanel', 'EventProcessingPanel'].map(
    (name, index) =>
      lazyExtra(
        extraAt(() => mediaOps().then((m) => m.mediaOpsExtras), index),
        name,
      ),
  ),
  lazyExtra(
    extraAt(() => videoEditor().then((m) => m.videoEditorExtras), 0),
    'OpenInVideoEditor',
  ),
];
