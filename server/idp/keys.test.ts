import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../store/db';
import type { Storage } from '../store/db';
import { exportJWK, generateKeyPair } from 'jose';
import { loadCookieKeys, loadSigningKeys, loadSigningKeysFromFile, publicKeySet } from './keys';

describe('provider keys in the meta table', () => {
  let dir: string;
  let a: Storage;
  let b: Storage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idp-keys-'));
    const file = join(dir, 'keys.sqlite');
    // Two connections to one fresh database, standing in for two server instances.
    a = await openStorage({ sqliteFile: file });
    b = await openStorage({ sqliteFile: file });
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('are created once even when two instances race, and then reused', async () => {
    const [keysA, keysB] = await Promise.all([loadSigningKeys(a.db), loadSigningKeys(b.db)]);
    expect(keysA).toEqual(keysB);
    expect(keysA.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String) as string,
    });
    expect(await loadSigningKeys(a.db)).toEqual(keysA);
    const [cookiesA, cookiesB] = await Promise.all([loadCookieKeys(a.db), loadCookieKeys(b.db)]);
    expect(cookiesA).toEqual(cookiesB);
  });

  it('publish only the public members', async () => {
    const [key] = publicKeySet(await loadSigningKeys(a.db)).keys;
    expect(key).toBeDefined();
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });
});

describe('provider keys from a file (IDP_SIGNING_KEYS_FILE)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'idp-key-file-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('reads a JWKS of private signing keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const key = { ...(await exportJWK(privateKey)), kid: 'k-2026', alg: 'RS256', use: 'sig' };
    const keySet = loadSigningKeysFromFile(write('jwks.json', JSON.stringify({ keys: [key] })));
    expect(keySet.keys).toEqual([key]);
  });

  it('refuses a public key, a key without kid, a missing file and bad JSON, naming the file', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const publicOnly = { ...(await exportJWK(publicKey)), kid: 'p' };
    expect(() =>
      loadSigningKeysFromFile(write('public.json', JSON.stringify({ keys: [publicOnly] }))),
    ).toThrow(/IDP_SIGNING_KEYS_FILE .*public\.json: key 1 has no private part/);
    const noKid = await exportJWK(privateKey);
    expect(() =>
      loadSigningKeysFromFile(write('nokid.json', JSON.stringify({ keys: [noKid] }))),
    ).toThrow('key 1 needs a "kid"');
    expect(() => loadSigningKeysFromFile(join(dir, 'absent.json'))).toThrow('cannot be read');
    expect(() => loadSigningKeysFromFile(write('bad.json', '{keys'))).toThrow('is not valid JSON');
    expect(() => loadSigningKeysFromFile(write('empty.json', '{"keys":[]}'))).toThrow(
      'holds no usable keys',
    );
  });
});
