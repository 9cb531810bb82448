import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { EnvelopeError } from '../../domain/envelope';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { DESIGN_LANGUAGES } from '../../domain/typeDesigner/definition';
import type { ChangeClassification } from '../../domain/typeDesigner/classify';
import { classifyChange, defaultsToApply } from '../../domain/typeDesigner/classify';
import { generateType } from '../../domain/typeDesigner/generate';
import type { PublishCheck, TypeSummary } from '../../domain/typeDesigner/answers';
import { canDesignTypes } from '../../domain/typeDesigner/permission';
import type { DefinitionProblem } from '../../domain/typeDesigner/validate';
import { validateDefinition } from '../../domain/typeDesigner/validate';
import { can } from '../../domain/permissions/permissionsFor';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { diffDocuments, writeAudit } from '../store/auditRepository';
import { nextRevision, replaceVersion } from '../store/contentRepository';
import type { ContentGeneration } from '../store/contentGeneration';
import type { Database } from '../store/schema';
import { validationErrors } from '../resourceCatalog';
import type { LiveCatalog } from './liveCatalog';
import { compileDesignedType } from './liveCatalog';
import type { TypeDefinitionRow } from '../store/typeDefinitionRepository';
import {
  currentItemsOfType,
  currentTypeRows,
  definitionOf,
  designedTypeIds,
  insertTypeVersion,
  itemCounts,
  markPublished,
  typeVersions,
  writeTypesRevision,
} from '../store/typeDefinitionRepository';
import { isUniqueViolation } from '../store/uniqueViolation';

/** The audit trail's type name for designed type definitions. */
export const TYPE_DEFINITION_AUDIT_TYPE = 'typedefinition';

export interface TypeDesignerDeps {
  db: Kysely<Database>;
  catalog: LiveCatalog;
  defs: Record<string, unknown>;
  resourcesDir: string;
  generation: ContentGeneration;
}

/** Refuses (403) anyone without the designer's permission; before anything else is read. */
export function requireDesigner(user: AuthUser): void {
  if (!canDesignTypes(user)) throw forbidden(`${user.username} may not design catalogue types`);
}

const RULE_TEXT: Record<string, string> = {
  required: 'is required',
  typeIdPattern: 'must be 2 to 40 lower-case letters and digits, starting with a letter',
  typeExists: 'names a type that exists already',
  reserved: 'is reserved',
  fieldKeyPattern: 'must be lower-case letters, digits and underscores, starting with a letter',
  systemField: 'is a system field every type has',
  duplicateKey: 'is used twice',
  oneOf: 'must be one of the listed values',
  notForKind: "does not fit the field's kind",
  minAboveMax: 'is below the minimum',
  patternInvalid: 'is not a valid regular expression',
  unknownType: 'names no catalogue type',
  unknownField: 'names no field of the type',
  placedTwice: 'places a field twice',
  defaultDoesNotFit: "does not fit the field's kind and constraints",
  listItemKind: 'must be a kind other than list',
  optionValuePattern: 'must be lower-case letters, digits and underscores',
  duplicateOption: 'repeats an option',
  notFilterable: 'cannot be a list filter',
  nonNegativeInteger: 'must be a whole number, 0 or more',
  maxLength: 'is too long',
  maxItems: 'has too many entries',
  notAnObject: 'must be an object',
  number: 'must be a number',
  boolean: 'must be true or false',
};

/** Definition problems as envelope errors: the field as a JSON pointer, the rule as the reason's key. */
export function problemErrors(problems: readonly DefinitionProblem[]): EnvelopeError[] {
  return problems.map((problem) => ({
    code: 400,
    field: `/${problem.path}`,
    description: `/${problem.path} ${RULE_TEXT[problem.rule] ?? problem.rule}`,
    reason: problem.messageKey,
    params: { rule: problem.rule, ...(problem.params ?? {}) },
  }));
}

function refuseProblems(problems: readonly DefinitionProblem[]): void {
  if (problems.length === 0) return;
  const errors = problemErrors(problems);
  throw badRequest(errors[0]?.description ?? 'Invalid type definition', errors);
}

/** The audit's view of a definition: its settings and each field on its own line. */
function auditShape(definition: TypeDefinition | undefined): Record<string, unknown> | undefined {
  if (!definition) return undefined;
  const { fields, ...rest } = definition;
  return { ...rest, ...Object.fromEntries(fields.map((f) => [`fields.${f.key}`, f])) };
}

