import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../store/db';
import type { Storage } from '../store/db';
import { KyselyOidcAdapter, OidcPayloadStore } from './adapter';

describe('oidc-provider adapter over Kysely (SQLite)', () => {
  let dir: string;
  let storage: Storage;
  let store: OidcPayloadStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'idp-adapter-'));
    storage = await openStorage({ sqliteFile: join(dir, 'adapter.sqlite') });
    store = new OidcPayloadStore(storage.db);
  });

  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('upserts and finds by id, uid and user code, per model kind', async () => {
    const sessions = new KyselyOidcAdapter(store, 'Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'editor' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'viewer' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'viewer' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'viewer' });
    expect(await new KyselyOidcAdapter(store, 'Grant').find('s1')).toBeUndefined();
    const codes = new KyselyOidcAdapter(store, 'DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('treats expired rows as absent', async () => {
    const codes = new KyselyOidcAdapter(store, 'AuthorizationCode');
    await codes.upsert('c-expired', { accountId: 'editor' }, 60);
    await storage.db
      .updateTable('oidc_payload')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', 'c-expired')
      .execute();
    expect(await codes.find('c-expired')).toBeUndefined();
  });

  it('marks consumed rows with `consumed` in epoch seconds', async () => {
    const tokens = new KyselyOidcAdapter(store, 'RefreshToken');
    await tokens.upsert('r1', { grantId: 'g1' }, 60);
    await tokens.consume('r1');
    const found = await tokens.find('r1');
    expect(typeof found?.consumed).toBe('number');
    expect(Math.abs(Number(found?.consumed) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('revokes every token of a grant and destroys single rows', async () => {
    const tokens = new KyselyOidcAdapter(store, 'AccessToken');
    await tokens.upsert('a1', { grantId: 'g2' }, 60);
    await tokens.upsert('a2', { grantId: 'g2' }, 60);
    await tokens.upsert('a3', { grantId: 'g3' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('a1')).toBeUndefined();
    expect(await tokens.find('a2')).toBeUndefined();
    expect(await tokens.find('a3')).toEqual({ grantId: 'g3' });
    await tokens.destroy('a3');
    expect(await tokens.find('a3')).toBeUndefined();
  });

  it('keeps rows without expiry (registered clients)', async () => {
    const clients = new KyselyOidcAdapter(store, 'Client');
    await clients.upsert('client-1', { client_id: 'client-1' }, 0);
    expect(await clients.find('client-1')).toEqual({ client_id: 'client-1' });
  });
});
