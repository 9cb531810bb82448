import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface UserSetting {
  id: string;
  n: string;
  t: string;
  ct: string;
  ut: string;
  payload: unknown;
}

/** Settings are kept 24 hours (spec section 9), then removed. */
export const SETTINGS_RETENTION_MS = 24 * 60 * 60 * 1000;

function toSetting(row: {
  id: string;
  n: string;
  t: string;
  ct: string;
  ut: string;
  payload: string;
}): UserSetting {
  return {
    id: row.id,
    n: row.n,
    t: row.t,
    ct: row.ct,
    ut: row.ut,
    payload: JSON.parse(row.payload) as unknown,
  };
}

/**
 * Setting types kept beyond the retention period: the console's theme and preferences are saved
 * per user (issue 4) and would otherwise reset every day.
 */
export const DURABLE_SETTING_TYPES = ['theme', 'preferences'] as const;

/** Removes every user's settings older than the retention period, except the durable types. */
export async function purgeOldSettings(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTINGS_RETENTION_MS).toISOString();
  const result = await db
    .deleteFrom('user_settings')
    .where('ct', '<', cutoff)
    .where('t', 'not in', [...DURABLE_SETTING_TYPES])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listSettings(
  db: Kysely<Database>,
  uid: string,
  type: string | undefined,
): Promise<UserSetting[]> {
  let query = db.selectFrom('user_settings').selectAll().where('uid', '=', uid);
  if (type) query = query.where('t', '=', type);
  const rows = await query.orderBy('ct', 'desc').execute();
  return rows.map(toSetting);
}

export async function createSetting(
  db: Kysely<Database>,
  input: { id: string; uid: string; t: string; n: string; payload: unknown; now: Date },
): Promise<UserSetting> {
  const at = input.now.toISOString();
  const row = {
    id: input.id,
    uid: input.uid,
    t: input.t,
    n: input.n,
    payload: JSON.stringify(input.payload ?? null),
    ct: at,
    ut: at,
  };
  await db.insertInto('user_settings').values(row).execute();
  return toSetting(row);
}

/** Updates one of the caller's settings; undefined when it is not theirs or does not exist. */
export async function updateSetting(
  db: Kysely<Database>,
  input: { id: string; uid: string; n?: string | undefined; payload?: unknown; now: Date },
): Promise<UserSetting | undefined> {
  // Only what the caller sent changes: a rename keeps the payload, and the reverse.
  const changes: { payload?: string; ut: string; n?: string } = { ut: input.now.toISOString() };
  if (input.payload !== undefined) changes.payload = JSON.stringify(input.payload);
  if (input.n !== undefined) changes.n = input.n;
  const result = await db
    .updateTable('user_settings')
    .set(changes)
    .where('id', '=', input.id)
    .where('uid', '=', input.uid)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('user_settings')
    .selectAll()
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  return toSetting(row);
}

export async function deleteSetting(
  db: Kysely<Database>,
  id: string,
  uid: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_settings')
    .where('id', '=', id)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
