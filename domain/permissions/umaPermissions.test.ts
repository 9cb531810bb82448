import { describe, expect, it } from 'vitest';
import { permissionsFor } from './permissionsFor';
import { permissionsFromUmaClaims, umaPermissionsFor } from './umaPermissions';

describe('requesting party token permissions', () => {
  it('list, per page, the actions the role tables give: creators view, create and update content but do not delete', () => {
    const storefront = umaPermissionsFor(['creator']).find(
      (entry) => entry.rsname === 'cp_storefront',
    );
    expect(storefront).toEqual({
      rsid: 'cp_storefront',
      rsname: 'cp_storefront',
      scopes: ['view', 'create', 'update'],
    });
  });

  it('give a user without roles the dashboard only, for viewing', () => {
    expect(umaPermissionsFor([])).toEqual([
      { rsid: 'dashboard', rsname: 'dashboard', scopes: ['view'] },
    ]);
  });

  it('read back as the same permissions the roles give', () => {
    for (const roles of [['creator'], ['approver', 'ad_admin'], ['sales_super_admin'], []]) {
      const claims = { authorization: { permissions: umaPermissionsFor(roles) } };
      expect(permissionsFromUmaClaims(claims)).toEqual(permissionsFor(roles));
    }
  });

  it('keep only the console’s pages and actions, and a resource without scopes grants no action', () => {
    const permissions = permissionsFromUmaClaims({
      authorization: {
        permissions: [
          { rsid: 'x', rsname: 'Default Resource' },
          { rsid: 'a', rsname: 'cp_live', scopes: ['view', 'fly'] },
          { rsid: 'b', rsname: 'epg' },
        ],
      },
    });
    expect(permissions?.get('cp_live')).toEqual(new Set(['view']));
    expect(permissions?.get('epg')).toEqual(new Set());
    // Every user views the dashboard (section 6), whatever the token lists.
    expect(permissions?.get('dashboard')).toEqual(new Set(['view']));
  });

  it('are absent when the token names none of the console’s pages', () => {
    expect(permissionsFromUmaClaims({ sub: 'u' })).toBeUndefined();
    expect(
      permissionsFromUmaClaims({
        authorization: { permissions: [{ rsid: '1', rsname: 'Default Resource', scopes: [] }] },
      }),
    ).toBeUndefined();
  });
});
