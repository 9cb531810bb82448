import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../store/schema';
import {
  deleteExpiredPayloads,
  deletePayload,
  deletePayloadsOfGrant,
  findLivePayload,
  markPayloadConsumed,
  upsertPayload,
} from '../store/oidcPayloadRepository';

/** Expired rows are deleted at most this often per store (they are ignored by reads anyway). */
const PURGE_INTERVAL_MS = 60_000;

/**
 * Shared state of the adapters of one provider: the database and the time of the last purge of
 * expired rows. oidc-provider creates one adapter per model name; they all write `oidc_payload`.
 */
export class OidcPayloadStore {
  private lastPurge = 0;

  constructor(readonly db: Kysely<Database>) {}

  /** Deletes expired rows, at most once per PURGE_INTERVAL_MS; a failure only delays the purge. */
  async purgeExpired(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    try {
      await deleteExpiredPayloads(this.db, now);
    } catch {
      // Reads ignore expired rows, so a failed purge is harmless; the next one will retry.
    }
  }

  /** The adapter factory to pass as oidc-provider's `adapter` configuration. */
  adapterFactory(): (model: string) => Adapter {
    return (model) => new KyselyOidcAdapter(this, model);
  }
}

function stringField(payload: AdapterPayload, key: 'grantId' | 'userCode' | 'uid'): string | null {
  const value = payload[key];
  return typeof value === 'string' ? value : null;
}

/**
 * oidc-provider's storage contract over Kysely, for SQLite and PostgreSQL alike: one row per
 * (model kind, id) in `oidc_payload`, with the payload as JSON text and the lookup columns
 * (grant id, user code, session uid) beside it. Rows past `expires_at` count as absent.
 */
export class KyselyOidcAdapter implements Adapter {
  constructor(
    private readonly store: OidcPayloadStore,
    private readonly kind: string,
  ) {}

  private get db(): Kysely<Database> {
    return this.store.db;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const now = Date.now();
    const expiresAt = expiresIn > 0 ? now + expiresIn * 1000 : null;
    await upsertPayload(this.db, {
      id,
      kind: this.kind,
      payload: JSON.stringify(payload),
      grant_id: stringField(payload, 'grantId'),
      user_code: stringField(payload, 'userCode'),
      uid: stringField(payload, 'uid'),
      expires_at: expiresAt,
    });
    await this.store.purgeExpired(now);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await markPayloadConsumed(this.db, this.kind, id, Date.now());
  }

  async destroy(id: string): Promise<void> {
    await deletePayload(this.db, this.kind, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deletePayloadsOfGrant(this.db, this.kind, grantId);
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const now = Date.now();
    const row = await findLivePayload(this.db, this.kind, column, value, now);
    if (!row) return undefined;
    const parsed: unknown = JSON.parse(row.payload);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const payload = parsed as AdapterPayload;
    // oidc-provider reads `consumed` (epoch seconds) to detect a reused code or refresh token.
    return row.consumed_at === null
      ? payload
      : { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) };
  }
}
