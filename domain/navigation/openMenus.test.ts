import { describe, expect, it } from 'vitest';
import { buildMenuGroups } from './menuGroups';
import { DECLARED_PAGE_ENTRIES } from './testing/declaredPageEntries';
import { openMenuIdsForPath, toggleMenu } from './openMenus';

const menu = buildMenuGroups({}, DECLARED_PAGE_ENTRIES);

describe('openMenuIdsForPath', () => {
  it.each([
    ['/apps/main/vod/movie/42', ['datastore', 'vod']],
    ['/apps/vod/movie', ['datastore', 'vod']],
    ['/apps/main/live/virtuallivechannel/schedule/draft/9', ['datastore', 'live']],
    ['/apps/live/channel/linear/add', ['datastore', 'live']],
    ['/apps/globalSearch/list', ['datastore']],
    ['/apps/Container/abc', ['store-front']],
    ['/apps/container/abc', ['store-front']],
    ['/apps/config/add', ['app-configuration']],
    ['/apps/ip/edit/10.0.0.1', ['ip-configuration']],
    ['/apps/main/ad/attribute/add', ['ad-management']],
  ])('opens the parents of %s', (path, ids) => {
    expect(openMenuIdsForPath(menu, path)).toEqual(ids);
  });

  it.each(['/pages/profile', '/apps/vod/moviex', '/apps/notification'])(
    'opens nothing for %s',
    (path) => {
      expect(openMenuIdsForPath(menu, path)).toEqual([]);
    },
  );
});

describe('toggleMenu', () => {
  it('keeps one top-level menu and one submenu open', () => {
    expect(toggleMenu(menu, ['datastore', 'vod'], 'live')).toEqual(['datastore', 'live']);
    expect(toggleMenu(menu, ['datastore', 'vod'], 'settings')).toEqual(['settings']);
    expect(toggleMenu(menu, [], 'assets')).toEqual(['datastore', 'assets']);
  });

  it('closes a menu with its submenus', () => {
    expect(toggleMenu(menu, ['datastore', 'vod'], 'datastore')).toEqual([]);
    expect(toggleMenu(menu, ['datastore', 'vod'], 'vod')).toEqual(['datastore']);
  });

  it('leaves things as they are for an entry that is not a menu', () => {
    expect(toggleMenu(menu, ['datastore', 'vod'], 'vod-movie')).toEqual(['datastore', 'vod']);
    expect(toggleMenu(menu, ['settings'], 'nothing')).toEqual(['settings']);
  });
});
