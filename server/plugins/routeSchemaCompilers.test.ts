import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { compilersOnFirstUse } from './routeSchemaCompilers';

const AJV = { customOptions: { coerceTypes: true, useDefaults: true, allErrors: true } };

/** The service's Fastify options for schemas: eager (production) or compiled on first use. */
function app(onFirstUse: boolean): FastifyInstance {
  return Fastify({
    ajv: AJV,
    ...(onFirstUse ? { schemaController: { compilersFactory: compilersOnFirstUse() } } : {}),
  });
}

/** A route with every part a schema can check and a response schema that drops a field. */
function addRoutes(instance: FastifyInstance): void {
  instance.addSchema({ $id: 'shared', type: 'object', properties: { n: { type: 'string' } } });
  instance.post(
    '/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', default: 25 } },
        },
        body: { $ref: 'shared#' },
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              limit: { type: 'integer' },
              n: { type: 'string' },
            },
          },
        },
      },
    },
    async (request) => ({
      ...(request.params as object),
      ...(request.query as object),
      ...(request.body as object),
      secret: 'x',
    }),
  );
  // A root value the schema coerces: Fastify hands ajv the request as its parent to replace it.
  instance.post('/count', { schema: { body: { type: 'integer' } } }, async (request) => ({
    type: typeof request.body,
  }));
}

let running: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(running.map((instance) => instance.close()));
  running = [];
});

describe('route schemas compiled on first use', () => {
  it.each([
    ['eager', false],
    ['on first use', true],
  ])('validate, coerce, default and serialise as Fastify does (%s)', async (_name, onFirstUse) => {
    const instance = app(onFirstUse);
    running.push(instance);
    addRoutes(instance);
    const ok = await instance.inject({
      method: 'POST',
      url: '/items/7',
      payload: { n: 'Movie' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 7, limit: 25, n: 'Movie' });

    const refused = await instance.inject({
      method: 'POST',
      url: '/items/seven?limit=many',
      payload: { n: 3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/params\/id must be integer/);

    const root = await instance.inject({
      method: 'POST',
      url: '/count',
      headers: { 'content-type': 'application/json' },
      payload: '"5"',
    });
    expect(root.json()).toEqual({ type: 'number' });
  });

  it('leaves a route whose schema does not compile to its first request; Fastify eager refuses to start', async () => {
    const broken = (instance: FastifyInstance) =>
      instance.post('/broken', { schema: { body: { type: 'nonsense' } } }, async () => ({}));

    const eager = app(false);
    running.push(eager);
    broken(eager);
    await expect(eager.ready()).rejects.toThrow(/Failed building the validation schema/);

    const onFirstUse = app(true);
    running.push(onFirstUse);
    broken(onFirstUse);
    await onFirstUse.ready();
    const answer = await onFirstUse.inject({ method: 'POST', url: '/broken', payload: {} });
    expect(answer.statusCode).toBe(500);
  });
});
