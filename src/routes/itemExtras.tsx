import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { ItemExtra, ItemExtraProps } from '../../kit/editor/itemExtras';

/**
 * An extra piece loaded with the page that shows it, not with the console's shell: its code
 * (and what it imports) stays out of the sign-in → dashboard path. It renders nothing while its
 * chunk loads, as an extra that does not apply renders nothing.
 */
function lazyExtra(load: () => Promise<ComponentType<ItemExtraProps>>, name: string): ItemExtra {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyExtra(props: ItemExtraProps): ReactElement {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyExtra.displayName = `Lazy(${name})`;
  return LazyExtra;
}

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
