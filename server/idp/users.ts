import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

/** One account of the embedded identity provider (demo users file entry). */
export interface DemoUser {
  username: string;
  /**
   * How the password is checked: an argon2 hash (`passwordHash` in the file), or a plain demo
   * password (`password` with `demo: true`), which only a non-production environment accepts.
   */
  credential: { passwordHash: string } | { demoPassword: string };
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

/** Options of loadUsers. */
export interface LoadUsersOptions {
  /** false (production): a plain demo password stops the start; only `passwordHash` entries. */
  allowDemoPasswords?: boolean;
}

const ARGON2_HASH = /^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

function parseCredential(
  record: Record<string, unknown>,
  where: string,
  options: LoadUsersOptions,
): DemoUser['credential'] {
  const { password, passwordHash, demo } = record;
  if (password !== undefined && passwordHash !== undefined)
    throw new Error(`${where}: give "passwordHash" or a demo "password", not both`);
  if (passwordHash !== undefined) {
    if (typeof passwordHash !== 'string' || !ARGON2_HASH.test(passwordHash))
      throw new Error(
        `${where}: "passwordHash" must be an argon2 hash ($argon2id$...; make one with server/idp/hashPassword.ts)`,
      );
    return { passwordHash };
  }
  if (typeof password !== 'string' || password === '')
    throw new Error(
      `${where}: needs "passwordHash" (or, for a demo account, "password" with "demo": true)`,
    );
  if (demo !== true)
    throw new Error(
      `${where}: a plain "password" is for demo accounts only: mark it "demo": true, or give "passwordHash"`,
    );
  if (options.allowDemoPasswords === false)
    throw new Error(
      `${where}: plain demo passwords are refused in production; give "passwordHash" (server/idp/hashPassword.ts)`,
    );
  return { demoPassword: password };
}

function parseUser(entry: unknown, index: number, options: LoadUsersOptions): DemoUser {
  const where = `entry ${index + 1}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new Error(`${where} must be an object`);
  }
  const record = entry as Record<string, unknown>;
  const { username, roles, product, name, email, demo } = record;
  if (typeof username !== 'string' || username.trim() === '')
    throw new Error(`${where}: "username" must be a non-empty string`);
  if (demo !== undefined && typeof demo !== 'boolean')
    throw new Error(`${where} (${username}): "demo" must be true or false`);
  const credential = parseCredential(record, `${where} (${username})`, options);
  if (!isStringList(roles))
    throw new Error(`${where} (${username}): "roles" must be a list of strings`);
  if (product !== undefined && !isStringList(product)) {
    throw new Error(`${where} (${username}): "product" must be a list of strings when present`);
  }
  if (name !== undefined && typeof name !== 'string')
    throw new Error(`${where} (${username}): "name" must be a string`);
  if (email !== undefined && typeof email !== 'string')
    throw new Error(`${where} (${username}): "email" must be a string`);
  return { username, credential, roles, product, name, email };
}

/**
 * Reads and validates the users file: a JSON list of `{username, passwordHash | (password, demo:
 * true), roles, product?, name?, email?}`. The path is the configured USERS_FILE, else the bundled
 * `demo-users.json`. Any problem (missing file, bad JSON, wrong field type, duplicate username, an
 * unmarked or, in production, any plain password) throws an Error naming the file and the
 * offending entry, so a misconfigured deployment fails at start-up with a readable message.
 */
export function loadUsers(file?: string, options: LoadUsersOptions = {}): DemoUser[] {
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
    const users = data.map((entry, index) => parseUser(entry, index, options));
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

/**
 * Hashes a password for the users file (`passwordHash`): argon2id with @node-rs/argon2's defaults
 * (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id), salt and parameters inside the hash.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random secret: unknown usernames are checked against it, costing what a real check costs. */
let decoyHash: Promise<string> | undefined;

async function passwordMatches(user: DemoUser | undefined, password: string): Promise<boolean> {
  const credential = user?.credential;
  if (credential && 'demoPassword' in credential) {
    // Hash both sides so that the comparison takes the same time whatever the lengths.
    return timingSafeEqual(digest(credential.demoPassword), digest(password));
  }
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const stored = credential ? credential.passwordHash : await decoyHash;
  const matches = await verify(stored, password).catch(() => false);
  return credential !== undefined && matches;
}

/**
 * Finds the user whose username and password both match: argon2 verification for hashed
 * passwords, a constant-time comparison for demo ones. An unknown username still costs one argon2
 * verification, so the time taken does not tell whether the account exists.
 */
export async function authenticate(
  users: readonly DemoUser[],
  username: string,
  password: string,
): Promise<DemoUser | undefined> {
  const user = users.find((candidate) => candidate.username === username);
  return (await passwordMatches(user, password)) ? user : undefined;
}

/** Whether a user signs in with a plain demo password (listed at start-up, never in production). */
export function isDemoAccount(user: DemoUser): boolean {
  return 'demoPassword' in user.credential;
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
