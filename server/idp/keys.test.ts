import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../store/db';
import type { Storage } from '../store/db';
import { loadCookieKeys, loadSigningKeys, publicKeySet } from './keys';

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
