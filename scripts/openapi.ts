// `npm run docs:api`: writes the OpenAPI document and its rendered reference page from the
// route schemas of the service, built in-process on a temporary SQLite data folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { OPENAPI_TAGS } from '../server/plugins/openapi';
import { PROJECT_ROOT } from '../server/projectRoot';

export const OPENAPI_JSON_PATH = 'docs/reference/openapi.json';
export const API_REFERENCE_PATH = 'docs/reference/api.md';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * The service's OpenAPI document as `GET /api/openapi.json` serves it with the default settings:
 * the app is built exactly as the server builds it (never listening), asked for its document,
 * and closed again.
 */
export async function buildOpenApiDocument(): Promise<JsonObject> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-openapi-'));
  try {
    // Settings from this list only (not the caller's environment): the document is the same
    // wherever it is made; BUILD_VERSION keeps its default.
    const config = loadConfig({
      PORT: '8997',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8997',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      SKIP_CONSOLE_BUILD: 'true',
    });
    const built = await buildApp(config);
    try {
      await built.app.ready();
      return JSON.parse(JSON.stringify(built.app.swagger())) as JsonObject;
    } finally {
      await built.app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field's text, or '' when it is something else. */
function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The value with every object's keys in code-point order (arrays keep theirs). */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] ?? null)]),
  );
}

/** The document as committed: keys sorted, formatted as Prettier formats the project's JSON. */
export async function renderOpenApiJson(document: JsonObject): Promise<string> {
  const options = await prettier.resolveConfig(join(PROJECT_ROOT, OPENAPI_JSON_PATH));
  return prettier.format(JSON.stringify(sortKeys(document)), { ...options, parser: 'json' });
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Text for a Markdown table cell or a line: no pipes or line breaks of its own. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** A one-line summary of a schema: its type, and an object's fields one level down. */
export function describeSchema(schema: Json | undefined, depth = 0): string {
  if (!isObject(schema)) return 'any';
  const ref = schema.$ref;
  if (typeof ref === 'string') return ref.replace('#/components/schemas/', '');
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((o) => describeSchema(o, depth)).join(' or ');
  }
  const type = Array.isArray(schema.type) ? schema.type.map(text).join(' or ') : schema.type;
  if (type === 'array') return `array of ${describeSchema(schema.items, depth)}`;
  const properties = schema.properties;
  if ((type === 'object' || type === undefined) && isObject(properties)) {
    const names = Object.keys(properties);
    if (names.length === 0) return 'object';
    if (depth > 0) return `object {${names.length} fields}`;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const fields = names.map(
      (name) =>
        `${name}${required.has(name) ? '' : '?'}: ${describeSchema(properties[name], depth + 1)}`,
    );
    return `object { ${fields.join(', ')} }`;
  }
  if (typeof type === 'string') {
    const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
    return `${type}${format}`;
  }
  return 'any';
}

