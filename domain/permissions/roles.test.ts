import { describe, expect, it } from 'vitest';
import { isKnownRole, rolesFromRealmRoles } from './roles';

describe('rolesFromRealmRoles', () => {
  it('drops offline_access and uma_authorization and keeps the rest', () => {
    expect(
      rolesFromRealmRoles(['offline_access', 'creator', 'uma_authorization', 'default-roles-x']),
    ).toEqual(['creator', 'default-roles-x']);
  });

  it('gives no roles for a token with only the technical ones', () => {
    expect(rolesFromRealmRoles(['uma_authorization', 'offline_access'])).toEqual([]);
  });

  it('removes duplicates', () => {
    expect(rolesFromRealmRoles(['creator', 'creator'])).toEqual(['creator']);
  });
});

describe('isKnownRole', () => {
  it('knows the roles of section 6 by their exact names', () => {
    expect(isKnownRole('approver')).toBe(true);
    expect(isKnownRole('Approver')).toBe(false);
    expect(isKnownRole('toString')).toBe(false);
  });
});
