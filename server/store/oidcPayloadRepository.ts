import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** One row of oidc-provider's state: a model kind, an id, the payload JSON and lookup columns. */
export interface OidcPayloadRow {
  id: string;
  kind: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: number | null;
}

/** Deletes every row past its expiry. */
export async function deleteExpiredPayloads(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('oidc_payload').where('expires_at', '<=', now).execute();
}

/** Inserts or replaces the row of (kind, id); a replaced row is no longer consumed. */
export async function upsertPayload(db: Kysely<Database>, row: OidcPayloadRow): Promise<void> {
  await db
    .insertInto('oidc_payload')
    .values({ ...row, consumed_at: null })
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
}

export async function markPayloadConsumed(
  db: Kysely<Database>,
  kind: string,
  id: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('oidc_payload')
    .set({ consumed_at: at })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}

export async function deletePayload(db: Kysely<Database>, kind: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_payload').where('kind', '=', kind).where('id', '=', id).execute();
}

export async function deletePayloadsOfGrant(
  db: Kysely<Database>,
  kind: string,
  grantId: string,
): Promise<void> {
  await db
    .deleteFrom('oidc_payload')
    .where('kind', '=', kind)
    .where('grant_id', '=', grantId)
    .execute();
}

/** The unexpired row of `kind` whose `column` equals `value`: its payload and consumption time. */
export async function findLivePayload(
  db: Kysely<Database>,
  kind: string,
  column: 'id' | 'uid' | 'user_code',
  value: string,
  now: number,
): Promise<{ payload: string; consumed_at: number | null } | undefined> {
  return db
    .selectFrom('oidc_payload')
    .select(['payload', 'consumed_at'])
    .where('kind', '=', kind)
    .where(column, '=', value)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}
