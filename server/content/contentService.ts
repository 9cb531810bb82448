import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { cleanPayload } from '../../domain/payload';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { isDraftLike } from '../../domain/statuses';
import { findStatusTransition } from '../../domain/statusTransitions';
import { ApiError, badRequest, conflict, forbidden, lockedByAnother, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import { validationErrors } from '../resourceCatalog';
import type { ContentGeneration } from '../store/contentGeneration';
import type { DialectName } from '../store/db';
import type { Database } from '../store/schema';
import type { ContentRow } from '../store/contentIndex';
import { productsOf } from '../store/contentIndex';
import {
  displayName,
  docOf,
  versionsForWrite,
  insertVersion,
  itemExists,
  listVersions,
  maxVersionNumber,
  nextRevision,
  replaceVersion,
  urnOf,
} from '../store/contentRepository';
import type { Doc } from '../store/contentRepository';
import { diffDocuments, writeAudit } from '../store/auditRepository';
import { liveLock } from '../store/lockRepository';
import type { LockRow } from '../store/lockRepository';
import { writeBatch } from '../store/writeBatch';
import { planTransition } from './transitions';
import type { Transition } from './transitions';
import { isUniqueViolation } from '../store/uniqueViolation';

/** Fields the server owns: whatever a client sends for them is replaced. */
const SYSTEM_FIELDS = ['id', 'key', 'cty', 'urn', 'ct', 'ut', 'st'] as const;
/** Fields of a request that steer the write but are not content. */
const CONTROL_FIELDS = ['apr'] as const;

export interface WriteContext {
  db: Kysely<Database>;
  dialect: DialectName;
  user: AuthUser;
  product: string;
  traceKey: string;
  /** Bumped after each committed write (search totals are reused until then). */
  generation: ContentGeneration;
  now?: Date;
}

/**
 * Judges the document about to be written inside the write's own transaction (a refusal rolls
 * it back): for rules that read other rows, which must not change between the check and the write.
 */
export type WriteCheck = (trx: Transaction<Database>, doc: Doc) => Promise<void>;

export function requirePermission(
  user: AuthUser,
  action: Action,
  resourceType: ResourceType,
): void {
  if (!can(user, action, resourceType.list.resource)) {
    throw forbidden(`You do not have permission to ${action} ${resourceType.type}`);
  }
}

/** The actions an update can need (domain/statusTransitions.ts): the caller must hold one. */
const CHANGE_ACTIONS = ['update', 'publish', 'archive', 'delete'] as const;

/** Refuses (403) a caller who may make no change at all to items of the type. */
export function requireSomeChange(user: AuthUser, resourceType: ResourceType): void {
  if (!CHANGE_ACTIONS.some((action) => can(user, action, resourceType.list.resource)))
    throw forbidden(`You do not have permission to update ${resourceType.type}`);
}

function stripControl(body: Doc): Doc {
  const copy: Doc = { ...body };
  for (const field of [...SYSTEM_FIELDS, ...CONTROL_FIELDS]) delete copy[field];
  return copy;
}

/**
 * Refuses top-level fields the type does not declare (400 naming each): an API client learns of
 * its mistake instead of losing data silently. Cleaning then drops what is empty.
 */
export function refuseUnknownFields(resourceType: ResourceType, body: Doc): void {
  const declared = resourceType.schema.properties ?? {};
  const allowed = new Set<string>([...SYSTEM_FIELDS, ...CONTROL_FIELDS]);
  const unknown = Object.keys(body).filter((field) => !(field in declared) && !allowed.has(field));
  if (unknown.length > 0) {
    const errors = unknown.map((field) => ({
      code: 400,
      field: `/${field}`,
      description: `/${field} is not a field of ${resourceType.type}`,
    }));
    throw badRequest(errors[0]?.description ?? 'Unknown field', errors);
  }
}

/** Cleans a payload by the spec's rules, stamps system fields, and validates it with ajv. */
export function prepareDocument(resourceType: ResourceType, body: Doc, system: Doc): Doc {
  const cleaned = cleanPayload(stripControl(body), resourceType.schema);
  const doc: Doc = { ...cleaned, ...system };
  if (!resourceType.validate(doc)) {
    const errors = validationErrors(resourceType.validate.errors);
    throw badRequest(errors[0]?.description ?? 'Invalid content', errors);
  }
  return doc;
}

function rowOf(
  doc: Doc,
  fields: {
    key: string;
    id: string;
    type: string;
    st: string;
    vn: number;
    ct: string;
    ut: string;
    prd: string[];
    by: string;
  },
): ContentRow {
  return {
    key: fields.key,
    id: fields.id,
    cty: fields.type,
    st: fields.st,
    vn: fields.vn,
    cur: 1,
    shadowed: 0,
    prd: JSON.stringify(fields.prd),
    name: displayName(doc),
    ct: fields.ct,
    ut: fields.ut,
    doc: JSON.stringify(doc),
    changed_by: fields.by,
  };
}

/** The products an item is placed in: the body's list (each one the caller's), else the request's. */
function productsFrom(body: Doc, user: AuthUser, fallback: string): string[] {
  const value = body.prd;
  if (!Array.isArray(value) || value.length === 0) return [fallback];
  const products = [...new Set(value.map((p: unknown) => (typeof p === 'string' ? p.trim() : '')))];
  if (products.some((p) => p === '')) throw badRequest('prd must list product ids');
  const foreign = products.filter((p) => !(user.products ?? []).includes(p));
  if (foreign.length > 0)
    throw forbidden(`${user.username} is not entitled to product ${foreign.join(', ')}`);
  return products;
}

/**
 * The products an update leaves on an item: the caller decides only about the products they
 * hold; the item keeps every product the caller does not hold (a main-only editor saving an item
 * of [main, kids] with prd [main] leaves it in kids).
 */
export function keepForeignProducts(
  current: readonly string[],
  requested: readonly string[],
  user: Pick<AuthUser, 'products'>,
): string[] {
  const held = new Set(user.products ?? []);
  const kept = current.filter((product) => !held.has(product));
  return [...new Set([...requested, ...kept])];
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The id a create asks for (letters, digits, '-' and '_', at most 64), or a new one when none is given. */
function newItemId(asked: unknown): string {
  if (asked === undefined || asked === null || asked === '') return randomUUID();
  if (typeof asked === 'string' && ID_PATTERN.test(asked)) return asked;
  const description = "/id must be 1 to 64 letters, digits, '-' or '_'";
  throw badRequest(description, [{ code: 400, field: '/id', description }]);
}

/** Creates an item: it starts as a draft, version 1. */
export async function createContent(
  ctx: WriteContext,
  resourceType: ResourceType,
  body: Doc,
  options: { check?: WriteCheck } = {},
): Promise<Doc> {
  requirePermission(ctx.user, 'create', resourceType);
  const now = ctx.now ?? new Date();
  const id = newItemId(body.id);
  const at = nextRevision(undefined, now);
  const key = `${id}-v1`;
  refuseUnknownFields(resourceType, body);
  const products = productsFrom(body, ctx.user, ctx.product);
  const doc = prepareDocument(resourceType, body, {
    id,
    key,
    cty: resourceType.type,
    urn: resourceType.urn ?? urnOf(resourceType.type),
    st: 'draft',
    ct: at,
    ut: at,
    prd: products,
  });
  const row = rowOf(doc, {
    key,
    id,
    type: resourceType.type,
    st: 'draft',
    vn: 1,
    ct: at,
    ut: at,
    prd: products,
    by: ctx.user.username,
  });
  const duplicate = () => conflict(`An item with id ${id} already exists`);
  await ctx.db.transaction().execute(async (trx) => {
    if (await itemExists(trx, id)) throw duplicate();
    if (options.check) await options.check(trx, doc);
    try {
      await insertVersion(trx, row);
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
    await writeAudit(trx, {
      id,
      cty: resourceType.type,
      ...changedByOf(ctx),
      previousVersion: null,
      currentVersion: key,
      key,
      action: 'create',
      change: diffDocuments(undefined, doc),
      at,
      products,
    });
  });
  await ctx.generation.bump();
  return docOf(row);
}

/** Who made a change, as its audit entry records it. */
export function changedByOf(ctx: Pick<WriteContext, 'user' | 'traceKey'>): {
  changedBy: string;
  changedByName: string | undefined;
  traceKey: string;
} {
  return { changedBy: ctx.user.username, changedByName: ctx.user.name, traceKey: ctx.traceKey };
}

export interface UpdateResult {
  doc: Doc;
  previousKey: string;
}

/** What an update reads of the item before it decides: the base version, the current versions, the lock. */
interface ReadForUpdate {
  base: ContentRow | undefined;
  siblings: ContentRow[];
  lock: LockRow | undefined;
}

/** An update decided: the rows it writes, the ones it supersedes or re-flags, its audit entry's facts. */
interface PlannedUpdate {
  base: ContentRow;
  /** The status the request asked for, if any. */
  requested: string | undefined;
  transition: Transition;
  written: ContentRow;
  superseded: ContentRow[];
  /** The item's other current versions after the write, with their shadow flags as they must be. */
  reflagged: { row: ContentRow; shadowed: number }[];
  archivesTitle: boolean;
  previousDoc: Doc;
  products: string[];
  at: string;
}

interface UpdateOptions {
  action?: string;
  check?: WriteCheck;
  /** More writes that commit with this one, or not at all (a bulk job's progress). */
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Updates an item from the version the client based its change on (`key` and `ut` in the body).
 * A stale base is refused with 409 and the current state; an item locked by someone else with
 * 423; the permission needed follows the status transition. Checked in this order: some change
 * permitted on the type, the item in the request's product (404), the transition's permission
 * (403), then the lock and the revision, so a caller who may not write learns nothing of the
 * item's versions or lock. One transaction: all or nothing.
 *
 * On PostgreSQL the usual save (a version rewritten where it stands in the lists) is first tried
 * as one statement: see {@link updateInOneStatement}.
 */
export async function updateContent(
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  body: Doc,
  options: UpdateOptions & { lockTtlCheck?: boolean } = {},
): Promise<UpdateResult> {
  // Permission first: a caller who may change no item of the type learns nothing of this one.
  requireSomeChange(ctx.user, resourceType);
  const baseKey = body.key;
  if (typeof baseKey !== 'string' || typeof body.ut !== 'string') {
    throw badRequest('An update must name the version (key) and revision (ut) it is based on');
  }
  const now = ctx.now ?? new Date();
  const quick =
    ctx.dialect === 'postgres' && !options.check && !options.alsoInTransaction
      ? await updateInOneStatement(ctx, resourceType, id, body, now, options.action)
      : undefined;
  const result =
    quick ??
    (await ctx.db.transaction().execute(async (trx) => {
      const { base, current: siblings } = await versionsForWrite(
        trx,
        ctx.dialect,
        resourceType.type,
        id,
        baseKey,
      );
      // Checked inside the transaction that writes, so a lock taken before it began is seen.
      const lock = await liveLock(trx, id, now.getTime());
      const plan = await planUpdate(
        trx,
        ctx,
        resourceType,
        id,
        body,
        { base, siblings, lock },
        now,
        options.action,
      );
      if (options.check) await options.check(trx, docOf(plan.written));
      const writtenDoc = await writeUpdate(trx, ctx, resourceType, id, plan, options.action);
      if (options.alsoInTransaction) await options.alsoInTransaction(trx);
      return { doc: writtenDoc, previousKey: plan.base.key };
    }));
  await ctx.generation.bump();
  return result;
}

/**
 * The checks of an update in their order, on what was read of the item, and the rows it writes.
 * The lock is judged after the permission and before the revision; an item's new draft takes the
 * next version number, read from `db`.
 */
async function planUpdate(
  db: Kysely<Database>,
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  body: Doc,
  read: ReadForUpdate,
  now: Date,
  action: string | undefined,
): Promise<PlannedUpdate> {
  const { base, siblings, lock } = read;
  const baseKey = String(body.key);
  const requested = typeof body.st === 'string' ? body.st : undefined;
  // The product next: an item outside the request's product is not found, whoever locks it.
  if (!base || base.id !== id || base.cty !== resourceType.type)
    throw notFound(`Version ${baseKey} of ${resourceType.type} ${id}`);
  if (!productsOf(base).includes(ctx.product)) throw notFound(`${resourceType.type} ${id}`);
  // Then the permission this change of status needs, before the lock and the revision, which
  // name the lock holder and show the current versions.
  const needed = findStatusTransition(base.st, requested ?? base.st)?.permission;
  if (needed) requirePermission(ctx.user, needed, resourceType);
  if (lock && lock.owner !== ctx.user.uid) {
    throw lockedByAnother(lock);
  }
  refuseUnknownFields(resourceType, body);
  if (base.ut !== body.ut) {
    const current = siblings.map(docOf);
    throw conflict(
      'This content was changed by someone else since you opened it. Reload to see their changes.',
      current,
    );
  }
  const hasActiveDraft = siblings.some((row) => row.key !== base.key && isDraftLike(row.st));
  let transition;
  try {
    transition = planTransition({ current: base, requested, hasActiveDraft });
  } catch (error) {
    // A refused transition answers with the item's current state, like a stale revision.
    if (error instanceof ApiError && error.statusCode === 409)
      throw conflict(error.message, siblings.map(docOf));
    throw error;
  }
  requirePermission(ctx.user, transition.action, resourceType);
  if (requested === 'pending' && body.apr !== true && base.st !== 'pending') {
    throw badRequest('Submitting for approval needs the approval flag (apr: true)');
  }

  const previousDoc = docOf(base);
  const products =
    body.prd === undefined
      ? productsOf(base)
      : keepForeignProducts(productsOf(base), productsFrom(body, ctx.user, ctx.product), ctx.user);
  const at = nextRevision(base.ut, now);
  // The item's current versions after this write, to set the shadow flags in one pass.
  const others = siblings.filter((row) => row.key !== base.key);
  // A bulk archive acts on the title as lists show it (the draft in front, and the published
  // version behind it): the published version is archived too, or the title stays available.
  const archivesTitle = action === 'bulkupdate' && requested === 'archived';
  const superseded =
    transition.publishes || archivesTitle ? others.filter((row) => row.st === 'published') : [];
  const remaining = others.filter((row) => !superseded.includes(row));
  const newDraft = transition.kind === 'newDraft';
  const vn = newDraft ? (await maxVersionNumber(db, id)) + 1 : base.vn;
  const key = newDraft ? `${id}-v${vn}` : base.key;
  const status = newDraft ? 'draft' : transition.status;
  const doc = prepareDocument(
    resourceType,
    { ...previousDoc, ...body },
    {
      id,
      key,
      cty: resourceType.type,
      urn: resourceType.urn ?? urnOf(resourceType.type),
      st: status,
      ct: base.ct,
      ut: at,
      prd: products,
    },
  );
  const written = rowOf(doc, {
    key,
    id,
    type: resourceType.type,
    st: status,
    vn,
    ct: base.ct,
    ut: at,
    prd: products,
    by: ctx.user.username,
  });
  const remainingAfter = newDraft ? [...remaining, base] : remaining;
  const draftStands = [...remainingAfter, written].some((row) => isDraftLike(row.st));
  const shadowFor = (row: ContentRow) => (row.st === 'published' && draftStands ? 1 : 0);
  return {
    base,
    requested,
    transition,
    written: { ...written, shadowed: shadowFor(written) },
    superseded,
    reflagged: remainingAfter.map((row) => ({ row, shadowed: shadowFor(row) })),
    archivesTitle,
    previousDoc,
    products,
    at,
  };
}

/** The audit entry of an update's written version. */
function auditOfUpdate(
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  plan: PlannedUpdate,
  writtenDoc: Doc,
  action: string | undefined,
) {
  const { base, written, requested } = plan;
  return {
    id,
    cty: resourceType.type,
    ...changedByOf(ctx),
    previousVersion: base.key,
    currentVersion: written.key,
    key: written.key,
    action: action ?? (requested && requested !== base.st ? `status:${requested}` : 'update'),
    change: diffDocuments(plan.previousDoc, writtenDoc),
    at: plan.at,
    // Both before and after: whoever could see the item before the change sees the change.
    products: [...new Set([...productsOf(base), ...plan.products])],
  };
}

/** An update's writes in its transaction: the written version, the versions it supersedes or re-flags, the audit. */
async function writeUpdate(
  trx: Transaction<Database>,
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  plan: PlannedUpdate,
  action: string | undefined,
): Promise<Doc> {
  const { base, written } = plan;
  // The edited version's row, list and search rows and the audit entry go out together at the
  // end (one statement on PostgreSQL) when the version stays where it is in the lists.
  const batch = writeBatch(trx);
  if (plan.transition.kind === 'newDraft') await insertVersion(trx, written);
  else await replaceVersion(trx, base, written, batch);
  for (const old of plan.superseded) {
    // The previous published version becomes history.
    const doc = JSON.stringify({ ...(JSON.parse(old.doc) as Doc), st: 'archived' });
    await replaceVersion(trx, old, { ...old, st: 'archived', cur: 0, shadowed: 0, doc });
    if (plan.archivesTitle) {
      await writeAudit(trx, {
        id,
        cty: resourceType.type,
        ...changedByOf(ctx),
        previousVersion: old.key,
        currentVersion: old.key,
        key: old.key,
        action: action ?? 'bulkupdate',
        change: [{ field: 'st', from: 'published', to: 'archived' }],
        at: plan.at,
        products: productsOf(old),
      });
    }
  }
  for (const { row, shadowed } of plan.reflagged) {
    if (shadowed !== row.shadowed) await replaceVersion(trx, row, { ...row, shadowed });
  }
  const writtenDoc = docOf(written);
  await writeAudit(trx, auditOfUpdate(ctx, resourceType, id, plan, writtenDoc, action), batch);
  await batch.flush();
  return writtenDoc;
}

/**
 * PostgreSQL, the usual save in one statement instead of a transaction of seven round trips: the
 * item's rows are read (with the gets that arrive together, batchedReads.ts), the update is
 * planned on them as in the transaction, and when it rewrites the base version where it stands in
 * the lists (same key, status, products and shadow flag, nothing superseded or re-flagged) its
 * row, list and search rows and audit entry go out as one statement whose version rewrite holds
 * only while the base is as read (its revision, status, products, shadow flag, current) and no one
 * else holds a live lock on the item (a guarded write batch: else the statement fails whole).
 * A statement is atomic as a transaction is, and the row's revision is rechecked after any wait
 * for another write of it, so two saves of one revision cannot both pass. Anything else (a
 * refusal, another kind of write, the base changed or locked since the read) is undefined: the
 * transaction then does the update, or answers the refusal, in its order.
 */
async function updateInOneStatement(
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  body: Doc,
  now: Date,
  action: string | undefined,
): Promise<UpdateResult | undefined> {
  let plan: PlannedUpdate;
  try {
    const rows = await listVersions(ctx.db, resourceType.type, id);
    const read: ReadForUpdate = {
      base: rows.find((row) => row.key === body.key),
      siblings: rows.filter((row) => row.cur === 1),
      lock: undefined,
    };
    plan = await planUpdate(ctx.db, ctx, resourceType, id, body, read, now, action);
  } catch {
    return undefined;
  }
  const { base, written } = plan;
  const inPlace =
    plan.transition.kind === 'inPlace' &&
    plan.superseded.length === 0 &&
    plan.reflagged.every(({ row, shadowed }) => row.shadowed === shadowed) &&
    base.cur === 1 &&
    written.st === base.st &&
    written.prd === base.prd &&
    written.shadowed === base.shadowed;
  if (!inPlace) return undefined;
  const batch = writeBatch(ctx.db, { row: base, owner: ctx.user.uid, now: now.getTime() });
  await replaceVersion(ctx.db, base, written, batch);
  const writtenDoc = docOf(written);
  await writeAudit(ctx.db, auditOfUpdate(ctx, resourceType, id, plan, writtenDoc, action), batch);
  if (!(await batch.flush())) return undefined;
  return { doc: writtenDoc, previousKey: base.key };
}
