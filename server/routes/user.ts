import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { can } from '../../domain/permissions/permissionsFor';
import { isStoredFilterList, SEARCH_FILTERS_SETTING_TYPE } from '../../domain/search/searchFilters';
import { ApiError, badRequest, forbidden, lockedByAnother, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import { acquireLock, heartbeatLock, liveLock, releaseLock } from '../store/lockRepository';
import {
  createSetting,
  deleteSetting,
  listSettings,
  purgeOldSettings,
  updateSetting,
} from '../store/settingsRepository';
import { writeAudit } from '../store/auditRepository';
import { itemPlacement } from '../store/contentRepository';
import type { RouteDeps } from './context';
import { envelopeResponses, itemInRequestProduct } from './context';

const lockBody = {
  type: 'object',
  required: ['id', 'urn'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200 },
    urn: { type: 'string', pattern: '^urn:[A-Za-z0-9:_-]{1,200}$' },
    force: { type: 'boolean' },
  },
} as const;

interface LockBody {
  id: string;
  urn: string;
  force?: boolean;
}

/**
 * The global search's stored filter list (kept as a user setting when saved filters are kept on
 * the server): `[{field: search_across | content_type, term: comma-joined, operator: equals}]`.
 */
function checkSearchFilters(payload: unknown): void {
  if (!isStoredFilterList(payload))
    throw badRequest(
      'Search filters must be a list of {field: search_across | content_type, term, operator: equals}',
    );
}

