import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { parseIpRange, describeIpRangeProblem } from '../../domain/geo/ipRange';
import type { IpRange } from '../../domain/geo/ipRange';
import type { GeoProblem } from '../../domain/geo/override';
import {
  GEO_NOTE_MAX_LENGTH,
  describeGeoProblem,
  validateGeoOverride,
} from '../../domain/geo/override';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { ApiError, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { GeoSortField } from '../store/geoRepository';
import {
  deleteGeoOverride,
  findGeoOverride,
  insertGeoOverride,
  listGeoOverrides,
  overlappingOverride,
  overrideForAddress,
  replaceGeoOverride,
  withGeoWriteLock,
} from '../store/geoRepository';
import type { RouteDeps } from './context';

/** The override's fields as JSON Schema (served at /geo/schema; the body schema of writes). */
export const GEO_OVERRIDE_SCHEMA = {
  type: 'object',
  required: ['ip', 'country'],
  properties: {
    ip: {
      type: 'string',
      maxLength: 100,
      description: 'IPv4 or IPv6 address, or CIDR range (normalised to its network address)',
    },
    country: { type: 'string', maxLength: 10, description: 'ISO 3166-1 alpha-2 country code' },
    region: {
      type: ['string', 'null'],
      maxLength: 20,
      description: 'ISO 3166-2 subdivision code of the country (optional)',
    },
    note: { type: ['string', 'null'], maxLength: GEO_NOTE_MAX_LENGTH * 4 },
  },
} as const;

const SORT_FIELDS: Record<string, GeoSortField> = {
  id: 'id',
  ip: 'id',
  country: 'country',
  region: 'region',
  ut: 'ut',
  ct: 'ct',
};

/** A refusal in the shape react-admin's simple REST client reads: message and field errors. */
function refused(status: number, problems: GeoProblem[]): ApiError {
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.field] ??= describeGeoProblem(problem);
  const message = problems[0] ? describeGeoProblem(problems[0]) : 'Invalid override';
  return new ApiError(status, message, undefined, { errors, problems });
}

/** One address to look up (the lookup and the list's `address` filter); a range or bad text is a 400 on `field`. */
function singleAddress(text: string, field: string): IpRange {
  const parsed = parseIpRange(text);
  if (parsed.ok && !parsed.range.isRange) return parsed.range;
  const message = parsed.ok
    ? 'Look up one address, not a range'
    : describeIpRangeProblem(parsed.problem);
  throw new ApiError(400, message, undefined, { errors: { [field]: message } });
}

function parseJsonParam(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError(400, `'${name}' must be JSON`);
  }
}

