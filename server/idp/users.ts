import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

/** One account of the embedded identity provider (demo users file entry). */
export interface DemoUser {
  username: string;
  password: string;
  /** Realm roles, carried as `realm_access.roles`. */
  roles: string[];
  /** Products the user is entitled to; absent means the token carries no `product` claim at all. */
  product?: string[] | undefined;
  name?: string | undefined;
  email?: string | undefined;
}

/** The claims every token of a user carries, shaped like a Keycloak realm's tokens. */
export interface UserClaims {
  sub: string;
  preferred_username: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  realm_access: { roles: string[] };
  product?: string[];
}

/** The bundled demo users (embedded mode: each password equals the username). */
export const DEFAULT_USERS_FILE = join(PROJECT_ROOT, 'server', 'idp', 'demo-users.json');

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseUser(entry: unknown, index: number): DemoUser {
  const where = `entry ${index + 1}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new Error(`${where} must be an object`);
  }
  const record = entry as Record<string, unknown>;
  const { username, password, roles, product, name, email } = record;
  if (typeof username !== 'string' || username.trim() === '')
    throw new Error(`${where}: "username" must be a non-empty string`);
  if (typeof password !== 'string' || password === '')
    throw new Error(`${where} (${username}): "password" must be a non-empty string`);
  if (!isStringList(roles))
    throw new Error(`${where} (${username}): "roles" must be a list of strings`);
  if (product !== undefined && !isStringList(product)) {
    throw new Error(`${where} (${username}): "product" must be a list of strings when present`);
  }
  if (name !== undefined && typeof name !== 'string')
    throw new Error(`${where} (${username}): "name" must be a string`);
  if (email !== undefined && typeof email !== 'string')
    throw new Error(`${where} (${username}): "email" must be a string`);
  return { username, password, roles, product, name, email };
}

/**
 * Reads and validates the users file: a JSON list of `{username, password, roles, product?, name?,
 * email?}`. The path is the configured USERS_FILE, else the bundled `demo-users.json`. Any problem
 * (missing file, bad JSON, wrong field type, duplicate username) throws an Error naming the file and
 * the offending entry, so a misconfigured deployment fails at start-up with a readable message.
 */
export function loadUsers(file?: string): DemoUser[] {
  const path = file ?? DEFAULT_USERS_FILE;
  try {
    const text = readFileSync(path, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(data)) throw new Error('must contain a JSON list of users');
    const users = data.map(parseUser);
    const seen = new Set<string>();
    for (const user of users) {
      if (seen.has(user.username)) throw new Error(`duplicate username "${user.username}"`);
      seen.add(user.username);
    }
    return users;
  } catch (error) {
    throw new Error(`Invalid users file ${path}: ${(error as Error).message}`);
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Finds the user whose username and password both match; compares passwords in constant time. */
export function authenticate(
  users: readonly DemoUser[],
  username: string,
  password: string,
): DemoUser | undefined {
  const user = users.find((candidate) => candidate.username === username);
  // Hash both sides so that the comparison takes the same time whatever the lengths.
  const matches = timingSafeEqual(digest(user?.password ?? ''), digest(password));
  return user && matches ? user : undefined;
}

/** The Keycloak-shaped claims of a user; `product` is left out when the user has no product list. */
export function userClaims(user: DemoUser): UserClaims {
  const claims: UserClaims = {
    sub: user.username,
    preferred_username: user.username,
    realm_access: { roles: [...user.roles] },
  };
  if (user.name !== undefined) claims.name = user.name;
  if (user.email !== undefined) {
    claims.email = user.email;
    claims.email_verified = true;
  }
  if (user.product !== undefined) claims.product = [...user.product];
  return claims;
}
