// @vitest-environment node -- no DOM here: the node environment starts in a fraction of jsdom's time.
import { describe, expect, it } from 'vitest';
import { viewableCountedTypes } from './useResourceCounts';

describe('viewableCountedTypes', () => {
  it('asks only for the counts a role may view', () => {
    expect(viewableCountedTypes(['content_user'])).toEqual([
      'channel',
      'movie',
      'tvseries',
      'tvseason',
      'tvepisode',
    ]);
    expect(viewableCountedTypes([])).toEqual([]);
    expect(viewableCountedTypes(['storefront_admin'])).toEqual([]);
    expect(viewableCountedTypes(['live_content_user'])).toEqual(['channel']);
  });
});
