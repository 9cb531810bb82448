import { sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './db';
import { storableJson } from './storableJson';

/* Migrations receive an untyped Kysely, as Kysely's migration API expects. */
type AnyDb = Kysely<unknown>;

function migrations(dialect: DialectName): Record<string, Migration> {
  const text = 'text' as const;
  const int = dialect === 'postgres' ? ('bigint' as const) : ('integer' as const);
  return {
    '001_initial': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('content')
          .ifNotExists()
          .addColumn('key', text, (c) => c.primaryKey())
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('cty', text, (c) => c.notNull())
          .addColumn('st', text, (c) => c.notNull())
          .addColumn('vn', 'integer', (c) => c.notNull())
          .addColumn('cur', 'integer', (c) => c.notNull())
          .addColumn('shadowed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('name', text, (c) => c.notNull())
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('doc', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('content_item')
          .ifNotExists()
          .on('content')
          .columns(['id', 'vn'])
          .execute();
        await db.schema
          .createIndex('content_type_updated')
          .ifNotExists()
          .on('content')
          .columns(['cty', 'cur', 'ut'])
          .execute();

        await db.schema
          .createTable('content_listing')
          .ifNotExists()
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('key', text, (c) => c.notNull())
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('cty', text, (c) => c.notNull())
          .addColumn('st', text, (c) => c.notNull())
          .addColumn('shadowed', 'integer', (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('name', text, (c) => c.notNull())
          .addPrimaryKeyConstraint('content_listing_pk', ['prd', 'key'])
          .execute();
        await db.schema
          .createIndex('content_listing_page')
          .ifNotExists()
          .on('content_listing')
          .columns(['prd', 'cty', 'ut'])
          .execute();
        await db.schema
          .createIndex('content_listing_status_page')
          .ifNotExists()
          .on('content_listing')
          .columns(['prd', 'cty', 'st', 'ut'])
          .execute();

        await db.schema
          .createTable('content_count')
          .ifNotExists()
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('cty', text, (c) => c.notNull())
          .addColumn('st', text, (c) => c.notNull())
          .addColumn('shadowed', 'integer', (c) => c.notNull())
          .addColumn('n', int, (c) => c.notNull())
          .addPrimaryKeyConstraint('content_count_pk', ['prd', 'cty', 'st', 'shadowed'])
          .execute();

        if (dialect === 'sqlite') {
          await sql`CREATE VIRTUAL TABLE IF NOT EXISTS content_search USING fts5(
            key UNINDEXED, id UNINDEXED, cty UNINDEXED, st UNINDEXED, prd UNINDEXED, shadowed UNINDEXED, body,
            tokenize = 'trigram'
          )`.execute(db);
        } else {
          await db.schema
            .createTable('content_search')
            .ifNotExists()
            .addColumn('key', text, (c) => c.primaryKey())
            .addColumn('id', text, (c) => c.notNull())
            .addColumn('cty', text, (c) => c.notNull())
            .addColumn('st', text, (c) => c.notNull())
            .addColumn('prd', text, (c) => c.notNull())
            .addColumn('shadowed', 'integer', (c) => c.notNull())
            .addColumn('body', text, (c) => c.notNull())
            .execute();
          // Substring search in every script (Chinese and Tamil names have no word breaks that
          // a text-search parser knows): trigram GIN index, the same semantics as FTS5 trigram.
          // A server whose PostgreSQL lacks pg_trgm (or may not create it) still starts: the
          // search reads the same LIKE matches without the index, by scanning the table.
          await sql`DO $$ BEGIN
              CREATE EXTENSION IF NOT EXISTS pg_trgm;
            EXCEPTION WHEN OTHERS THEN
              RAISE WARNING 'pg_trgm is unavailable (%): the search runs without its trigram index', SQLERRM;
            END $$`.execute(db);
          await sql`DO $$ BEGIN
              IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'gin_trgm_ops') THEN
                CREATE INDEX IF NOT EXISTS content_search_trgm ON content_search USING gin (body gin_trgm_ops);
              END IF;
            END $$`.execute(db);
        }

        await db.schema
          .createTable('locks')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('urn', text, (c) => c.notNull())
          .addColumn('owner', text, (c) => c.notNull())
          .addColumn('owner_name', text, (c) => c.notNull())
          .addColumn('acquired_at', int, (c) => c.notNull())
          .addColumn('heartbeat_at', int, (c) => c.notNull())
          .addColumn('expires_at', int, (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('audit')
          .ifNotExists()
          .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('cty', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .addColumn('trace_key', text, (c) => c.notNull())
          .addColumn('previous_version', text)
          .addColumn('current_version', text)
          .addColumn('key', text, (c) => c.notNull())
          .addColumn('action', text, (c) => c.notNull())
          .addColumn('change', text, (c) => c.notNull())
          .addColumn('at', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('audit_item')
          .ifNotExists()
          .on('audit')
          .columns(['cty', 'id', 'seq'])
          .execute();
        await db.schema
          .createIndex('audit_user')
          .ifNotExists()
          .on('audit')
          .columns(['changed_by', 'seq'])
          .execute();

        await db.schema
          .createTable('jobs')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('kind', text, (c) => c.notNull())
          .addColumn('cty', text, (c) => c.notNull())
          .addColumn('status', text, (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('success', 'integer', (c) => c.notNull())
          .addColumn('failure', 'integer', (c) => c.notNull())
          .addColumn('failure_keys', text, (c) => c.notNull())
          .addColumn('payload', text, (c) => c.notNull())
          .addColumn('owner', text, (c) => c.notNull())
          .addColumn('owner_name', text, (c) => c.notNull())
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('claimed_by', text)
          .addColumn('claimed_until', int)
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('jobs_status')
          .ifNotExists()
          .on('jobs')
          .columns(['status', 'claimed_until'])
          .execute();

        await db.schema
          .createTable('user_settings')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('uid', text, (c) => c.notNull())
          .addColumn('t', text, (c) => c.notNull())
          .addColumn('n', text, (c) => c.notNull())
          .addColumn('payload', text, (c) => c.notNull())
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('user_settings_owner')
          .ifNotExists()
          .on('user_settings')
          .columns(['uid', 't'])
          .execute();

        await db.schema
          .createTable('products')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('n', text, (c) => c.notNull())
          .addColumn('ct', text, (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('oidc_payload')
          .ifNotExists()
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('kind', text, (c) => c.notNull())
          .addColumn('payload', text, (c) => c.notNull())
          .addColumn('grant_id', text)
          .addColumn('user_code', text)
          .addColumn('uid', text)
          .addColumn('expires_at', int)
          .addColumn('consumed_at', int)
          .addPrimaryKeyConstraint('oidc_payload_pk', ['kind', 'id'])
          .execute();
        await db.schema
          .createIndex('oidc_payload_grant')
          .ifNotExists()
          .on('oidc_payload')
          .column('grant_id')
          .execute();
        await db.schema
          .createIndex('oidc_payload_uid')
          .ifNotExists()
          .on('oidc_payload')
          .column('uid')
          .execute();

        await db.schema
          .createTable('meta')
          .ifNotExists()
          .addColumn('k', text, (c) => c.primaryKey())
          .addColumn('v', text, (c) => c.notNull())
          .execute();
      },
    },
    '002_search_meta': {
      async up(db: AnyDb) {
        if (dialect !== 'sqlite') return;
        // FTS5 reads UNINDEXED columns slowly (a content lookup per match); search filters
        // (product, status, shadow) join this narrow table by rowid instead.
        await sql`CREATE TABLE IF NOT EXISTS search_meta (
          rid INTEGER PRIMARY KEY, prd TEXT NOT NULL, cty TEXT NOT NULL, st TEXT NOT NULL, shadowed INTEGER NOT NULL
        )`.execute(db);
        await sql`INSERT OR REPLACE INTO search_meta (rid, prd, cty, st, shadowed)
          SELECT rowid, prd, cty, st, shadowed FROM content_search`.execute(db);
      },
    },
    '003_content_generation': {
      async up(db: AnyDb) {
        // SQLite keeps the generation in the process and the file's data_version.
        if (dialect !== 'postgres') return;
        await sql`CREATE SEQUENCE IF NOT EXISTS content_generation`.execute(db);
      },
    },
    '004_audit_products': {
      async up(db: AnyDb) {
        // Each entry carries the item's products (a JSON list, like content.prd), so the trail is
        // read within the request's product. Earlier entries take the item's latest version's.
        await db.schema
          .alterTable('audit')
          .addColumn('prd', text, (c) => c.notNull().defaultTo('[]'))
          .execute();
        await sql`UPDATE audit SET prd = COALESCE(
          (SELECT c.prd FROM content c WHERE c.id = audit.id ORDER BY c.vn DESC LIMIT 1), '[]')`.execute(
          db,
        );
      },
    },
    '005_geo_overrides': {
      async up(db: AnyDb) {
        // Geo-IP overrides: an address or CIDR range (normalised text as id) and its bounds as
        // fixed-width hex per family, so that overlap and lookup are text comparisons.
        await db.schema
          .createTable('geo_override')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('family', 'integer', (c) => c.notNull())
          .addColumn('prefix', 'integer', (c) => c.notNull())
          .addColumn('first', text, (c) => c.notNull())
          .addColumn('last', text, (c) => c.notNull())
          .addColumn('country', text, (c) => c.notNull())
          .addColumn('region', text)
          .addColumn('note', text)
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('geo_override_bounds')
          .ifNotExists()
          .on('geo_override')
          .columns(['family', 'first', 'last'])
          .execute();
      },
    },
    '006_policy': {
      async up(db: AnyDb) {
        // The policy service's own tables (policies themselves are versioned items in content).
        // Applications are reference data that no route creates: the three the platform ships.
        await db.schema
          .createTable('policy_application')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('n', text, (c) => c.notNull())
          .addColumn('ord', 'integer', (c) => c.notNull())
          .execute();
        await sql`INSERT INTO policy_application (id, n, ord)
          VALUES ('web', 'Web', 1), ('tv', 'TV', 2), ('mobile', 'Mobile', 3)`.execute(db);
        // An attribute belongs to one product, or to every product with prd '' (scope global).
        await db.schema
          .createTable('policy_attribute')
          .ifNotExists()
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('key', text, (c) => c.notNull())
          .addColumn('type', text, (c) => c.notNull())
          .addColumn('source', text, (c) => c.notNull())
          .addColumn('value', text)
          .addColumn('description', text)
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .addPrimaryKeyConstraint('policy_attribute_pk', ['prd', 'key'])
          .execute();
        await db.schema
          .createIndex('policy_attribute_key')
          .ifNotExists()
          .on('policy_attribute')
          .column('key')
          .execute();
        await db.schema
          .createTable('policy_persona')
          .ifNotExists()
          .addColumn('id', text, (c) => c.primaryKey())
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('n', text, (c) => c.notNull())
          .addColumn('context', text, (c) => c.notNull())
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('policy_persona_product')
          .ifNotExists()
          .on('policy_persona')
          .columns(['prd', 'n'])
          .execute();
      },
    },
    '007_ad_settings': {
      async up(db: AnyDb) {
        // Ad server attributes and ad load policies: plain records of a product, one table.
        await db.schema
          .createTable('ad_setting')
          .ifNotExists()
          .addColumn('kind', text, (c) => c.notNull())
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('n', text, (c) => c.notNull())
          .addColumn('doc', text, (c) => c.notNull())
          .addColumn('ct', text, (c) => c.notNull())
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .addPrimaryKeyConstraint('ad_setting_pk', ['kind', 'prd', 'id'])
          .execute();
        await db.schema
          .createIndex('ad_setting_name')
          .ifNotExists()
          .on('ad_setting')
          .columns(['kind', 'prd', 'n'])
          .execute();
      },
    },
    '008_viewing': {
      async up(db: AnyDb) {
        // Viewers' histories (continue watching, favourites, watch again), one row per title.
        await db.schema
          .createTable('viewing')
          .ifNotExists()
          .addColumn('prd', text, (c) => c.notNull())
          .addColumn('viewer', text, (c) => c.notNull())
          .addColumn('item_id', text, (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('duration', 'integer', (c) => c.notNull())
          .addColumn('favourite', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_watched', text, (c) => c.notNull())
          .addPrimaryKeyConstraint('viewing_pk', ['prd', 'viewer', 'item_id'])
          .execute();
      },
    },
    '009_job_errors': {
      async up(db: AnyDb) {
        // Each failed item's reason ({id: message}) beside failure_keys (notification page), and
        // the owner's newest jobs first (the bell, the notification page).
        await db.schema
          .alterTable('jobs')
          .addColumn('failure_messages', text, (c) => c.notNull().defaultTo('{}'))
          .execute();
        await db.schema
          .createIndex('jobs_owner_ct')
          .ifNotExists()
          .on('jobs')
          .columns(['owner', 'ct'])
          .execute();
      },
    },
    '010_audit_names': {
      async up(db: AnyDb) {
        // Who changed an item by display name (the audit trail shows it; the user name stays).
        await db.schema.alterTable('audit').addColumn('changed_by_name', text).execute();
      },
    },
    '011_sign_in_counters': {
      async up(db: AnyDb) {
        // Sign-in attempts per username and per client address in fixed windows, counted by one
        // atomic upsert each (server/store/signInCounterRepository.ts), shared by every instance.
        await db.schema
          .createTable('sign_in_counter')
          .ifNotExists()
          .addColumn('k', text, (c) => c.primaryKey())
          .addColumn('n', int, (c) => c.notNull())
          .addColumn('start', int, (c) => c.notNull())
          .execute();
      },
    },
    '012_content_doc_jsonb': {
      async up(db: AnyDb) {
        // PostgreSQL: every stored document must be readable as jsonb (filters, lookups and
        // search cast it): one holding a lone surrogate or U+0000 escape made every such query
        // that met it fail. Existing ones are repaired, a trigger repairs any written by SQL
        // (U+FFFD in place of each, as storableJson does for the service's own writes), and
        // the database refuses whatever is still no jsonb.
        if (dialect !== 'postgres') return;
        const suspect = await sql<{ key: string; doc: string }>`
          SELECT key, doc FROM content WHERE strpos(doc, ${'\\u'}) > 0`.execute(db);
        for (const row of suspect.rows) {
          const doc = storableJson(row.doc);
          if (doc !== row.doc)
            await sql`UPDATE content SET doc = ${doc} WHERE key = ${row.key}`.execute(db);
        }
        await sql.raw(CONTENT_DOC_TRIGGER).execute(db);
        await sql`ALTER TABLE content DROP CONSTRAINT IF EXISTS content_doc_jsonb`.execute(db);
        await sql`ALTER TABLE content ADD CONSTRAINT content_doc_jsonb CHECK (doc::jsonb IS NOT NULL)`.execute(
          db,
        );
      },
    },
    '013_policy_attribute_names': {
      async up(db: AnyDb) {
        // An attribute's display names by language (JSON text {en?, zh?, ms?, ta?}), or null.
        await db.schema.alterTable('policy_attribute').addColumn('names', text).execute();
      },
    },
    '014_type_definition': {
      async up(db: AnyDb) {
        // Catalogue types designed in the console, one row per version (server/types/).
        await db.schema
          .createTable('type_definition')
          .ifNotExists()
          .addColumn('id', text, (c) => c.notNull())
          .addColumn('vn', 'integer', (c) => c.notNull())
          .addColumn('st', text, (c) => c.notNull())
          .addColumn('definition', text, (c) => c.notNull())
          .addColumn('changed_by', text, (c) => c.notNull())
          .addColumn('changed_by_name', text)
          .addColumn('ut', text, (c) => c.notNull())
          .addColumn('published_at', text)
          .addPrimaryKeyConstraint('type_definition_pk', ['id', 'vn'])
          .execute();
        await db.schema
          .createIndex('type_definition_st')
          .ifNotExists()
          .on('type_definition')
          .columns(['st', 'id'])
          .execute();
      },
    },
    '015_clip_range_end_exclusive': {
      async up(db: AnyDb) {
        // A stored segment's `ep` is where it stops (SMIL clipEnd, the frame at it not played).
        // Clips and shorts written before stored the video editor's out mark itself, which the
        // service then played: each such `ep` (and its `dur`) moves one frame on, once, so those
        // clips keep every frame. Programs always stored where a segment stops: left alone.
        const rows = await sql<{ key: string; doc: string }>`
          SELECT key, doc FROM content WHERE cty IN ('scenes', 'shortvideo')`.execute(db);
        for (const row of rows.rows) {
          const doc = endsExclusive(row.doc);
          if (doc !== undefined)
            await sql`UPDATE content SET doc = ${doc} WHERE key = ${row.key}`.execute(db);
        }
      },
    },
    '016_listing_covering_indexes': {
      async up(db: AnyDb) {
        // A list page's keys read from the index alone, in its order: with the key after the
        // sort column there are no ties to sort apart, and with the status and the shadowed flag
        // in it no row is looked up to filter (SQLite, 100,000 items, a page 500 rows in: 44 µs
        // instead of 226 µs).
        await db.schema
          .createIndex('content_listing_status_order')
          .ifNotExists()
          .on('content_listing')
          .columns(['prd', 'cty', 'st', 'ut', 'key', 'shadowed'])
          .execute();
        await db.schema
          .createIndex('content_listing_order')
          .ifNotExists()
          .on('content_listing')
          .columns(['prd', 'cty', 'ut', 'key', 'st', 'shadowed'])
          .execute();
        await db.schema.dropIndex('content_listing_status_page').ifExists().execute();
        await db.schema.dropIndex('content_listing_page').ifExists().execute();
      },
    },
  };
}

/**
 * A clip document with each segment's inclusive end (`ep`: its last frame) turned into where the
 * segment stops (one frame on, at the segment's `fps`, 30 when absent), `dur` following; undefined
 * when nothing changes.
 */
function endsExclusive(text: string): string | undefined {
  const doc = JSON.parse(text) as { sg?: unknown };
  if (!Array.isArray(doc.sg)) return undefined;
  let changed = false;
  const sg = (doc.sg as unknown[]).map((segment) => {
    if (typeof segment !== 'object' || segment === null) return segment;
    const { sp, ep, dur, fps } = segment as Record<string, unknown>;
    if (typeof sp !== 'number' || typeof ep !== 'number') return segment;
    const rate = typeof fps === 'number' && fps > 0 ? fps : 30;
    const endFrame = Math.round(ep * rate) + 1;
    changed = true;
    return {
      ...segment,
      ep: endFrame / rate,
      ...(typeof dur === 'number' ? { dur: (endFrame - Math.round(sp * rate)) / rate } : {}),
    };
  });
  return changed ? JSON.stringify({ ...doc, sg }) : undefined;
}

/**
 * An escape of U+0000 or of a lone surrogate in JSON text, not itself escaped (an even run of
 * backslashes before it); a high half followed by a low one, or a low one after a high one, is a
 * whole character and stays. Group 1 keeps the backslashes before it.
 */
const UNSTORABLE_ESCAPE = String.raw`(?<!\\)((?:\\\\)*)(\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2})`;

/** PostgreSQL: content documents written with such an escape get U+FFFD in its place. */
const CONTENT_DOC_TRIGGER = `
CREATE OR REPLACE FUNCTION content_storable_doc() RETURNS trigger AS $$
BEGIN
  IF strpos(NEW.doc, '\\u') > 0 THEN
    NEW.doc := regexp_replace(NEW.doc, '${UNSTORABLE_ESCAPE}', '\\1' || chr(65533), 'g');
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS content_storable_doc ON content;
CREATE TRIGGER content_storable_doc BEFORE INSERT OR UPDATE OF doc ON content
  FOR EACH ROW EXECUTE FUNCTION content_storable_doc();`;

class InlineMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations(this.dialect));
  }
}

/** Brings the schema to the latest migration; Kysely's migrator locks so instances do not race. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason =
      error instanceof Error
        ? error.message
        : `migration ${failed?.migrationName ?? 'unknown'} failed`;
    throw new Error(`Database migration failed: ${reason}`);
  }
}
