import { lazyMethodsOf } from '../serviceMethods';
import { PLAYBACK_METHOD_NAMES } from './methodNames';

/**
 * The playback service's registration in the console's data provider (`CONSOLE_SERVICES`): its methods
 * by their names, its provider a chunk of its own, loaded at the first call of any of them.
 */
export const playbackService = lazyMethodsOf(PLAYBACK_METHOD_NAMES, () =>
  import('./playbackProvider').then((m) => m.createPlaybackProvider),
);