interface VersionState {
  rows: TypeDefinitionRow[];
  draft: TypeDefinitionRow | undefined;
  published: TypeDefinitionRow | undefined;
}

async function stateOf(db: Kysely<Database>, id: string): Promise<VersionState> {
  const rows = await typeVersions(db, id);
  return {
    rows,
    draft: rows.find((r) => r.st === 'draft'),
    published: rows.find((r) => r.st === 'published'),
  };
}

function refuseBuiltIn(deps: TypeDesignerDeps, id: string): void {
  if (deps.catalog.builtIn.get(id))
    throw conflict(`${id} is a built-in type: change its folder under resources/`);
}

export async function listTypes(deps: TypeDesignerDeps): Promise<TypeSummary[]> {
  const counts = await itemCounts(deps.db);
  const summaries: TypeSummary[] = [...deps.catalog.builtIn.types.values()].map((t) => ({
    id: t.type,
    titleKey: t.list.titleKey,
    area: t.list.area,
    builtIn: true,
    status: 'builtIn',
    fieldCount: Object.keys(t.schema.properties ?? {}).length,
    itemCount: counts.get(t.type) ?? 0,
    publishedVersion: null,
    draftVersion: null,
  }));
  const byId = new Map<string, TypeDefinitionRow[]>();
  for (const row of await currentTypeRows(deps.db)) {
    if (deps.catalog.builtIn.get(row.id)) continue;
    byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  }
  for (const [id, rows] of byId) {
    const draft = rows.find((r) => r.st === 'draft');
    const published = rows.find((r) => r.st === 'published');
    const shown = definitionOf((draft ?? published) as TypeDefinitionRow);
    const generated = generateType(shown);
    summaries.push({
      id,
      titleKey: String(generated.list.titleKey),
      area: shown.area,
      builtIn: false,
      status: published ? (draft ? 'publishedWithDraft' : 'published') : 'draft',
      fieldCount: Object.keys((generated.schema.properties as object | undefined) ?? {}).length,
      itemCount: counts.get(id) ?? 0,
      publishedVersion: published?.vn ?? null,
      draftVersion: draft?.vn ?? null,
    });
  }
  return summaries.sort((a, b) => a.id.localeCompare(b.id));
}

function versionView(row: TypeDefinitionRow) {
  return {
    vn: row.vn,
    st: row.st,
    changedBy: row.changed_by,
    changedByName: row.changed_by_name,
    ut: row.ut,
    publishedAt: row.published_at,
    definition: definitionOf(row),
  };
}

export async function getType(deps: TypeDesignerDeps, id: string) {
  const builtIn = deps.catalog.builtIn.get(id);
  if (builtIn) return { id, builtIn: true, status: 'builtIn', draft: null, published: null };
  const state = await stateOf(deps.db, id);
  if (state.rows.length === 0) throw notFound(`Type ${id}`);
  return {
    id,
    builtIn: false,
    status: state.published ? (state.draft ? 'publishedWithDraft' : 'published') : 'draft',
    draft: state.draft ? versionView(state.draft) : null,
    published: state.published ? versionView(state.published) : null,
  };
}

export async function typeVersionList(deps: TypeDesignerDeps, id: string) {
  const rows = await typeVersions(deps.db, id);
  if (rows.length === 0) throw notFound(`Type ${id}`);
  return rows.map(versionView).reverse();
}

/** Every type id taken: built-in ones and designed ones of any status. */
async function takenIds(deps: TypeDesignerDeps): Promise<string[]> {
  return [...deps.catalog.builtIn.types.keys(), ...(await designedTypeIds(deps.db))];
}

/** Validates a definition and checks that its generated schema compiles. */
async function checkedDefinition(
  deps: TypeDesignerDeps,
  body: unknown,
  isNew: boolean,
): Promise<TypeDefinition> {
  refuseProblems(validateDefinition(body, { existingTypes: await takenIds(deps), isNew }));
  const definition = body as TypeDefinition;
  try {
    compileDesignedType(definition, deps.defs);
  } catch (error) {
    throw badRequest(`The type's schema does not compile: ${(error as Error).message}`);
  }
  return definition;
}

/** Only the definition's own keys, in a stable order (nothing else a body carries is stored). */
function storedDefinition(definition: TypeDefinition): TypeDefinition {
  const { id, names, plural, area, fields, layout, list } = definition;
  return { id, names, ...(plural ? { plural } : {}), area, fields, layout, list };
}

