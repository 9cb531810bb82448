import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import { CONTENT_STATUSES } from '../../domain/statuses';
import type { CompileWhen, ResourceType } from '../resourceCatalog';
import { compileOnFirstUse, validationErrors } from '../resourceCatalog';

/** The item type app configurations are stored as, and the urn locks name them by. */
export const APP_CONFIG_CONTENT_TYPE = 'appconfig';
export const APP_CONFIG_URN = 'urn:resource:config';

/** One config type as declared under resources/_appconfig/<type>/: the schema of its value. */
export interface AppConfigType {
  type: string;
  schema: JsonSchemaObject;
  uischema: unknown;
  validate: ValidateFunction;
}

export interface AppConfigTypes {
  types: ReadonlyMap<string, AppConfigType>;
  /** The item type every config is stored as (versions, statuses, locks, audit). */
  resourceType: ResourceType;
}

/** A config's name, and an app or config type id: short words. */
const NAME_MAX = 200;
const TYPE_PATTERN = '^[a-z][a-z0-9_-]{0,63}$';

/**
 * The stored config: which app and config type it is for, its name and the value, whose shape
 * its config type's schema judges (checked by `configValueErrors` before any write, since the
 * value's schema depends on `type`).
 */
const APP_CONFIG_SCHEMA = {
  type: 'object',
  required: ['app', 'type', 'n', 'value'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 200 },
    key: { type: 'string', maxLength: 200 },
    cty: { type: 'string', const: APP_CONFIG_CONTENT_TYPE },
    urn: { type: 'string', const: APP_CONFIG_URN },
    st: { type: 'string', enum: [...CONTENT_STATUSES] },
    ct: { type: 'string', maxLength: 40 },
    ut: { type: 'string', maxLength: 40 },
    prd: { type: 'array', maxItems: 1, items: { type: 'string', maxLength: 64 } },
    app: { type: 'string', pattern: TYPE_PATTERN },
    type: { type: 'string', pattern: TYPE_PATTERN },
    n: { type: 'string', minLength: 1, maxLength: NAME_MAX },
    desc: { type: 'string', maxLength: 2000 },
    // Opaque here (the payload cleaner keeps it as given); its config type's schema judges it.
    value: { type: 'object' },
  },
} as const;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Loads the config types declared as data under `dir` (resources/_appconfig): one folder per
 * type with schema.json (its value) and uischema.json (its JSON Forms layout). A new config type
 * is a new folder and a restart, no code. `compile` says when each schema is compiled (default
 * 'now': a schema that does not compile is thrown here).
 */
export function loadAppConfigTypes(
  dir: string,
  options: { compile?: CompileWhen } = {},
): AppConfigTypes {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const types = new Map<string, AppConfigType>();
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
    : [];
  for (const type of folders) {
    if (!new RegExp(TYPE_PATTERN).test(type)) {
      throw new Error(`${join(dir, type)}: a config type's folder name must match ${TYPE_PATTERN}`);
    }
    const schema = readJson(join(dir, type, 'schema.json')) as JsonSchemaObject;
    const uischemaFile = join(dir, type, 'uischema.json');
    const uischema = existsSync(uischemaFile) ? readJson(uischemaFile) : null;
    const compile = (): ValidateFunction => {
      try {
        return ajv.compile(schema);
      } catch (error) {
        throw new Error(
          `${join(dir, type)}/schema.json does not compile: ${(error as Error).message}`,
        );
      }
    };
    const validate = options.compile === 'on-first-use' ? compileOnFirstUse(compile) : compile();
    types.set(type, { type, schema, uischema, validate });
  }
  const itemSchema = APP_CONFIG_SCHEMA as unknown as JsonSchemaObject;
  const resourceType: ResourceType = {
    type: APP_CONFIG_CONTENT_TYPE,
    urn: APP_CONFIG_URN,
    schema: itemSchema,
    uischema: null,
    list: {
      area: 'appconfig',
      resource: 'cp_appconfig',
      titleKey: 'appconfig',
      columns: [
        { source: 'n', kind: 'text' },
        { source: 'app', kind: 'text' },
        { source: 'type', kind: 'text' },
        { source: 'st', kind: 'status' },
        { source: 'ut', kind: 'date' },
      ],
      filters: [],
      sort: { field: 'ut', order: 'DESC' },
      searchFields: ['n'],
    },
    validate: ajv.compile(itemSchema),
  };
  return { types, resourceType };
}

/**
 * The envelope errors of a config's value against its type's schema, each field under '/value'
 * ('/value/bufferSeconds must be <= 120'); an unknown type is one error on '/type'.
 */
export function configValueErrors(
  types: AppConfigTypes,
  type: unknown,
  value: unknown,
): { code: number; field: string; description: string }[] {
  const configType = typeof type === 'string' ? types.types.get(type) : undefined;
  if (configType === undefined) {
    const known = [...types.types.keys()].join(', ');
    return [
      {
        code: 400,
        field: '/type',
        description: `/type ${typeof type === 'string' ? `"${type}" ` : ''}is not a config type (${known})`,
      },
    ];
  }
  if (configType.validate(value)) return [];
  return validationErrors(configType.validate.errors).map((error) => {
    if (error.field === '/') {
      return { ...error, field: '/value', description: `/value${error.description.slice(1)}` };
    }
    return { ...error, field: `/value${error.field}`, description: `/value${error.description}` };
  });
}

/**
 * The id of a product's config for one app and config type: one config per (product, app, type),
 * so a second create of the same is the content store's duplicate id (409). Readable when the
 * parts are plain words, else a digest of them.
 */
export function appConfigId(product: string, app: string, type: string): string {
  const readable = `${product}_${app}_${type}`;
  if (/^[A-Za-z0-9_-]{1,64}$/.test(readable)) return readable;
  const digest = createHash('sha256').update(`${product}\u0000${app}\u0000${type}`).digest('hex');
  return `cfg-${digest.slice(0, 32)}`;
}