/** Locks and user settings (section 7 'Locks', 'User settings'). */
export function registerUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  /** The item type a lock's urn names (a catalogue type or policies), to check the caller's permission on its page. */
  const typeOfUrn = (urn: string): ResourceType => {
    const resourceType = deps.itemTypes.byUrn(urn);
    if (!resourceType) throw badRequest(`Unknown resource urn '${urn}'`);
    return resourceType;
  };

  const itemInProduct = (request: FastifyRequest, id: string, resourceType?: ResourceType) =>
    itemInRequestProduct(deps, request, id, resourceType);

  app.get<{ Params: { id: string } }>(
    '/user/lock/:id/status',
    {
      schema: {
        summary: 'Tells who holds the edit lock on an item, if anyone.',
        response: envelopeResponses,
        params: {
          type: 'object',
          properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const placement = await itemInProduct(request, request.params.id);
      const resourceType = deps.itemTypes.get(placement.cty);
      if (!resourceType || !can(user, 'view', resourceType.list.resource))
        throw forbidden(`You do not have permission to view ${placement.cty}`);
      const lock = await liveLock(deps.db, request.params.id, Date.now());
      if (!lock) return successEnvelope({ id: request.params.id, ls: 'open' });
      return successEnvelope({
        id: lock.id,
        urn: lock.urn,
        ls: lock.owner,
        lo_uid: lock.owner,
        lo_name: lock.owner_name,
        expires_at: new Date(lock.expires_at).toISOString(),
      });
    },
  );

  app.post<{ Body: LockBody }>(
    '/user/lock/acquire',
    {
      schema: {
        summary: 'Takes the edit lock on an item.',
        response: envelopeResponses,
        body: lockBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const resourceType = typeOfUrn(request.body.urn);
      if (!can(user, 'update', resourceType.list.resource))
        throw forbidden(`You do not have permission to edit ${resourceType.type}`);
      await itemInProduct(request, request.body.id, resourceType);
      const now = Date.now();
      const lock = await acquireLock(deps.db, {
        id: request.body.id,
        urn: request.body.urn,
        holder: { uid: user.uid, name: user.username },
        now,
        ttlMs: deps.lockTtlMs,
      });
      if (lock.owner !== user.uid) {
        throw lockedByAnother(lock);
      }
      return successEnvelope({
        id: lock.id,
        urn: lock.urn,
        ls: lock.owner,
        lo_uid: lock.owner,
        lo_name: lock.owner_name,
      });
    },
  );

  app.post<{ Body: LockBody }>(
    '/user/lock/update',
    {
      schema: {
        summary: "Keeps the caller's edit lock on an item alive (heartbeat).",
        response: envelopeResponses,
        body: lockBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ok = await heartbeatLock(deps.db, {
        id: request.body.id,
        uid: user.uid,
        now: Date.now(),
        ttlMs: deps.lockTtlMs,
      });
      if (!ok) throw new ApiError(409, 'Fetch lock beat failed!');
      return successEnvelope({ id: request.body.id, ls: user.uid, lo_uid: user.uid });
    },
  );

  app.put<{ Body: LockBody }>(
    '/user/lock/release',
    {
      schema: {
        summary:
          "Releases the caller's edit lock, or with `force` another user's (force-unlock permission).",
        response: envelopeResponses,
        body: lockBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const force = request.body.force === true;
      if (force) {
        const resourceType = typeOfUrn(request.body.urn);
        if (!can(user, 'forceUnlock', resourceType.list.resource))
          throw forbidden('You do not have permission to force-unlock');
        // Only another user's lock on an item of the request's product can be broken.
        await itemInProduct(request, request.body.id, resourceType);
      }
      const released = await releaseLock(deps.db, { id: request.body.id, uid: user.uid, force });
      if (!released) {
        const holder = await liveLock(deps.db, request.body.id, Date.now());
        if (holder && holder.owner !== user.uid) {
          // The holder is named only to those who may see the item.
          await itemInProduct(request, request.body.id);
          throw new ApiError(
            409,
            `Release lock operation failed! Locked by ${holder.owner_name}`,
            undefined,
            {
              ls: holder.owner,
              lo_uid: holder.owner,
              lo_name: holder.owner_name,
            },
          );
        }
      }
      if (force && released && released.owner !== user.uid) {
        const placement = await itemPlacement(deps.db, request.body.id);
        await writeAudit(deps.db, {
          id: request.body.id,
          cty: typeOfUrn(request.body.urn).type,
          changedBy: user.username,
          changedByName: user.name,
          traceKey: randomUUID(),
          previousVersion: null,
          currentVersion: null,
          key: request.body.id,
          action: 'lock:force-unlock',
          change: [{ field: 'lock', from: released.owner_name, to: null }],
          at: new Date().toISOString(),
          products: placement?.products ?? [],
        });
      }
      return successEnvelope({ id: request.body.id, ls: 'open', released: released !== undefined });
    },
  );

  const settingBody = {
    type: 'object',
    required: ['t'],
    properties: {
      n: { type: 'string', maxLength: 200 },
      t: { type: 'string', minLength: 1, maxLength: 64 },
      payload: {},
    },
  } as const;

  app.get<{ Querystring: { t?: string } }>(
    '/user/setting/list',
    {
      schema: {
        summary: "Lists the caller's saved settings.",
        response: envelopeResponses,
        querystring: { type: 'object', properties: { t: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await purgeOldSettings(deps.db, new Date());
      return successEnvelope(await listSettings(deps.db, user.uid, request.query.t));
    },
  );

  app.post<{ Body: { n?: string; t: string; payload?: unknown } }>(
    '/user/setting/create',
    {
      schema: {
        summary: 'Saves a setting for the caller.',
        response: envelopeResponses,
        body: settingBody,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.body.t === SEARCH_FILTERS_SETTING_TYPE) {
        checkSearchFilters(request.body.payload);
        // One stored filter list per user: a new one replaces the earlier.
        for (const earlier of await listSettings(deps.db, user.uid, SEARCH_FILTERS_SETTING_TYPE))
          await deleteSetting(deps.db, earlier.id, user.uid);
      }
      const setting = await createSetting(deps.db, {
        id: randomUUID(),
        uid: user.uid,
        t: request.body.t,
        n: request.body.n ?? request.body.t,
        payload: request.body.payload ?? null,
        now: new Date(),
      });
      return reply.code(201).send(successEnvelope(setting));
    },
  );

  app.put<{ Params: { id: string }; Body: { n?: string; payload?: unknown } }>(
    '/user/setting/update/:id',
    {
      schema: {
        summary: "Updates one of the caller's saved settings.",
        response: envelopeResponses,
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
        body: {
          type: 'object',
          properties: { n: { type: 'string', maxLength: 200 }, payload: {} },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.payload !== undefined) {
        const searchFilters = await listSettings(deps.db, user.uid, SEARCH_FILTERS_SETTING_TYPE);
        if (searchFilters.some((setting) => setting.id === request.params.id))
          checkSearchFilters(request.body.payload);
      }
      const setting = await updateSetting(deps.db, {
        id: request.params.id,
        uid: user.uid,
        n: request.body.n,
        payload: request.body.payload,
        now: new Date(),
      });
      if (!setting) throw notFound(`Setting ${request.params.id}`);
      return successEnvelope(setting);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user/setting/delete/:id',
    {
      schema: {
        summary: "Deletes one of the caller's saved settings.",
        response: envelopeResponses,
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await deleteSetting(deps.db, request.params.id, user.uid)))
        throw notFound(`Setting ${request.params.id}`);
      return successEnvelope({ id: request.params.id });
    },
  );
}
