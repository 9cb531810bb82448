import { describe, expect, it } from 'vitest';
import { permissionsFor } from './permissionsFor';
import { ROLE_NAMES, rolesFromRealmRoles } from './roles';

/** Every role section 6 names, written out here so a role missing from the tables fails. */
const SPEC_ROLES = [
  'sales_super_admin',
  'operations_super_admin',
  'service_admin',
  'operations_admin',
  'mops_super_admin',
  'mops_admin',
  'sales_user',
  'content_admin',
  'firstlight_executive',
  'customer_executive',
  'content_user',
  'operations_user',
  'mops_user',
  'default',
  'creator',
  'approver',
  'vod_content_user',
  'vod_content_admin',
  'live_content_user',
  'live_content_admin',
  'l2v_admin',
  'vll_admin',
  'storefront_user',
  'storefront_admin',
  'ad_admin',
  'appconfig_admin',
  'policy_admin',
  'ipconfig_admin',
  'asset_user',
  'asset_admin',
  'syndication_user',
  'syndication_admin',
  'datastore_super_editor',
  'storefront_super_editor',
];

describe('role tables', () => {
  it('hold exactly the roles section 6 names', () => {
    expect([...ROLE_NAMES].sort()).toEqual([...SPEC_ROLES].sort());
  });
});

describe('permissionsFor', () => {
  it('merges several roles by union', () => {
    const merged = permissionsFor(['creator', 'vod_content_admin']);
    expect(merged.get('cp_datastore')?.has('delete')).toBe(true);
    expect(merged.get('cp_live')?.has('create')).toBe(true);
    expect(merged.get('cp_live')?.has('delete')).toBe(false);
  });

  it('gives creator plus approver exactly what approver has', () => {
    expect(permissionsFor(['creator', 'approver'])).toEqual(permissionsFor(['approver']));
    expect(permissionsFor(['creator', 'approver'])).not.toEqual(permissionsFor(['creator']));
  });

  it('gives the default table, dashboard view only, to a user with no role', () => {
    const none = permissionsFor([]);
    expect([...none.keys()]).toEqual(['dashboard']);
    expect([...(none.get('dashboard') ?? [])]).toEqual(['view']);
  });

  it('gives the default table when only unknown roles remain', () => {
    expect(permissionsFor(['publisher', 'admin'])).toEqual(permissionsFor(['default']));
  });

  it('lets unknown roles contribute nothing beside a known one', () => {
    expect(permissionsFor(['publisher', 'storefront_user'])).toEqual(
      permissionsFor(['storefront_user']),
    );
  });

  it('ignores offline_access and uma_authorization', () => {
    const realm = ['offline_access', 'uma_authorization', 'live_content_user'];
    expect(permissionsFor(rolesFromRealmRoles(realm))).toEqual(
      permissionsFor(['live_content_user']),
    );
    expect(permissionsFor(['offline_access'])).toEqual(permissionsFor([]));
  });

  it('lists only pages the user can touch', () => {
    expect([...permissionsFor(['l2v_admin']).keys()].sort()).toEqual(['dashboard', 'epg']);
  });

  it('keeps the service actions to mops pages even for full roles', () => {
    const all = permissionsFor(['sales_super_admin']);
    expect(all.get('mops_assetmgmt')?.has('disable')).toBe(true);
    expect(all.get('cp_live')?.has('add')).toBe(false);
    expect(all.get('cp_live')?.has('enable')).toBe(false);
  });
});
