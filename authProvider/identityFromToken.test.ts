// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { identityFromToken } from './identityFromToken';

describe('identityFromToken', () => {
  it('reads uid, username, full name, roles (minus offline_access and uma_authorization) and products', () => {
    expect(
      identityFromToken({
        sub: 'f3a1',
        preferred_username: 'editor',
        name: 'Eddie Editor',
        realm_access: {
          roles: ['content_admin', 'offline_access', 'uma_authorization', 'content_admin'],
        },
        product: ['main', 'kids'],
      }),
    ).toEqual({
      uid: 'f3a1',
      username: 'editor',
      fullName: 'Eddie Editor',
      roles: ['content_admin'],
      products: ['main', 'kids'],
    });
  });

  it('leaves products undefined without a product claim, and keeps an empty claim empty', () => {
    expect(
      identityFromToken({ sub: 'u1', preferred_username: 'nobody' })?.products,
    ).toBeUndefined();
    expect(
      identityFromToken({ sub: 'u1', preferred_username: 'nobody', product: [] })?.products,
    ).toEqual([]);
  });

  it('reads a single-valued product claim as a one-product list and ignores non-strings', () => {
    expect(identityFromToken({ sub: 'u1', product: 'main' })?.products).toEqual(['main']);
    expect(identityFromToken({ sub: 'u1', product: ['main', 3, null, ''] })?.products).toEqual([
      'main',
    ]);
  });

  it('gives a user without realm roles no roles', () => {
    expect(identityFromToken({ sub: 'u1', preferred_username: 'guest' })?.roles).toEqual([]);
    expect(
      identityFromToken({ sub: 'u1', realm_access: { roles: ['offline_access'] } })?.roles,
    ).toEqual([]);
  });

  it('falls back: username to sub, full name to given and family names, then to the username', () => {
    expect(identityFromToken({ sub: 'u1' })).toMatchObject({
      uid: 'u1',
      username: 'u1',
      fullName: 'u1',
    });
    expect(
      identityFromToken({
        sub: 'u1',
        preferred_username: 'ada',
        given_name: 'Ada',
        family_name: 'Admin',
      })?.fullName,
    ).toBe('Ada Admin');
  });

  it('names nobody without claims or subject', () => {
    expect(identityFromToken(undefined)).toBeUndefined();
    expect(identityFromToken('token')).toBeUndefined();
    expect(identityFromToken({ name: 'No Subject' })).toBeUndefined();
  });
});