const stringOrNull = { type: ['string', 'null'] } as const;
const overrideResponse = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    ip: { type: 'string' },
    family: { type: 'integer' },
    prefix: { type: 'integer' },
    country: { type: 'string' },
    region: stringOrNull,
    note: stringOrNull,
    ct: { type: 'string' },
    ut: { type: 'string' },
    changed_by: { type: 'string' },
  },
} as const;
const errorResponse = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    status: { type: 'integer' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    problems: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;
const ipParams = {
  type: 'object',
  required: ['ip'],
  properties: { ip: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/**
 * Geo-IP overrides (spec section 7 'Geo'): plain REST in `ra-data-simple-rest`'s conventions —
 * `GET /geo/location?sort=["id","ASC"]&range=[0,24]&filter={"q":".."}` (filters: q, country,
 * id list, address: the override holding it) answers a JSON array with
 * `Content-Range: location 0-24/N`; `GET/PUT/DELETE /geo/location/{ip}` (the ip URL-encoded,
 * ranges with their '/'), `POST /geo/location`; errors are `{message, errors: {field: text},
 * problems: [{field, code, ...}]}`. Also `GET /geo/lookup?ip=` (which override applies) and
 * `GET /geo/schema`. Platform-wide (no product), behind the cp_ipconfig page's permissions.
 */
export function registerGeoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = error.statusCode ?? 500;
    let body: Record<string, unknown>;
    if (error instanceof ApiError) {
      status = error.statusCode;
      const data = (error.data ?? {}) as { errors?: unknown; problems?: unknown };
      body = {
        message: error.message,
        status,
        errors: data.errors ?? {},
        problems: data.problems ?? [],
      };
    } else if (error.validation) {
      status = 400;
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const missing = (v.params as { missingProperty?: string }).missingProperty;
        const field = (missing ?? v.instancePath.replace(/^\//, '').split('/')[0]) || 'request';
        errors[field] ??= `${field} ${v.message ?? 'is invalid'}`;
      }
      body = {
        message: Object.values(errors)[0] ?? 'Invalid request',
        status,
        errors,
        problems: [],
      };
    } else if (status >= 400 && status < 500) {
      body = { message: error.message, status, errors: {}, problems: [] };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { message: 'Request failed', status, errors: {}, problems: [] };
    }
    return reply.code(status).send(body);
  });

  // ra-data-simple-rest sends its DELETE with 'Content-Type: text/plain' and no body (so that a
  // browser skips the CORS preflight); such a body is read and ignored here. A text body on a
  // write fails the route's body schema (400).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_r, body, done) =>
    done(null, body === '' ? undefined : body),
  );

  const allow = (request: FastifyRequest, action: Action) => {
    const user = currentUser(request);
    if (!can(user, action, 'cp_ipconfig'))
      throw forbidden(`You do not have permission to ${action} IP configuration`);
    return user;
  };

  app.get<{ Querystring: { sort?: string; range?: string; filter?: string } }>(
    '/geo/location',
    {
      schema: {
        summary: 'Lists geo-IP overrides (react-admin simple REST: sort, range, filter).',
        description: 'Answers a JSON array (not the envelope) with `Content-Range`.',
        querystring: {
          type: 'object',
          properties: {
            sort: { type: 'string', maxLength: 200 },
            range: { type: 'string', maxLength: 100 },
            filter: { type: 'string', maxLength: 20_000 },
          },
        },
        response: { 200: { type: 'array', items: overrideResponse }, default: errorResponse },
      },
    },
    async (request, reply) => {
      allow(request, 'view');
      const sort = parseJsonParam('sort', request.query.sort) ?? ['id', 'ASC'];
      const range = parseJsonParam('range', request.query.range) ?? [0, 24];
      const filter = (parseJsonParam('filter', request.query.filter) ?? {}) as Record<
        string,
        unknown
      >;
      if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !SORT_FIELDS[sort[0]])
        throw new ApiError(400, `Cannot sort by ${JSON.stringify(sort)}`);
      const order = String(sort[1] ?? 'ASC').toLowerCase() === 'desc' ? 'desc' : 'asc';
      const [from, to] = Array.isArray(range) ? (range as unknown[]) : [];
      if (
        !Number.isInteger(from) ||
        !Number.isInteger(to) ||
        (from as number) < 0 ||
        (to as number) < (from as number) ||
        (to as number) - (from as number) >= 1000
      )
        throw new ApiError(400, "'range' must be [from, to] with at most 1000 rows");
      if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
        throw new ApiError(400, "'filter' must be an object");
      const q = typeof filter.q === 'string' ? filter.q.trim() : undefined;
      const country = typeof filter.country === 'string' ? filter.country.trim() : undefined;
      const ids = Array.isArray(filter.id)
        ? filter.id.filter((id): id is string => typeof id === 'string').slice(0, 1000)
        : typeof filter.id === 'string'
          ? [filter.id]
          : undefined;
      const holds =
        typeof filter.address === 'string' && filter.address.trim() !== ''
          ? singleAddress(filter.address, 'address')
          : undefined;
      const start = from as number;
      const page = await listGeoOverrides(deps.db, {
        sort: SORT_FIELDS[sort[0]] ?? 'id',
        order,
        offset: start,
        limit: (to as number) - start + 1,
        ...(q ? { q } : {}),
        ...(country ? { country } : {}),
        ...(ids ? { ids } : {}),
        ...(holds ? { holds } : {}),
      });
      const last = page.rows.length === 0 ? start : start + page.rows.length - 1;
      return reply
        .header('content-range', `location ${start}-${last}/${page.total}`)
        .header('access-control-expose-headers', 'Content-Range')
        .send(page.rows);
    },
  );

  app.get<{ Params: { ip: string } }>(
    '/geo/location/:ip',
    {
      schema: {
        summary: 'Reads a geo-IP override by its address or range.',
        params: ipParams,
        response: { 200: overrideResponse, default: errorResponse },
      },
    },
    async (request) => {
      allow(request, 'view');
      const found = await findGeoOverride(deps.db, request.params.ip);
      if (!found) throw notFound(`Override ${request.params.ip}`);
      return found;
    },
  );

  /** Validates a body and checks it overlaps no other override (except the one it replaces). */
  async function checked(db: RouteDeps['db'], body: Record<string, unknown>, except?: string) {
    const result = validateGeoOverride(body);
    if (!result.ok) throw refused(400, result.problems);
    const clash = await overlappingOverride(db, result.value.range, except);
    if (clash)
      throw refused(409, [
        { field: 'ip', code: 'overlap', existing: clash.id, country: clash.country },
      ]);
    return result.value;
  }

  app.post<{ Body: Record<string, unknown> }>(
    '/geo/location',
    {
      schema: {
        summary: 'Creates a geo-IP override.',
        body: GEO_OVERRIDE_SCHEMA,
        response: { 201: overrideResponse, default: errorResponse },
      },
    },
    async (request, reply) => {
      const user = allow(request, 'create');
      const created = await withGeoWriteLock(deps.db, deps.dialect, async (trx) => {
        const value = await checked(trx, request.body);
        await insertGeoOverride(trx, { ...value, by: user.username, at: new Date().toISOString() });
        return findGeoOverride(trx, value.range.id);
      });
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: { ip: string }; Body: Record<string, unknown> }>(
    '/geo/location/:ip',
    {
      schema: {
        summary: 'Replaces a geo-IP override.',
        params: ipParams,
        body: GEO_OVERRIDE_SCHEMA,
        response: { 200: overrideResponse, default: errorResponse },
      },
    },
    async (request) => {
      const user = allow(request, 'update');
      return withGeoWriteLock(deps.db, deps.dialect, async (trx) => {
        const current = await findGeoOverride(trx, request.params.ip);
        if (!current) throw notFound(`Override ${request.params.ip}`);
        const value = await checked(trx, request.body, current.id);
        await replaceGeoOverride(trx, current.id, {
          ...value,
          by: user.username,
          at: new Date().toISOString(),
        });
        return findGeoOverride(trx, value.range.id);
      });
    },
  );

  app.delete<{ Params: { ip: string } }>(
    '/geo/location/:ip',
    {
      schema: {
        summary: 'Deletes a geo-IP override.',
        params: ipParams,
        response: { 200: overrideResponse, default: errorResponse },
      },
    },
    async (request) => {
      allow(request, 'delete');
      return withGeoWriteLock(deps.db, deps.dialect, async (trx) => {
        const current = await findGeoOverride(trx, request.params.ip);
        if (!current || !(await deleteGeoOverride(trx, current.id)))
          throw notFound(`Override ${request.params.ip}`);
        return current;
      });
    },
  );

  app.get<{ Querystring: { ip: string } }>(
    '/geo/lookup',
    {
      schema: {
        summary: 'Tells which geo-IP override applies to an address.',
        querystring: {
          type: 'object',
          required: ['ip'],
          properties: { ip: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              ip: { type: 'string' },
              override: { anyOf: [overrideResponse, { type: 'null' }] },
            },
          },
          default: errorResponse,
        },
      },
    },
    async (request) => {
      allow(request, 'view');
      const address = singleAddress(request.query.ip, 'ip');
      const override = await overrideForAddress(deps.db, address);
      return { ip: address.id, override: override ?? null };
    },
  );

  app.get(
    '/geo/schema',
    {
      schema: {
        summary: 'Reads the JSON schema of a geo-IP override.',
        response: { 200: { type: 'object', additionalProperties: true }, default: errorResponse },
      },
    },
    async (request) => {
      allow(request, 'view');
      return GEO_OVERRIDE_SCHEMA;
    },
  );
}