async function writeVersion(
  deps: TypeDesignerDeps,
  user: AuthUser,
  definition: TypeDefinition,
  action: string,
  previous: TypeDefinition | undefined,
  traceKey: string,
): Promise<number> {
  const stored = storedDefinition(definition);
  const at = new Date().toISOString();
  let vn = 0;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const state = await stateOf(trx, definition.id);
      if (action === 'create' && state.rows.length > 0)
        throw conflict(`A type ${definition.id} exists already`);
      vn = Math.max(0, ...state.rows.map((r) => r.vn)) + 1;
      await insertTypeVersion(
        trx,
        {
          id: definition.id,
          vn,
          st: 'draft',
          definition: JSON.stringify(stored),
          changed_by: user.username,
          changed_by_name: user.name,
          ut: at,
          published_at: null,
        },
        ['draft'],
      );
      await writeAudit(trx, {
        id: definition.id,
        cty: TYPE_DEFINITION_AUDIT_TYPE,
        changedBy: user.username,
        changedByName: user.name,
        traceKey,
        previousVersion: state.draft ? `${definition.id}-v${state.draft.vn}` : null,
        currentVersion: `${definition.id}-v${vn}`,
        key: `${definition.id}-v${vn}`,
        action,
        change: diffDocuments(auditShape(previous), auditShape(stored)),
        at,
        products: user.products ?? [],
      });
    });
  } catch (error) {
    // Two writes of one type racing: both read the same last version and the second insert
    // meets the first's key. Nothing of the second is stored; it is answered as a conflict.
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      action === 'create'
        ? `A type ${definition.id} exists already`
        : `Type ${definition.id} changed meanwhile: read it again`,
    );
  }
  return vn;
}

export async function createDraft(
  deps: TypeDesignerDeps,
  user: AuthUser,
  body: unknown,
  traceKey: string,
): Promise<{ id: string; vn: number }> {
  const definition = await checkedDefinition(deps, body, true);
  const vn = await writeVersion(deps, user, definition, 'create', undefined, traceKey);
  return { id: definition.id, vn };
}

export async function updateDraft(
  deps: TypeDesignerDeps,
  user: AuthUser,
  id: string,
  body: unknown,
  traceKey: string,
  action = 'update',
): Promise<{ id: string; vn: number }> {
  refuseBuiltIn(deps, id);
  const state = await stateOf(deps.db, id);
  if (state.rows.length === 0) throw notFound(`Type ${id}`);
  if (typeof body === 'object' && body !== null && (body as { id?: unknown }).id !== id)
    throw badRequest(`/id must be ${id}: a type's identifier does not change`, [
      {
        code: 400,
        field: '/id',
        description: `/id must be ${id}: a type's identifier does not change`,
        reason: 'typeDesigner.errors.idChanged',
        params: { rule: 'idChanged' },
      },
    ]);
  const definition = await checkedDefinition(deps, body, false);
  const previous = state.draft ?? state.published;
  const vn = await writeVersion(
    deps,
    user,
    definition,
    action,
    previous ? definitionOf(previous) : undefined,
    traceKey,
  );
  return { id, vn };
}

export async function restoreVersion(
  deps: TypeDesignerDeps,
  user: AuthUser,
  id: string,
  vn: number,
  traceKey: string,
): Promise<{ id: string; vn: number }> {
  refuseBuiltIn(deps, id);
  const rows = await typeVersions(deps.db, id);
  const row = rows.find((r) => r.vn === vn);
  if (!row) throw notFound(`Version ${vn} of type ${id}`);
  return updateDraft(deps, user, id, definitionOf(row), traceKey, 'restore');
}

/** How a publication treats existing items beyond the defaults. */
export interface PublishOptions {
  /**
   * Clear the values of fields the draft removes from the items that hold them (a migration the
   * administrator chooses; each item's audit entry keeps the values cleared).
   */
  clearRemoved?: boolean;
}

