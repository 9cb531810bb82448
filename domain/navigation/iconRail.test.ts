import { describe, expect, it } from 'vitest';
import { ICON_RAIL_SECTIONS, firstPermittedChild, sectionForPath } from './iconRail';
import { buildMenuGroups } from './menuGroups';
import { DECLARED_PAGE_ENTRIES } from './testing/declaredPageEntries';
import { navigableItems } from './navItem';

const sectionOf = (path: string) => sectionForPath(path)?.id;

describe('ICON_RAIL_SECTIONS', () => {
  it('are the rail of section 2 with an external operations button last', () => {
    expect(ICON_RAIL_SECTIONS.map((section) => section.id)).toEqual([
      'dashboard',
      'datastore',
      'store_front',
      'settings',
      'app_configuration',
      'ad_config',
      'videoeditor',
      'operations',
    ]);
    expect(ICON_RAIL_SECTIONS.filter((section) => section.external).map((s) => s.id)).toEqual([
      'operations',
    ]);
  });
});

describe('sectionForPath', () => {
  it.each([
    ['/apps/vod/movie', 'datastore'],
    ['/apps/main/vod/movie', 'datastore'],
    ['/apps/main/live/channel/linear/42?status=draft', 'datastore'],
    ['/apps/assets/songs', 'datastore'],
    ['/apps/sports/syndication/team/7', 'datastore'],
    ['/apps/main/globalSearch', 'datastore'],
    ['/globalSearch/list', 'datastore'],
    ['/apps/dashboards/project', 'dashboard'],
    ['/apps/Container/abc', 'store_front'],
    ['/apps/main/collection/calendar', 'store_front'],
    ['/apps/main/attributes/product', 'settings'],
    ['/apps/policy', 'settings'],
    ['/apps/config/add', 'app_configuration'],
    ['/apps/main/ad/tag/add', 'ad_config'],
    ['/apps/videoeditor', 'videoeditor'],
  ])('puts %s in %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it.each([
    '/apps/ip/list',
    '/apps/notification',
    '/pages/profile',
    '/',
    '/apps/main/unknown/page',
  ])('puts %s in no section', (path) => {
    expect(sectionOf(path)).toBeUndefined();
  });

  it('places every menu entry but IP configuration in a section', () => {
    const homeless = navigableItems(buildMenuGroups({}, DECLARED_PAGE_ENTRIES)).filter(
      (item) => !sectionForPath(item.url),
    );
    expect(homeless.map((item) => item.id)).toEqual(['ip']);
  });
});

const MENU = buildMenuGroups({}, DECLARED_PAGE_ENTRIES);

describe('firstPermittedChild', () => {
  it('opens the first entry of the section', () => {
    expect(firstPermittedChild('datastore', { roles: ['content_admin'] }, {}, MENU)?.url).toBe(
      '/apps/vod/movie',
    );
    expect(firstPermittedChild('settings', { roles: ['policy_admin'] }, {}, MENU)?.url).toBe(
      '/apps/policy',
    );
  });

  it('skips entries the user may not view', () => {
    expect(firstPermittedChild('datastore', { roles: ['live_content_user'] }, {}, MENU)?.url).toBe(
      '/apps/live/channel',
    );
    expect(firstPermittedChild('datastore', { roles: ['l2v_admin'] }, {}, MENU)?.url).toBe(
      '/apps/live/epg',
    );
  });

  it('skips entries the server disables', () => {
    expect(
      firstPermittedChild('settings', { roles: ['policy_admin'] }, { disable_policy: true }, MENU)
        ?.url,
    ).toBe('/apps/attributes/product');
  });

  it('gives nothing where the user sees nothing, and for the external link', () => {
    expect(firstPermittedChild('datastore', { roles: [] }, {}, MENU)).toBeUndefined();
    expect(
      firstPermittedChild('operations', { roles: ['sales_super_admin'] }, {}, MENU),
    ).toBeUndefined();
    expect(firstPermittedChild('dashboard', { roles: [] }, {}, MENU)?.url).toBe(
      '/apps/dashboards/project',
    );
  });
});
