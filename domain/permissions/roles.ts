import { ADMIN_ROLE_TABLES } from './adminRoles';
import type { RoleTable } from './roleTable';
import { SPECIALISED_ROLE_TABLES } from './specialisedRoles';
import { WORKFLOW_ROLE_TABLES } from './workflowRoles';

/**
 * Every role of section 6 with its table. The server's permission hooks and
 * the console's `canAccess` both read this one object, so a role means the
 * same thing on both sides.
 */
export const ROLE_TABLES = {
  ...ADMIN_ROLE_TABLES,
  ...WORKFLOW_ROLE_TABLES,
  ...SPECIALISED_ROLE_TABLES,
} as const satisfies Record<string, RoleTable>;

/** A role named in section 6, e.g. `creator`. */
export type RoleName = keyof typeof ROLE_TABLES;

/**
 * The role names of section 6, for seeding identities and for pickers; the
 * order is that of {@link ROLE_TABLES}.
 */
export const ROLE_NAMES = Object.keys(ROLE_TABLES).filter(isKnownRole);

/** The role whose table applies when a user holds no role the tables know. */
export const DEFAULT_ROLE = 'default' satisfies RoleName;

/**
 * Realm roles the identity provider adds to every token for its own purposes;
 * they say nothing about what the user may do here, so section 6 drops them.
 */
export const TECHNICAL_REALM_ROLES: readonly string[] = ['offline_access', 'uma_authorization'];

/**
 * Tells a role of section 6 apart from any other string. Role names are
 * compared exactly, as the identity provider issues them.
 */
export function isKnownRole(role: string): role is RoleName {
  return Object.hasOwn(ROLE_TABLES, role);
}

/**
 * The user's roles from the token's realm roles: all of them minus
 * offline_access and uma_authorization (section 6). Unknown roles are kept,
 * because route declarations may name roles the tables do not; duplicates are
 * removed so role lists compare cleanly.
 */
export function rolesFromRealmRoles(realmRoles: readonly string[]): string[] {
  return [...new Set(realmRoles.filter((role) => !TECHNICAL_REALM_ROLES.includes(role)))];
}
