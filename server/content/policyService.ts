import type { Kysely } from 'kysely';
import { decide } from '../../domain/policy/evaluate';
import type { PolicyDecision } from '../../domain/policy/evaluate';
import { impactOfChange } from '../../domain/policy/impact';
import type { ImpactContainer, VisibilityFlip } from '../../domain/policy/impact';
import type { KnownAttribute, Policy, PolicyContext } from '../../domain/policy/types';
import { validatePolicy } from '../../domain/policy/validate';
import type { PolicyValidationError } from '../../domain/policy/validate';
import { ATTRIBUTE_SOURCES, isAttributeType } from '../../domain/rules';
import type { AttributeSource } from '../../domain/rules';
import { ApiError, badRequest } from '../errors';
import type { EnvelopeError } from '../../domain/envelope';
import type { Doc } from '../store/contentRepository';
import { docOf } from '../store/contentRepository';
import type { Database } from '../store/schema';
import type { DialectName } from '../store/db';
import type { AttributeRecord, AttributeWrite } from '../store/policyRepository';
import { listCurrentItems } from '../store/itemListing';
import {
  attributesOfProduct,
  listPersonas,
  currentPolicies,
  deleteAttribute,
  listApplications,
  updateAttribute,
} from '../store/policyRepository';
import type { WriteCheck } from './contentService';

/** Statuses in which a policy counts: it may be published or is being worked on. */
const ACTIVE_POLICY_STATUSES = ['published', 'draft', 'pre-draft', 'pending'] as const;

/** Statuses a policy may be moved to without its rules being judged against today's attributes. */
const RETIRING_STATUSES = new Set(['deleted', 'archived', 'purged']);

/** The attributes a product's rules may name (its own and the global ones), as validation reads them. */
export async function knownAttributes(
  db: Kysely<Database>,
  product: string,
  options: { forShare?: boolean } = {},
): Promise<KnownAttribute[]> {
  return (await attributesOfProduct(db, product, options)).flatMap((attribute) =>
    isAttributeType(attribute.type) && isSource(attribute.source)
      ? [{ key: attribute.key, type: attribute.type, source: attribute.source }]
      : [],
  );
}

function isSource(source: string): source is AttributeSource {
  return ATTRIBUTE_SOURCES.some((known) => known === source);
}

/** A problem of validatePolicy as an envelope error: `/rules/{i}/{field}` or `/{field}`. */
export function policyEnvelopeError(error: PolicyValidationError): EnvelopeError {
  const field =
    error.ruleIndex === undefined
      ? `/${error.field}`
      : `/rules/${error.ruleIndex}${error.field ? `/${error.field}` : ''}`;
  return { code: 400, field, description: error.message };
}

/**
 * Judges a policy payload before anything is stored: the domain's validatePolicy (against the
 * product's and the global attributes unless the policy is being retired) and its application.
 * Throws a 400 listing every problem.
 */
export async function checkPolicyPayload(
  db: Kysely<Database>,
  product: string,
  payload: Doc,
  options: { forShare?: boolean } = {},
): Promise<void> {
  const retiring = typeof payload.st === 'string' && RETIRING_STATUSES.has(payload.st);
  const known = retiring ? undefined : await knownAttributes(db, product, options);
  const errors = validatePolicy(payload, known).map(policyEnvelopeError);
  const app = payload.an;
  if (app !== undefined && app !== null && app !== '') {
    const apps = await listApplications(db);
    if (typeof app !== 'string' || !apps.some((candidate) => candidate.id === app)) {
      errors.push({
        code: 400,
        field: '/an',
        description: `Application ${JSON.stringify(app)} is unknown (one of ${apps.map((a) => a.id).join(', ')})`,
      });
    }
  }
  if (errors.length > 0) throw badRequest(errors[0]?.description ?? 'Invalid policy', errors);
}

/**
 * The check a policy write repeats inside its own transaction (see WriteCheck): the attributes it
 * names are read again, on PostgreSQL locked for share until the write commits, so an attribute
 * deleted or retyped meanwhile either waits for the policy (and then sees it) or is gone (400).
 */
export function policyWriteCheck(dialect: DialectName, product: string): WriteCheck {
  return (trx, doc) => checkPolicyPayload(trx, product, doc, { forShare: dialect === 'postgres' });
}

/** Whether a stored policy's rules name an attribute (of the given type, when one is given). */
function names(doc: Doc, key: string, type?: string): boolean {
  const rules = Array.isArray(doc.rules) ? (doc.rules as { n?: unknown; aty?: unknown }[]) : [];
  return rules.some((rule) => rule.n === key && (type === undefined || rule.aty === type));
}

/**
 * Refuses (409) to delete an attribute, or to change its type, while an active policy's rule
 * names it: of the product for a product attribute, of any product for a global one.
 */
