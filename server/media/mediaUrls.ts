import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sharedSecret } from '../store/sharedSecret';
import type { Database } from '../store/schema';

/**
 * Signed media URLs. The player fetches a manifest and then its segments by itself, without the
 * console's bearer token; so the playback service hands out URLs that carry a token in the path,
 * naming a folder (or file) under MEDIA_DIR and an expiry, signed with a secret kept in the
 * database (any instance on the same database accepts another's). Segment URLs in a manifest are
 * relative, so they carry the manifest's token too. A token in a path is not a user's credential:
 * it opens only that media, for MEDIA_URL_TTL_MS.
 */
export const MEDIA_URL_TTL_MS = 4 * 60 * 60 * 1000;
const URL_STEP_MS = 60 * 60 * 1000;
const SECRET_KEY = 'media_url_secret';
/** Where signed media is served, under the playback service's base. */
export const FILES_PATH = '/files';

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export interface MediaUrls {
  /** `/api/playback/files/{token}/{folder}{file}`: the token opens `folder` (ending in '/'). */
  url(folder: string, file: string, now?: number): Promise<string>;
  /** Whether `token` opens `path` (relative to MEDIA_DIR): the files of the folder it names. */
  opens(token: string, path: string, now?: number): Promise<boolean>;
}

/** The folder of a path ('cuts/abc/' for 'cuts/abc/manifest.mpd'). */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Tokens are short (Fastify limits a path parameter to 100 characters): the expiry in base 36
 * and an HMAC of the folder and the expiry. The folder itself is the URL's path.
 */
export function createMediaUrls(db: Kysely<Database>, base: string): MediaUrls {
  const secret = sharedSecret(db, SECRET_KEY);
  const signature = (key: Buffer, folder: string, expiry: string) =>
    sign(key, `${folder}|${expiry}`).slice(0, 32);
  return {
    async url(folder, file, now = Date.now()) {
      if (!folder.endsWith('/') || file.includes('/'))
        throw new Error(`Bad media path ${folder}${file}`);
      // The expiry is rounded up to the hour, so one folder's URL stays the same for an hour (valid
      // 4 to 5 hours): the player keeps playing when the console asks for the media again (a
      // refetch, a re-mount) rather than loading a new URL from the start.
      const expiry = (Math.ceil((now + MEDIA_URL_TTL_MS) / URL_STEP_MS) * URL_STEP_MS).toString(36);
      return `${base}${FILES_PATH}/${expiry}.${signature(await secret.made(), folder, expiry)}/${folder}${file}`;
    },
    async opens(token, path, now = Date.now()) {
      const [expiry, given, extra] = token.split('.');
      if (!expiry || !given || extra !== undefined || path.includes('..')) return false;
      const folder = folderOf(path);
      if (!folder) return false;
      const made = await secret.ifMade();
      if (!made) return false;
      const expected = Buffer.from(signature(made, folder, expiry));
      const offered = Buffer.from(given);
      if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return false;
      return parseInt(expiry, 36) >= now;
    },
  };
}
