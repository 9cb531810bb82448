import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describeSchemaError } from '../domain/validation/schemaErrorMessages';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchemaObject } from '../domain/jsonSchema';
import type { PageResource } from '../domain/permissions/pages';

export type ResourceArea = 'vod' | 'live' | 'assets' | 'syndication';

/**
 * A list's area: a catalogue area, or a built-in item type's ('policy' for policies, 'appconfig'
 * for app configurations, 'adtag' for ad tags, 'storefront' for pages, collections and
 * containers; built in code, not declared as catalogue types
 * under resources/).
 */
export type ListArea = ResourceArea | 'policy' | 'appconfig' | 'adtag' | 'storefront';

export interface ListDeclaration {
  area: ListArea;
  resource: PageResource;
  titleKey: string;
  columns: { source: string; kind: string }[];
  filters: { source: string; kind?: string; choices?: unknown[] }[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  searchFields: string[];
}

export interface ResourceType {
  type: string;
  /** The type's schema with the shared definitions injected under $defs. */
  schema: JsonSchemaObject;
  uischema: unknown;
  /**
   * The layout of the item's 'Additional info' dialog, from `additionaluischema.json`; without
   * one the dialog shows the item's identifiers (`additionalUischemaOf`).
   */
  additionalUischema?: unknown;
  list: ListDeclaration;
  validate: ValidateFunction;
  /** The urn of its items when not `urn:resource:catalog:{type}` (policies: `urn:resource:policy`). */
  urn?: string;
}

export interface ResourceCatalog {
  types: ReadonlyMap<string, ResourceType>;
  get(type: string): ResourceType | undefined;
}

const AREAS: readonly ResourceArea[] = ['vod', 'live', 'assets', 'syndication'];

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** The shared definitions under `_defs/`, by name, injected into every type's `$defs`. */
export function loadSharedDefinitions(dir: string): Record<string, unknown> {
  const defsDir = join(dir, '_defs');
  const defs: Record<string, unknown> = {};
  if (existsSync(defsDir)) {
    for (const file of readdirSync(defsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      defs[file.replace(/\.json$/, '')] = readJson(join(defsDir, file));
    }
  }
  return defs;
}

/** The validator every catalogue type's schema compiles with. */
export function catalogAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * When a type's schema is compiled into its validator: 'now' (a compile error is thrown by the
 * call that loads the type), or 'on-first-use' (by its first validation). Compiling every
 * `resources/` type takes about 0.7 s of a start's CPU, most of it for types a short-lived
 * server (a test's, a second instance's) never validates.
 */
export type CompileWhen = 'now' | 'on-first-use';

/**
 * A validator that compiles `schema` on its first call; it then behaves as ajv's own (its
 * `errors` are those of the last call; its `schema` and `schemaEnv`, which Fastify reads before
 * calling, are the compiled one's, compiling it when read first). A schema that does not compile
 * throws on every call.
 */
export function compileOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((...args: Parameters<ValidateFunction>) => {
    compiled ??= compile();
    const valid = compiled(...args);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  for (const property of ['schema', 'schemaEnv'] as const)
    Object.defineProperty(validate, property, { get: () => (compiled ??= compile())[property] });
  return validate;
}

/**
 * A type from its three files' contents (a `resources/` folder's, or a designed type's): the
 * shared definitions injected, the area checked, the schema compiled (now, or on the
 * validator's first use). Throws, naming `origin`, when the area is unknown or the schema does
 * not compile.
 */
export function compileResourceType(
  type: string,
  files: { schema: JsonSchemaObject; uischema: unknown; list: ListDeclaration },
  defs: Record<string, unknown>,
  ajv: Ajv,
  origin: string,
  when: CompileWhen = 'now',
): ResourceType {
  const raw = files.schema;
  const schema: JsonSchemaObject = {
    ...raw,
    $defs: { ...defs, ...(raw.$defs ?? {}) } as JsonSchemaObject['$defs'],
  };
  const list = files.list;
  if (!(AREAS as readonly string[]).includes(list.area))
    throw new Error(`${origin}/list.json: unknown area '${String(list.area)}'`);
  const compile = () => {
    try {
      return ajv.compile(schema);
    } catch (error) {
      throw new Error(`${origin}/schema.json does not compile: ${(error as Error).message}`);
    }
  };
  const validate = when === 'now' ? compile() : compileOnFirstUse(compile);
  return { type, schema, uischema: files.uischema, list, validate };
}

/**
 * Loads the catalogue types declared as data under `resources/`: one folder per type with
 * schema.json, uischema.json and list.json; shared definitions under `_defs/` are injected
 * into every schema's `$defs`. Types designed in the console join these at run time
 * (server/types/liveCatalog.ts). `compile`: when each schema is compiled (default now).
 */
export function loadResourceCatalog(
  dir: string,
  options: { compile?: CompileWhen } = {},
): ResourceCatalog {
  const defs = loadSharedDefinitions(dir);
  const ajv = catalogAjv();
  const types = new Map<string, ResourceType>();
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'),
    )
    .map((entry) => entry.name)
    .sort();
  for (const type of folders) {
    const folder = join(dir, type);
    if (!existsSync(join(folder, 'schema.json'))) continue;
    const uischema = existsSync(join(folder, 'uischema.json'))
      ? readJson(join(folder, 'uischema.json'))
      : null;
    types.set(
      type,
      compileResourceType(
        type,
        {
          schema: readJson(join(folder, 'schema.json')) as JsonSchemaObject,
          uischema,
          list: readJson(join(folder, 'list.json')) as ListDeclaration,
        },
        defs,
        ajv,
        folder,
        options.compile,
      ),
    );
  }
  return { types, get: (type) => types.get(type) };
}

/** ajv's errors as envelope errors, one per failing field, described in plain words (domain/validation). */
export function validationErrors(
  errors: ErrorObject[] | null | undefined,
): { code: number; description: string; field: string }[] {
  return (errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? `/${String((error.params as { additionalProperty?: string }).additionalProperty)}`
        : error.keyword === 'required'
          ? `/${String((error.params as { missingProperty?: string }).missingProperty)}`
          : '';
    const field = `${error.instancePath}${extra}` || '/';
    return { code: 400, field, description: `${field} ${describeSchemaError(error)}` };
  });
}