function parametersOf(operation: JsonObject): string[] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  if (parameters.length === 0) return [];
  const rows = parameters.filter(isObject).map((parameter) => {
    const name = typeof parameter.name === 'string' ? parameter.name : '';
    const place = typeof parameter.in === 'string' ? parameter.in : '';
    const description = typeof parameter.description === 'string' ? parameter.description : '';
    return `| \`${cell(name)}\` | ${place} | ${cell(describeSchema(parameter.schema))} | ${parameter.required === true ? 'yes' : 'no'} | ${cell(description)} |`;
  });
  return [
    '',
    '| Parameter | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

function contentSchemas(holder: Json | undefined): string[] {
  if (!isObject(holder) || !isObject(holder.content)) return [];
  const content = holder.content;
  return Object.keys(content).map((type) => {
    const media = content[type];
    return `${type}: ${cell(describeSchema(isObject(media) ? media.schema : undefined))}`;
  });
}

function operationSection(method: string, path: string, operation: JsonObject): string[] {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (typeof operation.summary === 'string') lines.push(operation.summary, '');
  if (typeof operation.description === 'string') lines.push(operation.description, '');
  const open = Array.isArray(operation.security) && operation.security.length === 0;
  lines.push(open ? 'Sign-in: not needed.' : 'Sign-in: bearer token.');
  lines.push(...parametersOf(operation));
  const body = contentSchemas(operation.requestBody);
  if (body.length > 0) lines.push('', 'Request body:', '', ...body.map((text) => `- ${text}`));
  const responses = isObject(operation.responses) ? operation.responses : {};
  lines.push('', 'Responses:', '');
  for (const status of Object.keys(responses)) {
    const response = responses[status];
    const schemas = contentSchemas(response);
    const description =
      isObject(response) && typeof response.description === 'string' ? response.description : '';
    lines.push(
      `- \`${status}\`: ${schemas.length > 0 ? schemas.join('; ') : cell(description) || 'no body'}`,
    );
  }
  lines.push('');
  return lines;
}

/** The anchor a Markdown renderer (GitHub's) gives a heading. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** One row of an area's table of operations: the operation (linked to its section), its summary. */
function summaryRow(method: string, path: string, operation: JsonObject): string {
  const name = `${method.toUpperCase()} ${path}`;
  return `| [\`${name}\`](#${headingAnchor(name)}) | ${cell(text(operation.summary))} |`;
}

/**
 * The reference page: the document's operations, one section per tag (the route's area) that
 * opens with a table of its operations and their summaries, then each operation with its method
 * and path, summary and description, sign-in, parameters, request body and responses.
 */
export function renderApiReference(document: JsonObject): string {
  const paths = isObject(document.paths) ? document.paths : {};
  const byTag = new Map<string, string[]>();
  const summariesByTag = new Map<string, string[]>();
  let operations = 0;
  for (const path of Object.keys(paths).sort()) {
    const item = paths[path];
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations += 1;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      const tag = typeof tags[0] === 'string' ? tags[0] : 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...operationSection(method, path, operation)]);
      summariesByTag.set(tag, [
        ...(summariesByTag.get(tag) ?? []),
        summaryRow(method, path, operation),
      ]);
    }
  }
  const info = isObject(document.info) ? document.info : {};
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const tagOrder = [
    ...Object.keys(OPENAPI_TAGS).filter((tag) => byTag.has(tag)),
    ...[...byTag.keys()].filter((tag) => !(tag in OPENAPI_TAGS)).sort(),
  ];
  const lines = [
    '<!-- Generated by `npm run docs:api` from the route schemas; do not edit. -->',
    '',
    `# ${text(info.title)} reference`,
    '',
    text(info.description),
    '',
    `OpenAPI ${text(document.openapi)} document: [openapi.json](openapi.json), served at \`GET /api/openapi.json\`. ${operations} operations on ${Object.keys(paths).length} paths.`,
    '',
    '## Contents',
    '',
    ...tagOrder.map((tag) => `- [${tag}](#${tag}): ${OPENAPI_TAGS[tag] ?? ''}`),
    '',
    '## Shared schemas',
    '',
    ...Object.keys(schemas).map((name) => `- \`${name}\`: ${cell(describeSchema(schemas[name]))}`),
    '',
  ];
  for (const tag of tagOrder) {
    lines.push(`## ${tag}`, '');
    if (OPENAPI_TAGS[tag]) lines.push(OPENAPI_TAGS[tag], '');
    lines.push('| Operation | Summary |', '| --- | --- |', ...(summariesByTag.get(tag) ?? []), '');
    lines.push(...(byTag.get(tag) ?? []));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Both generated files, by their path from the project root. */
export async function renderApiDocs(): Promise<Record<string, string>> {
  const document = await buildOpenApiDocument();
  return {
    [OPENAPI_JSON_PATH]: await renderOpenApiJson(document),
    [API_REFERENCE_PATH]: renderApiReference(document),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [path, text] of Object.entries(await renderApiDocs())) {
    writeFileSync(join(PROJECT_ROOT, path), text);
    console.log(`Wrote ${path}`);
  }
}