export async function refuseWhileNamed(
  db: Kysely<Database>,
  attribute: AttributeRecord,
  change: 'delete' | 'type',
): Promise<void> {
  const rows = await currentPolicies(db, {
    product: attribute.scope === 'product' ? attribute.prd : undefined,
    statuses: ACTIVE_POLICY_STATUSES,
  });
  const naming = rows
    .map(docOf)
    .filter((doc) => names(doc, attribute.key, change === 'type' ? attribute.type : undefined));
  if (naming.length === 0) return;
  const titles = naming.map((doc) => `"${typeof doc.n === 'string' ? doc.n : String(doc.id)}"`);
  const what = change === 'delete' ? 'deleted' : 'given another type';
  throw new ApiError(
    409,
    `Attribute ${attribute.key} cannot be ${what}: policy ${titles.join(', ')} names it`,
    undefined,
    naming.map((doc) => ({ id: doc.id, key: doc.key, n: doc.n })),
  );
}

/**
 * Deletes an attribute unless an active policy names it (409), in one transaction: the row goes
 * first (on PostgreSQL waiting for policy writes that rely on it), then the policies are read.
 */
export async function removeAttribute(
  db: Kysely<Database>,
  attribute: AttributeRecord,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await deleteAttribute(trx, attribute.prd, attribute.key);
    if (removed) await refuseWhileNamed(trx, attribute, 'delete');
    return removed;
  });
}

/**
 * Rewrites an attribute; a change of type is refused (409) while an active policy names it with
 * the old one, in one transaction as {@link removeAttribute}.
 */
export async function rewriteAttribute(
  db: Kysely<Database>,
  existing: AttributeRecord,
  write: AttributeWrite,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await updateAttribute(trx, write);
    if (updated && existing.type !== write.type) await refuseWhileNamed(trx, existing, 'type');
    return updated;
  });
}

/**
 * The decision for a context over the product's published policies (those of the application,
 * and those for every application, when `app` is given), oldest first: the server's caller of
 * the one evaluator (domain/policy/evaluate.ts).
 */
export async function decideForProduct(
  db: Kysely<Database>,
  product: string,
  context: PolicyContext,
  app: string | undefined,
): Promise<PolicyDecision> {
  const rows = await currentPolicies(db, { product, statuses: ['published'] });
  const policies = rows
    .map((row) => docOf(row) as unknown as Policy)
    .filter((policy) => !app || !policy.an || policy.an === app);
  try {
    return decide(policies, context);
  } catch (error) {
    // Stored policies were validated when written; one that no longer reads must be fixed.
    throw new ApiError(409, (error as Error).message);
  }
}

/** Storefront items whose visibility a policy decides (`appliesif`): pages and containers. */
const IMPACT_TYPES = ['storefront', 'container'] as const;
/** The most items of each type an impact answer looks at. */
const IMPACT_SCAN = 2000;

export interface ImpactReport {
  flips: VisibilityFlip[];
  /** How many pages and containers name the policy, and how many personas were tried. */
  items: number;
  personas: number;
}

/**
 * What saving `edited` would change for the product's personas (issue 11): for every page and
 * container (current, published or draft) that names the policy in `appliesif`, the decision
 * before (the published version of the same policy, if any) and after, the other named policies
 * taken from the published ones (domain/policy/impact.ts). Only flips are listed.
 */
export async function impactForProduct(
  db: Kysely<Database>,
  dialect: DialectName,
  product: string,
  edited: Policy,
): Promise<ImpactReport> {
  const published = (await currentPolicies(db, { product, statuses: ['published'] })).map(
    (row) => docOf(row) as unknown as Policy,
  );
  const before = edited.id ? published.find((policy) => policy.id === edited.id) : undefined;
  const names = new Set([edited.id, edited.key, before?.key].filter(Boolean));
  const items: ImpactContainer[] = [];
  for (const type of IMPACT_TYPES) {
    const page = await listCurrentItems(db, dialect, {
      type,
      product,
      statuses: ['published', 'draft'],
      pageNumber: 1,
      pageSize: IMPACT_SCAN,
    });
    for (const doc of page.rows.map(docOf)) {
      const appliesif = Array.isArray(doc.appliesif)
        ? doc.appliesif.filter((name): name is string => typeof name === 'string')
        : [];
      if (!appliesif.some((name) => names.has(name))) continue;
      items.push({
        id: String(doc.id),
        n: typeof doc.n === 'string' ? doc.n : String(doc.id),
        appliesif,
      });
    }
  }
  const personas = await listPersonas(db, product);
  try {
    const flips = impactOfChange(before, edited, published, personas, items);
    return { flips, items: items.length, personas: personas.length };
  } catch (error) {
    throw new ApiError(409, (error as Error).message);
  }
}
