import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { compileOnFirstUse } from '../resourceCatalog';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Fastify's own schema compilers (ajv for requests, fast-json-stringify for responses, with the
 * same options and shared schemas), each route's schema compiled on the route's first request
 * instead of at start. Compiling every route's schemas takes about a sixth of a start's CPU, most
 * of it for routes a short-lived server (a test's) never serves. A production start keeps Fastify's
 * eager compilers (server/app.ts), so a schema that does not compile stops it before it serves.
 */
export function compilersOnFirstUse(): CompilersFactory {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  const buildValidator = ((...factoryArgs: Parameters<typeof validators>) => {
    const compile = validators(...factoryArgs);
    return (route: Parameters<typeof compile>[0]) =>
      compileOnFirstUse(() => compile(route) as ValidateFunction);
  }) as CompilersFactory['buildValidator'];
  const buildSerializer = ((...factoryArgs: Parameters<typeof serializers>) => {
    const compile = serializers(...factoryArgs);
    return (route: Parameters<typeof compile>[0]) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  }) as CompilersFactory['buildSerializer'];
  return { buildValidator, buildSerializer };
}
