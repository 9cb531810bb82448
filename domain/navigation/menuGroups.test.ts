import { describe, expect, it } from 'vitest';
import { buildMenuGroups } from './menuGroups';
import { DECLARED_PAGE_ENTRIES } from './testing/declaredPageEntries';
import { NAV_ITEM_TYPES, navTitlesByKey, navigableItems, walkNavigation } from './navItem';

const menu = buildMenuGroups({}, DECLARED_PAGE_ENTRIES);
const all = walkNavigation(menu).map(({ item }) => item);
const byId = (id: string) => all.find((item) => item.id === id);
const childIds = (id: string) => (byId(id)?.children ?? []).map((child) => child.id);

describe('buildMenuGroups', () => {
  it('serves the groups of section 2 in order', () => {
    expect(menu.map((group) => [group.type, group.title])).toEqual([
      ['group', 'Dashboard'],
      ['group', 'Datastore'],
      ['group', 'Storefront'],
      ['group', 'Settings'],
      ['group', 'App Configuration'],
      ['group', 'IP Configuration'],
      ['group', 'Ad Management'],
      ['group', 'Video Editor'],
    ]);
  });

  it('names the entries the spec names', () => {
    const titles = (id: string) => (byId(id)?.children ?? []).map((child) => child.title);
    expect(titles('store-front')).toEqual(['Manage Storefronts', 'Collections', 'Containers']);
    expect(titles('settings')).toEqual(['Policy Management', 'Policy Attributes', 'Type Designer']);
    expect(titles('ad-management')).toEqual(['Ad Tag Configurations', 'Ad Server Attributes']);
    expect(byId('live-virtuallivechannel')?.title).toBe('Virtual Channels');
    expect(byId('live-epg')?.title).toBe('EPG');
    expect(byId('live-program')?.title).toBe('Programs');
  });

  it('points at the routes of section 2', () => {
    const urls = navigableItems(menu).map((item) => item.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/apps/dashboards/project',
        '/apps/vod/movie',
        '/apps/live/channel',
        '/apps/live/virtuallivechannel',
        '/apps/live/epg',
        '/apps/live/program',
        '/apps/assets/chapters',
        '/apps/syndication/team',
        '/apps/globalSearch',
        '/apps/storefront',
        '/apps/collection',
        '/apps/Container',
        '/apps/policy',
        '/apps/attributes/product',
        '/apps/config/list',
        '/apps/ip/list',
        '/apps/ad/tag',
        '/apps/ad/attribute',
        '/apps/videoeditor',
      ]),
    );
  });

  it('lists one entry per default catalogue type under each datastore submenu', () => {
    expect(childIds('datastore')).toEqual(['vod', 'live', 'assets', 'syndication', 'globalsearch']);
    expect(childIds('vod')).toHaveLength(25);
    expect(childIds('vod')[0]).toBe('vod-movie');
    expect(childIds('vod').at(-1)).toBe('vod-sponsorship');
    expect(childIds('live')).toEqual([
      'live-channel',
      'live-liveevent',
      'live-sportliveevent',
      'live-multicam',
      'live-event',
      'live-program',
      'live-virtuallivechannel',
      'live-epg',
    ]);
    expect(childIds('assets')).toEqual([
      'assets-chapters',
      'assets-preview',
      'assets-scenes',
      'assets-songs',
      'assets-ottapp',
    ]);
    expect(childIds('syndication')).toEqual([
      'syndication-team',
      'syndication-league',
      'syndication-sport',
      'syndication-player',
      'syndication-zipcode',
    ]);
  });

  it('asks view on the page section 6 gives each area', () => {
    expect(byId('vod-movie')?.resource).toBe('cp_datastore');
    expect(byId('live-channel')?.resource).toBe('cp_live');
    expect(byId('live-virtuallivechannel')?.resource).toBe('cp_vll');
    expect(byId('live-epg')?.resource).toBe('epg');
    expect(byId('assets-songs')?.resource).toBe('cp_cmsstore');
    expect(byId('syndication-player')?.resource).toBe('cp_syndication');
    expect(byId('container')?.resource).toBe('cp_storefront');
    expect(byId('ip')?.resource).toBe('cp_ipconfig');
  });

  it('takes the type lists the server declares, defaulting the others', () => {
    const served = walkNavigation(
      buildMenuGroups({ vod: ['movie', 'documentary', 'movie'] }, DECLARED_PAGE_ENTRIES),
    );
    const vod = served.find(({ item }) => item.id === 'vod')?.item.children ?? [];
    expect(vod.map((child) => [child.id, child.title, child.url])).toEqual([
      ['vod-movie', 'Movies', '/apps/vod/movie'],
      ['vod-documentary', 'Documentary', '/apps/vod/documentary'],
    ]);
    expect(served.filter(({ item }) => item.id.startsWith('live-'))).toHaveLength(8);
  });

  it('gives every entry a unique id, a known type and an i18n key', () => {
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of all) {
      expect(NAV_ITEM_TYPES).toContain(item.type);
      expect(item.titleKey).toMatch(/^nav\./);
      expect(item.icon).not.toBe('');
    }
  });

  it('uses title keys a nested i18n catalog can hold (no key is a parent of another)', () => {
    const keys = Object.keys(navTitlesByKey(menu));
    for (const key of keys) {
      expect(keys.filter((other) => other.startsWith(`${key}.`))).toEqual([]);
    }
    expect(navTitlesByKey(menu)['nav.type.virtuallivechannel']).toBe('Virtual Channels');
  });
});