async function analysePublish(deps: TypeDesignerDeps, id: string, options: PublishOptions = {}) {
  refuseBuiltIn(deps, id);
  const state = await stateOf(deps.db, id);
  if (state.rows.length === 0) throw notFound(`Type ${id}`);
  if (!state.draft) throw conflict(`Type ${id} has no draft to publish`);
  const definition = await checkedDefinition(deps, definitionOf(state.draft), false);
  const resourceType = compileDesignedType(definition, deps.defs);
  const before = state.published ? definitionOf(state.published) : undefined;
  const classification: ChangeClassification = before
    ? classifyChange(before, definition)
    : { kind: 'immediate', changes: [] };
  const defaults = defaultsToApply(classification);
  const removed = classification.changes
    .filter((change) => change.change === 'removed')
    .map((change) => change.field);
  const rows = await currentItemsOfType(deps.db, id);
  const holdingRemoved = new Set<string>();
  const failures = new Map<string, number>();
  const failing = new Set<string>();
  // Each item to rewrite, and whether removed fields' values were cleared from it (else it only
  // gets defaults).
  const updates: { row: (typeof rows)[number]; doc: Record<string, unknown>; cleared: boolean }[] =
    [];
  for (const row of rows) {
    const doc = JSON.parse(row.doc) as Record<string, unknown>;
    let changed = false;
    let cleared = false;
    for (const field of removed)
      if (doc[field] !== undefined) {
        holdingRemoved.add(row.id);
        if (options.clearRemoved) {
          delete doc[field];
          changed = cleared = true;
        }
      }
    for (const [field, value] of Object.entries(defaults))
      if (doc[field] === undefined) {
        doc[field] = value;
        changed = true;
      }
    if (!resourceType.validate(doc)) {
      failing.add(row.id);
      for (const error of validationErrors(resourceType.validate.errors)) {
        const rule = error.description.slice(error.field.length + 1);
        const label = `${error.field}\u0000${rule}`;
        failures.set(label, (failures.get(label) ?? 0) + 1);
      }
    } else if (changed) updates.push({ row, doc, cleared });
  }
  const check: PublishCheck = {
    id,
    vn: state.draft.vn,
    classification,
    defaults,
    checked: rows.length,
    affected: failing.size,
    defaulted: new Set(updates.map((u) => u.row.id)).size,
    holdingRemoved: holdingRemoved.size,
    clearRemoved: options.clearRemoved === true,
    failures: [...failures].map(([label, count]) => {
      const [field = '', rule = ''] = label.split('\u0000');
      return { field, rule, count };
    }),
    publishable: failing.size === 0,
  };
  return { check, state, definition, before, updates };
}

/** What publishing the current draft would do, without doing it. */
export async function checkPublish(
  deps: TypeDesignerDeps,
  id: string,
  options: PublishOptions = {},
): Promise<PublishCheck> {
  return (await analysePublish(deps, id, options)).check;
}

/**
 * Publishes the current draft: refused (409, with the check) when existing items would fail it;
 * otherwise the defaults are written to the items that lack them (a new revision of the same
 * version, audited), the draft becomes the published version, and every instance serves it.
 */
export async function publishType(
  deps: TypeDesignerDeps,
  user: AuthUser,
  id: string,
  traceKey: string,
  options: PublishOptions = {},
): Promise<PublishCheck> {
  const { check, state, definition, before, updates } = await analysePublish(deps, id, options);
  if (!check.publishable) {
    const message = `Publishing ${id} would invalidate ${check.affected} of ${check.checked} items`;
    throw new ApiError(
      409,
      message,
      [
        {
          code: 409,
          description: message,
          reason: 'typeDesigner.errors.itemsWouldFail',
          params: { affected: check.affected, checked: check.checked },
        },
      ],
      check,
    );
  }
  const draft = state.draft as TypeDefinitionRow;
  const now = new Date();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const current = await stateOf(trx, id);
    if (current.draft?.vn !== draft.vn)
      throw conflict(`Type ${id} changed meanwhile: check it again`);
    for (const { row, doc, cleared } of updates) {
      const ut = nextRevision(row.ut, now);
      const after = { ...row, ut, doc: JSON.stringify({ ...doc, ut }) };
      await replaceVersion(trx, row, after);
      await writeAudit(trx, {
        id: row.id,
        cty: row.cty,
        changedBy: user.username,
        changedByName: user.name,
        traceKey,
        previousVersion: row.key,
        currentVersion: row.key,
        key: row.key,
        action: cleared ? 'typeMigration' : 'typeDefault',
        change: diffDocuments(JSON.parse(row.doc) as Record<string, unknown>, doc),
        at,
        products: JSON.parse(row.prd) as string[],
      });
    }
    await markPublished(trx, id, draft.vn, at);
    await writeAudit(trx, {
      id,
      cty: TYPE_DEFINITION_AUDIT_TYPE,
      changedBy: user.username,
      changedByName: user.name,
      traceKey,
      previousVersion: state.published ? `${id}-v${state.published.vn}` : null,
      currentVersion: `${id}-v${draft.vn}`,
      key: `${id}-v${draft.vn}`,
      action: 'publish',
      change: diffDocuments(auditShape(before), auditShape(definition)),
      at,
      products: user.products ?? [],
    });
    await writeTypesRevision(trx, `${id}:${draft.vn}:${at}`);
  });
  await deps.generation.bump();
  await deps.catalog.reload();
  return check;
}

