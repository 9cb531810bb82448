import type { PlaybackMethods } from './playbackProvider';

/*
 * The playback service's method names, apart from its provider so that naming them costs the main
 * bundle nothing (only a type is imported from it): its registration (`service.ts`) exposes them,
 * its provider's `…ServiceOf` checks them.
 */

export const PLAYBACK_METHOD_NAMES: readonly (keyof PlaybackMethods)[] = [
  'getMedia',
  'requestPlayback',
  'requestMp4',
  'getMp4Job',
  'cancelMp4Job',
  'searchClips',
  'saveClip',
  'readyForAir',
];
