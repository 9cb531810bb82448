import { describe, expect, it } from 'vitest';
import type { Permissions } from './permissionsFor';
import { accessGuardDecision, canAccessRoute } from './routeAccess';

describe('canAccessRoute', () => {
  it('opens an unrestricted route to everyone', () => {
    expect(canAccessRoute(['creator'], undefined)).toBe(true);
    expect(canAccessRoute([], undefined)).toBe(true);
  });

  it('opens a route with an empty list only to a user with no roles', () => {
    expect(canAccessRoute([], [])).toBe(true);
    expect(canAccessRoute(['offline_access'], [])).toBe(true);
    expect(canAccessRoute(['creator'], [])).toBe(false);
  });

  it('needs the permitted roles to intersect the user roles', () => {
    expect(canAccessRoute(['creator', 'approver'], ['approver', 'content_admin'])).toBe(true);
    expect(canAccessRoute(['creator'], ['approver', 'content_admin'])).toBe(false);
    expect(canAccessRoute([], ['approver'])).toBe(false);
  });
});

describe('accessGuardDecision', () => {
  const path = '/apps/main/vod/movie/42';

  it('allows a permitted user who views the page', () => {
    expect(
      accessGuardDecision({
        userRoles: ['vod_content_user'],
        routeResource: 'cp_datastore',
        permittedRoles: ['vod_content_user'],
        path,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a role-less user failing the route to login with the path to return to', () => {
    expect(
      accessGuardDecision({ userRoles: ['offline_access'], permittedRoles: ['creator'], path }),
    ).toEqual({ kind: 'login', returnTo: path });
  });

  it('sends a user with a role failing the route to the stored redirect', () => {
    expect(
      accessGuardDecision({
        userRoles: ['creator'],
        permittedRoles: ['approver'],
        path,
        storedRedirect: '/apps/main/live/channel',
      }),
    ).toEqual({ kind: 'redirect', to: '/apps/main/live/channel' });
  });

  it('sends a user with a role failing the route home when no usable redirect is stored', () => {
    expect(
      accessGuardDecision({ userRoles: ['creator'], permittedRoles: ['approver'], path }),
    ).toEqual({ kind: 'dashboard' });
    expect(
      accessGuardDecision({
        userRoles: ['creator'],
        permittedRoles: ['approver'],
        path,
        storedRedirect: path,
      }),
    ).toEqual({ kind: 'dashboard' });
  });

  it('sends a user without view on the route page to the dashboard', () => {
    expect(
      accessGuardDecision({
        userRoles: ['live_content_user'],
        routeResource: 'cp_datastore',
        path,
      }),
    ).toEqual({ kind: 'dashboard' });
    expect(accessGuardDecision({ userRoles: [], routeResource: 'cp_datastore', path })).toEqual({
      kind: 'dashboard',
    });
  });

  it('lets a role-less user reach the dashboard', () => {
    expect(
      accessGuardDecision({
        userRoles: [],
        routeResource: 'dashboard',
        path: '/apps/dashboards/project',
      }),
    ).toEqual({ kind: 'allow' });
  });

  describe("with the requesting party token's permissions", () => {
    const permissions = new Map([
      ['dashboard', new Set(['view'])],
      ['cp_storefront', new Set(['view'])],
    ]) as unknown as Permissions;

    it('lets in whom the token grants view, whatever the roles', () => {
      expect(
        accessGuardDecision({
          userRoles: ['vod_content_user'],
          userPermissions: permissions,
          routeResource: 'cp_storefront',
          permittedRoles: ['storefront_user'],
          path,
        }),
      ).toEqual({ kind: 'allow' });
    });

    it('refuses a page the token does not grant, though the roles would', () => {
      expect(
        accessGuardDecision({
          userRoles: ['vod_content_user'],
          userPermissions: permissions,
          routeResource: 'cp_datastore',
          permittedRoles: ['vod_content_user'],
          path,
        }),
      ).toEqual({ kind: 'dashboard' });
    });

    it('still sends a role-less user to login', () => {
      expect(
        accessGuardDecision({
          userRoles: [],
          userPermissions: permissions,
          routeResource: 'cp_storefront',
          permittedRoles: ['storefront_user'],
          path,
        }),
      ).toEqual({ kind: 'login', returnTo: path });
    });
  });
});
