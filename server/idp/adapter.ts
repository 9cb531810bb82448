import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../store/schema';

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
      await this.db.deleteFrom('oidc_payload').where('expires_at', '<=', now).execute();
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
    const row = {
      id,
      kind: this.kind,
      payload: JSON.stringify(payload),
      grant_id: stringField(payload, 'grantId'),
      user_code: stringField(payload, 'userCode'),
      uid: stringField(payload, 'uid'),
      expires_at: expiresAt,
      consumed_at: null,
    };
    await this.db
      .insertInto('oidc_payload')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          user_code: row.user_code,
          uid: row.uid,
          expires_at: row.expires_at,
          consumed_at: null,
        }),
      )
      .execute();
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
    await this.db
      .updateTable('oidc_payload')
      .set({ consumed_at: Date.now() })
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payload')
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payload')
      .where('kind', '=', this.kind)
      .where('grant_id', '=', grantId)
      .execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const now = Date.now();
    const row = await this.db
      .selectFrom('oidc_payload')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', this.kind)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
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
