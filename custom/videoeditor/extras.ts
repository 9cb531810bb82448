import type { ItemExtra } from '../../kit/editor/itemExtras';
import { OpenInVideoEditor } from './OpenInVideoEditor';

/** What the video editor adds to items' edit pages (the composition root adds them). */
export const videoEditorExtras: readonly ItemExtra[] = [OpenInVideoEditor];
