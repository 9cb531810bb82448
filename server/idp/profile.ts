import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { successEnvelope } from '../../domain/envelope';
import {
  PHONE_PATTERN,
  PROFILE_METADATA_FIELDS,
  USER_METADATA_KEY_PATTERN,
  USER_METADATA_MAX_BYTES,
  USER_METADATA_MAX_KEYS,
  USER_METADATA_MAX_VALUE_LENGTH,
  mergeUserMetadata,
} from '../../domain/userMetadata';
import type { IdpProfile, UserMetadata } from '../../domain/userMetadata';
import { ApiError, badRequest } from '../errors';
import { envelopeResponses, noQuery } from '../routes/context';
import { readMeta, writeMeta } from '../store/metaRepository';
import type { Database } from '../store/schema';
import type { DemoUser } from './users';

/** The path of the profile endpoint under the provider's mount path. */
export const PROFILE_PATH = '/profile';

/** `meta` key of a user's metadata (JSON). */
const metadataKey = (username: string) => `idp_user_metadata:${username}`;

/** What the profile endpoint needs. */
export interface ProfileRouteDeps {
  db: Kysely<Database>;
  users: readonly DemoUser[];
  /** Where the provider is mounted, e.g. '/auth'. */
  mountPath: string;
  issuer: string;
  apiAudience: string;
  keys: JWTVerifyGetKey;
}

const text = (maxLength: number, extra: object = {}) => ({
  type: ['string', 'null'],
  maxLength,
  ...extra,
});

// Other top-level fields are refused by the handler, which names them (ajv's answer would not).
const patchBody = {
  type: 'object',
  required: ['user_metadata'],
  properties: {
    user_metadata: {
      type: 'object',
      maxProperties: USER_METADATA_MAX_KEYS,
      propertyNames: { pattern: USER_METADATA_KEY_PATTERN },
      properties: {
        display_name: text(PROFILE_METADATA_FIELDS.display_name.maxLength),
        phone: text(PROFILE_METADATA_FIELDS.phone.maxLength, { pattern: PHONE_PATTERN }),
        notes: text(PROFILE_METADATA_FIELDS.notes.maxLength),
      },
      additionalProperties: text(USER_METADATA_MAX_VALUE_LENGTH),
    },
  },
} as const;

function parseStored(value: string | undefined): UserMetadata {
  if (value === undefined) return {};
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The identity provider's profile endpoint (section 7: 'Identity provider profile: GET and PATCH
 * with user_metadata, bearer'), at `<issuer>/profile`. The bearer is one of the provider's access
 * tokens for the API; the profile is always its subject's own (there is no user id to name, so
 * nobody reads or changes another's). GET answers the user's id, username, name, e-mail and
 * `user_metadata`; PATCH takes `{user_metadata}` only, sets each key given (null or '' removes
 * it) and keeps the others: keys of lower case letters, digits and '_', text values (the profile
 * page's display_name, phone and notes with their own limits), at most 20 keys and 4096 bytes in
 * all. Answers are envelopes; bad input is a 400 naming the field.
 */
export function registerIdpProfileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const path = `${deps.mountPath}${PROFILE_PATH}`;

  const userOf = async (request: FastifyRequest): Promise<DemoUser> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new ApiError(401, 'Authentication required');
    let subject: unknown;
    try {
      const { payload } = await jwtVerify(match[1], deps.keys, {
        issuer: deps.issuer,
        audience: deps.apiAudience,
      });
      subject = payload.sub;
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'rejected profile token');
      throw new ApiError(401, 'Invalid or expired access token');
    }
    const user = deps.users.find((candidate) => candidate.username === subject);
    if (!user) throw new ApiError(401, 'Invalid or expired access token');
    return user;
  };

  const profileOf = (user: DemoUser, metadata: UserMetadata): IdpProfile => ({
    user_id: user.username,
    username: user.username,
    ...(user.name === undefined ? {} : { name: user.name }),
    ...(user.email === undefined ? {} : { email: user.email }),
    user_metadata: metadata,
  });

  app.get(
    path,
    {
      schema: {
        summary: "The signed-in user's profile with their user_metadata (identity provider).",
        querystring: noQuery,
        response: envelopeResponses,
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      void reply.header('cache-control', 'no-store');
      const stored = parseStored(await readMeta(deps.db, metadataKey(user.username)));
      return successEnvelope(profileOf(user, stored));
    },
  );

  app.patch<{ Body: { user_metadata: Record<string, string | null>; [field: string]: unknown } }>(
    path,
    {
      schema: {
        summary: "Changes the signed-in user's user_metadata (identity provider); nothing else.",
        querystring: noQuery,
        body: patchBody,
        response: envelopeResponses,
      },
    },
    async (request, reply) => {
      const user = await userOf(request);
      const others = Object.keys(request.body).filter((field) => field !== 'user_metadata');
      if (others.length > 0)
        throw badRequest(
          `Only user_metadata can be changed here, not ${others.join(', ')}`,
          others.map((field) => ({
            code: 400,
            field: `/${field}`,
            description: `${field} cannot be changed here: only user_metadata`,
          })),
        );
      const key = metadataKey(user.username);
      const merged = mergeUserMetadata(
        parseStored(await readMeta(deps.db, key)),
        request.body.user_metadata,
      );
      const json = JSON.stringify(merged);
      if (Object.keys(merged).length > USER_METADATA_MAX_KEYS)
        throw badRequest(`user_metadata holds more than ${USER_METADATA_MAX_KEYS} keys`, [
          {
            code: 400,
            field: '/user_metadata',
            description: `user_metadata holds more than ${USER_METADATA_MAX_KEYS} keys`,
          },
        ]);
      if (Buffer.byteLength(json, 'utf8') > USER_METADATA_MAX_BYTES)
        throw badRequest(`user_metadata is larger than ${USER_METADATA_MAX_BYTES} bytes`, [
          {
            code: 400,
            field: '/user_metadata',
            description: `user_metadata is larger than ${USER_METADATA_MAX_BYTES} bytes`,
          },
        ]);
      await writeMeta(deps.db, key, json);
      void reply.header('cache-control', 'no-store');
      return successEnvelope(profileOf(user, merged));
    },
  );
}
