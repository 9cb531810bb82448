import { mediaOpsExtras } from '../../custom/mediaops/extras';
import { videoEditorExtras } from '../../custom/videoeditor/extras';
import type { ItemExtra } from '../../kit/editor/itemExtras';
import { GalleryExtra } from '../../kit/gallery/GalleryExtra';

/**
 * The pieces every item's edit page shows above its form (issue 14): the media operations
 * (restore original, re-aggregate, live-to-VOD), 'Open in video editor' and the CMS store assets'
 * image gallery. Each
 * decides itself whether it applies to the item.
 */
export const ITEM_EXTRAS: readonly ItemExtra[] = [
  ...mediaOpsExtras,
  ...videoEditorExtras,
  GalleryExtra,
];
