import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

const NUL = '\u0000';

/**
 * The path of the first value in a request part (params, query, JSON body) that `test` picks, or
 * of a key holding U+0000; an upload's stream or bytes is left to its route.
 */
function firstPath(value: unknown, test: (v: unknown) => boolean, path = ''): string | undefined {
  if (test(value)) return path || '/';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstPath(item, test, `${path}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  // Objects: JSON bodies, and Fastify's params and query (null-prototype objects).
  if (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Stream) &&
    !ArrayBuffer.isView(value)
  ) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key.includes(NUL)) return `${path}/${key.replaceAll(NUL, '\\u0000')}`;
      const found = firstPath(item, test, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a value holds U+0000 (in a string or a key), as a path. */
export function nulPath(value: unknown): string | undefined {
  return firstPath(value, (v) => typeof v === 'string' && v.includes(NUL));
}

/** Where a value holds a number that is not finite (a query's '1e309' or 'Infinity', coerced). */
export function nonFinitePath(value: unknown): string | undefined {
  return firstPath(value, (v) => typeof v === 'number' && !Number.isFinite(v));
}

const PARTS = [
  ['path', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

function refuse(part: string, where: string, what: string): ApiError {
  const description = `The ${part} ${what}: ${where}`;
  return new ApiError(400, description, [{ code: 400, field: where, description }]);
}

/**
 * Guards every route with a 400 naming where the problem is: the NUL character (U+0000) in path
 * parameters, query values and JSON bodies, before validation (no text the service stores or
 * searches holds it, PostgreSQL cannot store it in text at all, SQLite's full-text search fails
 * on it); and, after validation, a number that is not finite — ajv's type coercion turns a query's
 * '1e309' or 'Infinity' into Infinity and lets it past `maximum`.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, read] of PARTS) {
      const where = nulPath(read(request));
      if (where !== undefined)
        throw refuse(part, where, 'may not contain the NUL character (U+0000)');
    }
  });
  app.addHook('preHandler', async (request) => {
    for (const [part, read] of PARTS) {
      const where = nonFinitePath(read(request));
      if (where !== undefined) throw refuse(part, where, 'must hold finite numbers');
    }
  });
}
