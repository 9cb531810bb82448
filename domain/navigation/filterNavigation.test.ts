import { describe, expect, it } from 'vitest';
import type { Permissions } from '../permissions/permissionsFor';
import { disabledNavItemIds, filterNavigation } from './filterNavigation';
import { buildMenuGroups } from './menuGroups';
import { DECLARED_PAGE_ENTRIES } from './testing/declaredPageEntries';
import { walkNavigation, type NavItem } from './navItem';

const menu = buildMenuGroups({}, DECLARED_PAGE_ENTRIES);
const visibleIds = (roles: string[], settings: Record<string, unknown> = {}) =>
  walkNavigation(filterNavigation(menu, { roles }, settings)).map(({ item }) => item.id);

describe('filterNavigation', () => {
  it('shows a user with no role only the dashboard', () => {
    expect(visibleIds([])).toEqual(['dashboards', 'dashboard']);
  });

  it('shows everything to a super admin', () => {
    expect(visibleIds(['sales_super_admin'])).toHaveLength(walkNavigation(menu).length);
  });

  it('shows only entries whose resource the user views, dropping emptied menus', () => {
    const ids = visibleIds(['live_content_user']);
    expect(ids).toContain('live-channel');
    expect(ids).toContain('live-program');
    expect(ids).not.toContain('live-virtuallivechannel');
    expect(ids).not.toContain('live-epg');
    expect(ids).not.toContain('vod');
    expect(ids).not.toContain('globalsearch');
    expect(ids).not.toContain('store-front');
    expect(ids).toContain('datastore');
  });

  it('shows an entry that asks for several actions only to who has each (the type designer)', () => {
    expect(visibleIds(['appconfig_admin'])).toContain('typedesigner');
    // service_admin views app configuration but may not change it: App Configuration, no designer.
    const viewer = visibleIds(['service_admin']);
    expect(viewer).toContain('config');
    expect(viewer).not.toContain('typedesigner');
  });

  it("follows the requesting party token's permissions over the roles when the console holds one", () => {
    const permissions = new Map([
      ['dashboard', new Set(['view'])],
      ['cp_storefront', new Set(['view'])],
    ]) as unknown as Permissions;
    const ids = walkNavigation(
      filterNavigation(menu, { roles: ['sales_super_admin'], permissions }),
    ).map(({ item }) => item.id);
    expect(ids).toContain('store-front');
    expect(ids).not.toContain('datastore');
    expect(ids).not.toContain('live-channel');
  });

  it('keeps a submenu holding a single permitted entry', () => {
    const ids = visibleIds(['l2v_admin']);
    expect(ids.filter((id) => id.startsWith('live'))).toEqual(['live', 'live-epg']);
  });

  it('hides what a true disable setting names, and an emptied group with it', () => {
    const ids = visibleIds(['sales_super_admin'], { disable_videoeditor: true });
    expect(ids).not.toContain('videoeditor');
    expect(ids).not.toContain('video-editor');
    expect(ids).toContain('ad-tag');
  });

  it('hides the ids a disable list names', () => {
    const ids = visibleIds(['sales_super_admin'], { disabledMenuItems: ['vod-movie', 'AD_TAG'] });
    expect(ids).not.toContain('vod-movie');
    expect(ids).not.toContain('ad-tag');
    expect(ids).toContain('vod-shortvideo');
    expect(ids).toContain('ad-attribute');
  });

  it('ignores settings that do not disable', () => {
    const everything = visibleIds(['sales_super_admin']);
    expect(
      visibleIds(['sales_super_admin'], {
        disableVideoeditor: false,
        videoeditor: true,
        disable_ip: 1,
      }),
    ).toEqual(everything);
  });

  it('needs no permission for an entry without a resource, and drops divider-only menus', () => {
    const custom: NavItem[] = [
      {
        id: 'help',
        type: 'group',
        titleKey: 'nav.help',
        title: 'Help',
        icon: 'Help',
        children: [
          {
            id: 'docs',
            type: 'link',
            titleKey: 'nav.docs',
            title: 'Docs',
            icon: 'Book',
            url: '/docs',
          },
        ],
      },
      {
        id: 'tools',
        type: 'group',
        titleKey: 'nav.tools',
        title: 'Tools',
        icon: 'Build',
        children: [
          { id: 'rule', type: 'divider', titleKey: 'nav.rule', title: '', icon: 'Remove' },
          {
            id: 'epg-tool',
            type: 'item',
            titleKey: 'nav.epgTool',
            title: 'EPG tool',
            icon: 'Build',
            url: '/apps/live/epg',
            resource: 'epg',
          },
        ],
      },
    ];
    const ids = walkNavigation(filterNavigation(custom, { roles: [] }, {})).map(
      ({ item }) => item.id,
    );
    expect(ids).toEqual(['help', 'docs']);
  });
});

describe('disabledNavItemIds', () => {
  it('reads the id from the rest of the key in every common spelling', () => {
    expect(
      disabledNavItemIds({ disableVideoEditor: true, 'ip.disabled': 'true', disable_ad_tag: true }),
    ).toEqual(new Set(['videoeditor', 'ip', 'ad-tag']));
  });
});
