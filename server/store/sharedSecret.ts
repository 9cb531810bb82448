import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertMetaIfAbsent, readMeta } from './metaRepository';
import type { Database } from './schema';

/** A signing secret kept in `meta`, shared by every instance on the database. */
export interface SharedSecret {
  /** The secret, made by the first instance that signs something when there is none. */
  made(): Promise<Buffer>;
  /**
   * The secret if one was made, else undefined: checking a signature never makes one (nothing was
   * signed without it), so a request with a made-up signature changes nothing in the database.
   */
  ifMade(): Promise<Buffer | undefined>;
}

export function sharedSecret(db: Kysely<Database>, key: string): SharedSecret {
  let secret: Promise<Buffer> | undefined;
  const made = () => {
    secret ??= (async () => {
      await insertMetaIfAbsent(db, key, randomBytes(32).toString('base64url'));
      const stored = await readMeta(db, key);
      if (!stored) throw new Error(`No ${key} in meta`);
      return Buffer.from(stored, 'base64url');
    })().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    made,
    async ifMade() {
      if (secret) return secret;
      return (await readMeta(db, key)) === undefined ? undefined : made();
    },
  };
}
