import { sql } from 'kysely';
import type { Insertable, Kysely, RawBuilder, Selectable, SqlBool } from 'kysely';
import type { AuditEntry, FieldChange } from '../../domain/audit';
import { containerPlacementChange } from '../../domain/storefront/containerPlacement';
import type { AuditTable, Database } from './schema';
import { likePattern } from './likePattern';
import { reusableQuery } from './reusableQuery';
import type { WriteBatch } from './writeBatch';
import { writeOrBatch } from './writeBatch';

export type { AuditEntry, FieldChange };

const IGNORED = new Set(['ut', 'ct', 'key']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The field diff between two documents (top-level fields; revision fields left out). */
export function diffDocuments(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (IGNORED.has(field)) continue;
    const from = before?.[field];
    const to = after?.[field];
    if (!same(from, to)) changes.push({ field, from: from ?? null, to: to ?? null });
  }
  return changes;
}

export async function writeAudit(
  db: Kysely<Database>,
  entry: {
    id: string;
    cty: string;
    changedBy: string;
    /** Who changed it by display name (absent: none recorded). */
    changedByName?: string | undefined;
    traceKey: string;
    previousVersion: string | null;
    currentVersion: string | null;
    key: string;
    action: string;
    change: FieldChange[];
    at: string;
    /** The item's products (the entry is read only within one of them). */
    products: readonly string[];
  },
  /** Given, the entry joins this batch of the transaction's writes (writeBatch.ts). */
  batch?: WriteBatch,
): Promise<void> {
  const row: AuditRow = {
    id: entry.id,
    cty: entry.cty,
    changed_by: entry.changedBy,
    changed_by_name: entry.changedByName ?? null,
    trace_key: entry.traceKey,
    previous_version: entry.previousVersion,
    current_version: entry.currentVersion,
    key: entry.key,
    action: entry.action,
    change: JSON.stringify(entry.change),
    at: entry.at,
    prd: JSON.stringify(entry.products),
  };
  await writeOrBatch(
    db,
    insertAudit.compiled(db, ...AUDIT_COLUMNS.map((column) => row[column])),
    batch,
  );
}

/** An audit row as written: every column but the sequence the database gives. */
type AuditRow = Omit<Insertable<AuditTable>, 'seq'>;

/** The columns of {@link AuditRow}, in the order the compiled insert takes their values. */
const AUDIT_COLUMNS = [
  'id',
  'cty',
  'changed_by',
  'changed_by_name',
  'trace_key',
  'previous_version',
  'current_version',
  'key',
  'action',
  'change',
  'at',
  'prd',
] as const satisfies readonly (keyof AuditRow)[];

/** Written with every change: compiled once. */
const insertAudit = reusableQuery(
  (db, ...values: unknown[]) =>
    db
      .insertInto('audit')
      .values(
        Object.fromEntries(AUDIT_COLUMNS.map((column, i) => [column, values[i]])) as AuditRow,
      ),
  AUDIT_COLUMNS.length,
);

type AuditFilter = (
  { kind: 'item'; cty: string; id: string } | { kind: 'user'; changedBy: string }
) & {
  /** Only entries carrying one of these products. */
  products: readonly string[];
};

/** Entries carrying one of the products (none: no entry). */
function inProducts(products: readonly string[]): RawBuilder<SqlBool> {
  if (products.length === 0) return sql<SqlBool>`1 = 0`;
  const each = products.map(
    (product) => sql`audit.prd LIKE ${likePattern(JSON.stringify(product))} ESCAPE '\\'`,
  );
  return sql<SqlBool>`(${sql.join(each, sql` OR `)})`;
}

/** A page of audit entries, newest first, with the total. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit');
  base =
    filter.kind === 'item'
      ? base.where('cty', '=', filter.cty).where('id', '=', filter.id)
      : base.where('changed_by', '=', filter.changedBy);
  base = base.where(inProducts(filter.products));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { total: Number(count?.total ?? 0), rows: rows.map(entryOf) };
}

function entryOf(row: Selectable<Database['audit']>): AuditEntry {
  return {
    seq: Number(row.seq),
    id: row.id,
    cty: row.cty,
    changed_by: row.changed_by,
    changed_by_name: row.changed_by_name,
    TraceKey: row.trace_key,
    PreviousVersion: row.previous_version,
    CurrentVersion: row.current_version,
    key: row.key,
    action: row.action,
    change: JSON.parse(row.change) as FieldChange[],
    at: row.at,
  };
}

/**
 * A container's audit within one page (spec section 7: container audit with `s_id`, `c_id`):
 * the container's own entries and the page's entries that placed it on, moved it within or
 * took it off the page's tabs, newest first, paged, with the total.
 */
export async function listContainerAudit(
  db: Kysely<Database>,
  filter: {
    pageType: string;
    pageId: string;
    containerType: string;
    containerId: string;
    products: readonly string[];
  },
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const rows = await db
    .selectFrom('audit')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('cty', '=', filter.containerType), eb('id', '=', filter.containerId)]),
        eb.and([
          eb('cty', '=', filter.pageType),
          eb('id', '=', filter.pageId),
          // Only entries naming the container can move it; the rest are read no further.
          sql<SqlBool>`audit.change LIKE ${likePattern(JSON.stringify(filter.containerId))} ESCAPE '\\'`,
        ]),
      ]),
    )
    .where(inProducts(filter.products))
    .orderBy('seq', 'desc')
    .execute();
  const entries = rows
    .map(entryOf)
    .filter(
      (entry) =>
        entry.cty === filter.containerType ||
        containerPlacementChange(entry.change, filter.containerId) !== undefined,
    );
  const start = (pageNumber - 1) * pageSize;
  return { total: entries.length, rows: entries.slice(start, start + pageSize) };
}
