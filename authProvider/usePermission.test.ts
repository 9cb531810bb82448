import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from './identity';
import { forgetPermissionToken, watchPermissionToken } from './permissionToken';
import { usePermission } from './usePermission';

const session = vi.hoisted(() => ({ identity: undefined as Identity | undefined }));
vi.mock('./useIdentity', () => ({ useIdentity: () => session.identity }));

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPermissionToken();
});

describe('usePermission', () => {
  it('answers from the role tables, then from the RPT once the exchange brings one', async () => {
    session.identity = {
      uid: 'v',
      username: 'viewer',
      fullName: 'Viewer',
      roles: ['content_user'],
      products: ['main'],
    };
    const { result } = renderHook(() => usePermission('update', 'cp_datastore'));
    expect(result.current).toBe(false);

    const rpt = `${encode({ alg: 'RS256' })}.${encode({
      authorization: { permissions: [{ rsid: '1', rsname: 'cp_datastore', scopes: ['update'] }] },
    })}.sig`;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ access_token: rpt }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await act(() =>
      watchPermissionToken({
        keycloak: { token: 'access', clientId: 'console' },
        tokenEndpoint: 'https://idp.example/token',
        audience: 'api',
      }),
    );
    expect(result.current).toBe(true);

    act(() => forgetPermissionToken());
    expect(result.current).toBe(false);
  });
});
