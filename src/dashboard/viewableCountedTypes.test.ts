// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../domain/permissions/permissionsFor';
import { viewableCountedTypes } from './useResourceCounts';

describe('viewableCountedTypes', () => {
  it('asks only for the counts a role may view', () => {
    expect(viewableCountedTypes({ roles: ['content_user'] })).toEqual([
      'channel',
      'movie',
      'tvseries',
      'tvseason',
      'tvepisode',
    ]);
    expect(viewableCountedTypes({ roles: [] })).toEqual([]);
    expect(viewableCountedTypes({ roles: ['storefront_admin'] })).toEqual([]);
    expect(viewableCountedTypes({ roles: ['live_content_user'] })).toEqual(['channel']);
  });

  it("follows the requesting party token's permissions when the console holds one", () => {
    const permissions = new Map([
      ['dashboard', new Set(['view'])],
      ['cp_live', new Set(['view'])],
    ]) as unknown as Permissions;
    expect(viewableCountedTypes({ roles: ['content_user'], permissions })).toEqual(['channel']);
  });
});