function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** The labels of a built-in type's files, in each language, from `resources/_i18n`. */
function builtInMessages(deps: TypeDesignerDeps, keys: readonly string[]) {
  return Object.fromEntries(
    DESIGN_LANGUAGES.map((lang) => {
      const file = join(deps.resourcesDir, '_i18n', `${lang}.json`);
      const all = existsSync(file) ? (readJsonFile(file) as Record<string, string>) : {};
      return [lang, Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]))];
    }),
  );
}

/** Label keys a uischema and list use. */
function labelKeys(uischema: unknown, titleKey: string): string[] {
  const keys = new Set<string>([titleKey, titleKey.replace(/\.name$/, '.plural')]);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const label = (node as { label?: unknown }).label;
      if (typeof label === 'string') keys.add(label);
      Object.values(node).forEach(walk);
    }
  };
  walk(uischema);
  return [...keys];
}

/**
 * A type as `resources/` holds it: `files` are its folder's schema.json, uischema.json and
 * list.json, `messages` the entries of `_i18n/<lang>.json` it uses; a designed type carries its
 * `definition` too (what import reads).
 */
export async function exportType(deps: TypeDesignerDeps, id: string, draft: boolean) {
  const builtIn = deps.catalog.builtIn.get(id);
  if (builtIn) {
    const folder = join(deps.resourcesDir, id);
    const uischemaFile = join(folder, 'uischema.json');
    const uischema = existsSync(uischemaFile) ? readJsonFile(uischemaFile) : null;
    return {
      id,
      builtIn: true,
      files: {
        'schema.json': readJsonFile(join(folder, 'schema.json')),
        'uischema.json': uischema,
        'list.json': readJsonFile(join(folder, 'list.json')),
      },
      messages: builtInMessages(deps, labelKeys(uischema, builtIn.list.titleKey)),
    };
  }
  const state = await stateOf(deps.db, id);
  const row = draft ? state.draft : state.published;
  if (!row) throw notFound(`${draft ? 'Draft' : 'Published version'} of type ${id}`);
  const definition = definitionOf(row);
  const generated = generateType(definition);
  return {
    id,
    builtIn: false,
    vn: row.vn,
    files: {
      'schema.json': generated.schema,
      'uischema.json': generated.uischema,
      'list.json': generated.list,
    },
    messages: generated.messages,
    definition,
  };
}

/** Imports an exported designed type: a new type's first draft, or a new draft of one that exists. */
export async function importType(
  deps: TypeDesignerDeps,
  user: AuthUser,
  body: unknown,
  traceKey: string,
): Promise<{ id: string; vn: number; created: boolean }> {
  const definition = (body as { definition?: unknown } | null)?.definition;
  if (typeof definition !== 'object' || definition === null)
    throw badRequest('/definition is required: import reads the definition an export carries', [
      {
        code: 400,
        field: '/definition',
        description: '/definition is required: import reads the definition an export carries',
        reason: 'typeDesigner.errors.required',
        params: { rule: 'required' },
      },
    ]);
  const id = (definition as { id?: unknown }).id;
  if (typeof id === 'string' && deps.catalog.builtIn.get(id)) refuseBuiltIn(deps, id);
  const exists = typeof id === 'string' && (await typeVersions(deps.db, id)).length > 0;
  if (exists) {
    const result = await updateDraft(deps, user, id, definition, traceKey, 'import');
    return { ...result, created: false };
  }
  const definitionChecked = await checkedDefinition(deps, definition, true);
  const vn = await writeVersion(deps, user, definitionChecked, 'import', undefined, traceKey);
  return { id: definitionChecked.id, vn, created: true };
}

/** The labels of the published designed types the user may view, per language. */
export function designedMessages(deps: TypeDesignerDeps, user: AuthUser) {
  const messages = Object.fromEntries(DESIGN_LANGUAGES.map((l) => [l, {}]));
  for (const type of deps.catalog.designed().values()) {
    if (!can(user, 'view', type.resourceType.list.resource)) continue;
    for (const lang of DESIGN_LANGUAGES)
      Object.assign(messages[lang] ?? {}, type.generated.messages[lang]);
  }
  return messages;
}
