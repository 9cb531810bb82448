import { describe, expect, it } from 'vitest';
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
});
