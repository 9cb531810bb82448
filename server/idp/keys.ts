import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { insertMetaIfAbsent, readMeta } from '../store/metaRepository';

/** `meta` key of the provider's private signing keys (a JWKS, JSON). */
export const SIGNING_KEYS_META_KEY = 'idp_jwks';
/** `meta` key of the keys that sign the provider's cookies (a JSON list of strings). */
export const COOKIE_KEYS_META_KEY = 'idp_cookie_keys';

/** A JSON Web Key Set. */
export interface KeySet {
  keys: JWK[];
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/**
 * Returns the value stored under `key`, creating it first when absent. Several instances may start
 * at once on one database: each inserts its candidate only if the key is still absent, then all
 * re-read the row, so every instance ends up with the same, first stored, value.
 */
async function storedOnce(
  db: Kysely<Database>,
  key: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await readMeta(db, key);
  if (existing !== undefined) return existing;
  await insertMetaIfAbsent(db, key, await create());
  const stored = await readMeta(db, key);
  if (stored === undefined) throw new Error(`Could not store ${key} in the meta table`);
  return stored;
}

async function createSigningKeys(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const keySet: KeySet = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  return JSON.stringify(keySet);
}

function parseKeySet(text: string, source = `meta.${SIGNING_KEYS_META_KEY}`): KeySet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not valid JSON (${(error as Error).message})`);
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('keys' in parsed) ||
    !Array.isArray(parsed.keys)
  ) {
    throw new Error(`${source} is not a JSON Web Key Set`);
  }
  const keys = parsed.keys as unknown[];
  if (
    keys.length === 0 ||
    !keys.every((key) => typeof key === 'object' && key !== null && 'kty' in key)
  ) {
    throw new Error(`${source} holds no usable keys`);
  }
  return { keys: keys as JWK[] };
}

/**
 * The provider's private RS256 signing keys, generated with jose on first start and kept in `meta`
 * so that every server instance on one database signs and verifies with the same keys.
 */
export async function loadSigningKeys(db: Kysely<Database>): Promise<KeySet> {
  return parseKeySet(await storedOnce(db, SIGNING_KEYS_META_KEY, createSigningKeys));
}

/**
 * The provider's private signing keys from a JWKS file (IDP_SIGNING_KEYS_FILE), for deployments
 * that keep keys out of the database (a secret store mounted as a file, rotation by deployment).
 * Every key must be a private signing key (RSA or EC with its private member `d`) with a `kid`;
 * any problem stops the start with the file named.
 */
export function loadSigningKeysFromFile(path: string): KeySet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`IDP_SIGNING_KEYS_FILE ${path} cannot be read (${(error as Error).message})`);
  }
  const source = `IDP_SIGNING_KEYS_FILE ${path}`;
  const keySet = parseKeySet(text, source);
  keySet.keys.forEach((key, index) => {
    if (key.kty !== 'RSA' && key.kty !== 'EC')
      throw new Error(`${source}: key ${index + 1} must be an RSA or EC signing key`);
    if (typeof key.d !== 'string')
      throw new Error(
        `${source}: key ${index + 1} has no private part ("d"): the provider signs with it`,
      );
    if (typeof key.kid !== 'string' || key.kid === '')
      throw new Error(`${source}: key ${index + 1} needs a "kid"`);
    if (key.use !== undefined && key.use !== 'sig')
      throw new Error(`${source}: key ${index + 1} is not for signing (use "${key.use}")`);
  });
  return keySet;
}

/** The public half of a key set: what resource servers need to verify tokens. */
export function publicKeySet(keySet: KeySet): KeySet {
  return {
    keys: keySet.keys.map((key) =>
      Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name))),
    ),
  };
}

/** The keys that sign the provider's cookies, shared through `meta` like the signing keys. */
export async function loadCookieKeys(db: Kysely<Database>): Promise<string[]> {
  const text = await storedOnce(db, COOKIE_KEYS_META_KEY, () =>
    Promise.resolve(JSON.stringify([randomBytes(32).toString('base64url')])),
  );
  const parsed: unknown = JSON.parse(text);
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every((key) => typeof key === 'string')
  ) {
    throw new Error(`meta.${COOKIE_KEYS_META_KEY} is not a list of strings`);
  }
  return parsed;
}
