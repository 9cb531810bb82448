import type { Kysely, Selectable } from 'kysely';
import { reusableQuery } from './reusableQuery';
import type { Database, LockTable } from './schema';

export type LockRow = Selectable<LockTable>;

export interface LockHolder {
  uid: string;
  name: string;
}

/** The live lock on an item, if any (an expired lock is as good as none). */
export async function liveLock(
  db: Kysely<Database>,
  id: string,
  now: number,
): Promise<LockRow | undefined> {
  return (await liveLockRows(db, id, now))[0];
}

/** Checked on every write of an item: compiled once. */
const liveLockRows = reusableQuery(
  (db, id: string, now: number) =>
    db.selectFrom('locks').selectAll().where('id', '=', id).where('expires_at', '>', now),
  2,
);

/**
 * Takes the lock on an item for a user, atomically: the insert succeeds when there is no lock;
 * otherwise the row is only taken over when it has expired or is already the caller's. Returns
 * the holder after the attempt: the caller when it won, the other user otherwise.
 */
export async function acquireLock(
  db: Kysely<Database>,
  input: { id: string; urn: string; holder: LockHolder; now: number; ttlMs: number },
): Promise<LockRow> {
  const { id, urn, holder, now, ttlMs } = input;
  await db
    .insertInto('locks')
    .values({
      id,
      urn,
      owner: holder.uid,
      owner_name: holder.name,
      acquired_at: now,
      heartbeat_at: now,
      expires_at: now + ttlMs,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          urn,
          owner: holder.uid,
          owner_name: holder.name,
          acquired_at: now,
          heartbeat_at: now,
          expires_at: now + ttlMs,
        })
        .where((eb) =>
          eb.or([eb('locks.expires_at', '<=', now), eb('locks.owner', '=', holder.uid)]),
        ),
    )
    .execute();
  const row = await db
    .selectFrom('locks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

/** Extends the caller's live lock; false when the caller does not hold it. */
export async function heartbeatLock(
  db: Kysely<Database>,
  input: { id: string; uid: string; now: number; ttlMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('locks')
    .set({ heartbeat_at: input.now, expires_at: input.now + input.ttlMs })
    .where('id', '=', input.id)
    .where('owner', '=', input.uid)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases the caller's lock (or any lock, when forced); true when a row was removed. */
export async function releaseLock(
  db: Kysely<Database>,
  input: { id: string; uid: string; force: boolean },
): Promise<LockRow | undefined> {
  const row = await db
    .selectFrom('locks')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row) return undefined;
  let query = db.deleteFrom('locks').where('id', '=', input.id);
  if (!input.force) query = query.where('owner', '=', input.uid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row : undefined;
}
