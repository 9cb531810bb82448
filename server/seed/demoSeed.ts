import type { Transaction } from 'kysely';
import type { ResourceCatalog } from '../resourceCatalog';
import type { Database } from '../store/schema';
import type { Storage } from '../store/db';
import type { ContentRow } from '../store/contentIndex';
import { displayName, insertVersions, urnOf } from '../store/contentRepository';
import { BULK_ROWS } from '../store/contentIndex';
import { hasAnyProduct, insertProduct, lockFirstStartSeed } from '../store/productRepository';
import { insertGeoOverride } from '../store/geoRepository';
import { parseIpRange } from '../../domain/geo/ipRange';
import { TITLE_AFFIXES, descriptionsFor, episodeAffix, seasonAffix, titleFor } from './names';
import { seedAppConfigDemo } from './appConfigSeed';
import { seedPolicyDemo } from './policySeed';
import { seedAdDemo } from './adSeed';
import { seedStorefrontDemo } from './storefrontSeed';
import { seedViewingDemo } from './viewingSeed';
import { seedScheduleDemo } from './scheduleSeed';
import { seedSportDemo } from './sportSeed';

export const DEMO_PRODUCTS = [
  { id: 'main', n: 'Main' },
  { id: 'kids', n: 'Kids' },
];

export interface SeedOptions {
  /** Movies per product; the default demo has 300. The benchmark seed raises it. */
  itemsPerProduct: number | undefined;
  /** The moment the newest movies are dated back from (the storefront's new arrivals); default now. */
  now?: number | undefined;
}

type Doc = Record<string, unknown>;

const BASE_TIME = Date.UTC(2026, 0, 1, 8, 0, 0);

/**
 * The newest movies of each product are dated in the days before the seed runs (created and
 * updated), not in January 2026 like the rest of the catalogue, so the storefront's 'New
 * arrivals' rail (titles added in the last 30 days) has titles today: the last
 * RECENT_MOVIES movies, the newest 1 hour before the seed, each older one 12 hours before the
 * next (12 days in all), in the order they are seeded. The first RECENT_FLOOR movies keep the
 * January clock, so the small catalogues the API tests seed (30 movies) stay as they were.
 */
export const RECENT_MOVIES = 24;
const RECENT_FLOOR = 50;
const RECENT_STEP_MS = 12 * 3_600_000;
function recentMovieTime(now: number, n: number, movies: number): number | undefined {
  const age = movies - 1 - n;
  if (n < RECENT_FLOOR || age < 0 || age >= RECENT_MOVIES) return undefined;
  return now - 3_600_000 - age * RECENT_STEP_MS;
}

/** A deterministic status mix: mostly published, some drafts, archived, and published+draft pairs. */
function statusPlan(
  n: number,
): 'published' | 'draft' | 'archived' | 'published+draft' | 'pre-draft' {
  const slot = n % 20;
  if (slot < 12) return 'published';
  if (slot < 15) return 'draft';
  if (slot < 16) return 'pre-draft';
  if (slot < 17) return 'archived';
  return 'published+draft';
}

/** Availability windows: some expired, some starting in the future, most open. */
function windows(n: number): Doc {
  if (n % 13 === 5)
    return { lws: '2024-01-01T00:00:00.000Z', lwe: '2025-06-30T23:59:59.000Z', vce: true };
  if (n % 17 === 3)
    return { lws: '2027-03-01T00:00:00.000Z', lwe: '2031-12-31T23:59:59.000Z', vce: true };
  return { lws: '2025-01-01T00:00:00.000Z', lwe: '2030-12-31T23:59:59.000Z', vce: n % 29 !== 7 };
}

class SeedWriter {
  count = 0;
  /** Rows not yet written: they go in multi-row INSERTs (see flush). */
  private pending: ContentRow[] = [];
  constructor(
    private readonly storage: Storage,
    private readonly catalog: ResourceCatalog,
  ) {}

  async item(
    type: string,
    id: string,
    product: string,
    n: number,
    fields: Doc,
    /** When it was created and last updated (default: the catalogue's January 2026 clock). */
    time?: number,
  ): Promise<void> {
    const resourceType = this.catalog.get(type);
    if (!resourceType) return;
    const plan = statusPlan(n);
    const at = new Date(time ?? BASE_TIME + this.count * 60_000).toISOString();
    const base: Doc = {
      id,
      cty: type,
      urn: urnOf(type),
      prd: [product],
      ex_id: `EXT-${id.toUpperCase()}`,
      ex_ia: [{ u: `/images/${id}/poster.svg`, t: 'Poster', r: '16x9' }],
      ct: at,
      ut: at,
      ...fields,
    };
    const versions: { st: string; vn: number; doc: Doc; cur: number; shadowed: number }[] = [];
    if (plan === 'published+draft') {
      versions.push({ st: 'published', vn: 1, doc: base, cur: 1, shadowed: 1 });
      const lon = (base.lon as { lang: string; n: string }[]).map((e) =>
        e.lang === 'en' ? { ...e, n: `${e.n} (revised)` } : e,
      );
      versions.push({ st: 'draft', vn: 2, doc: { ...base, lon }, cur: 1, shadowed: 0 });
    } else {
      versions.push({ st: plan, vn: 1, doc: base, cur: 1, shadowed: 0 });
    }
    for (const version of versions) {
      const key = `${id}-v${version.vn}`;
      const doc = { ...version.doc, key, st: version.st };
      if (!resourceType.validate(doc)) {
        throw new Error(
          `Seed ${type} ${id} is invalid: ${JSON.stringify(resourceType.validate.errors?.slice(0, 3))}`,
        );
      }
      const row: ContentRow = {
        key,
        id,
        cty: type,
        st: version.st,
        vn: version.vn,
        cur: version.cur,
        shadowed: version.shadowed,
        prd: JSON.stringify([product]),
        name: displayName(doc),
        ct: at,
        ut: at,
        doc: JSON.stringify(doc),
        changed_by: 'seed',
      };
      this.pending.push(row);
    }
    this.count += 1;
    if (this.pending.length >= BULK_ROWS) await this.flush();
  }

  /** Writes the rows held so far; called before anything reads the catalogue. */
  async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    await insertVersions(this.storage.db, rows);
  }
}

/**
 * The demo title whose own policy decides who sees it (issue 11: content visibility): movie 3,
 * in the home carousel, is for adults of the main product in main and for kids profiles in kids
 * (server/seed/policySeed.ts), so the storefront preview shows it hidden for other viewers.
 */
export const RESTRICTED_MOVIE = 3;
export const restrictedMoviePolicy = (product: string) =>
  product === 'kids' ? 'kids-policy-kids-only' : `${product}-policy-main-product-only`;

/** Demo geo-IP overrides (documentation address ranges of RFC 5737 and RFC 3849). */
const DEMO_GEO_OVERRIDES = [
  { ip: '203.0.113.0/24', country: 'MY', region: 'MY-14', note: 'Kuala Lumpur office network' },
  { ip: '198.51.100.0/25', country: 'SG', region: null, note: 'Partner CDN edge, Singapore' },
  { ip: '192.0.2.10', country: 'IN', region: 'IN-TN', note: 'QA device in Chennai' },
  { ip: '2001:db8:100::/48', country: 'CN', region: null, note: 'IPv6 test block' },
  { ip: '100.64.0.0/10', country: 'MY', region: null, note: 'Carrier-grade NAT pool' },
] as const;

/**
 * Writes the demo catalogue for every demo product: movies, series with seasons and episodes,
 * short videos, channels and virtual channels, with names in en/zh/ms/ta, a status mix and
 * availability windows. Deterministic: the same options give the same data.
 */
export async function seedDemoData(
  storage: Storage,
  catalog: ResourceCatalog,
  options: SeedOptions,
): Promise<number> {
  const total = await storage.db
    .transaction()
    .execute((trx) => seedWithin(trx, storage, catalog, options));
  await storage.generation.bump();
  return total;
}

/** The demo catalogue written in the caller's transaction; the number of items written. */
async function seedWithin(
  trx: Transaction<Database>,
  storage: Storage,
  catalog: ResourceCatalog,
  options: SeedOptions,
): Promise<number> {
  const movies = options.itemsPerProduct ?? 300;
  const now = options.now ?? Date.now();
  let total = 0;
  {
    const writer = new SeedWriter({ ...storage, db: trx }, catalog);
    for (const product of DEMO_PRODUCTS) {
      await insertProduct(trx, {
        id: product.id,
        n: product.n,
        ct: new Date(BASE_TIME).toISOString(),
      });
      // The kids product's tag, in each language (its English form ' (Kids)').
      const tag = product.id === 'kids' ? TITLE_AFFIXES.kids : undefined;
      for (let n = 0; n < movies; n += 1) {
        await writer.item(
          'movie',
          `${product.id}-movie-${n + 1}`,
          product.id,
          n,
          {
            lon: titleFor(n, tag),
            lod: descriptionsFor(),
            rt: 5400 + (n % 40) * 60,
            rat: [{ v: n % 3 === 0 ? 'PG' : n % 3 === 1 ? '12' : '18' }],
            ...windows(n),
            ...(n + 1 === RESTRICTED_MOVIE
              ? { appliesif: [restrictedMoviePolicy(product.id)] }
              : {}),
          },
          recentMovieTime(now, n, movies),
        );
      }
      for (let s = 0; s < 20; s += 1) {
        const seriesId = `${product.id}-series-${s + 1}`;
        await writer.item('tvseries', seriesId, product.id, s, {
          lon: titleFor(s + 50, tag),
          lod: descriptionsFor(),
          ...windows(s),
        });
        for (let season = 1; season <= 2; season += 1) {
          const seasonId = `${seriesId}-s${season}`;
          await writer.item('tvseason', seasonId, product.id, s + season, {
            lon: titleFor(s + 50, seasonAffix(season), tag),
            pkg_id: seriesId,
            s_no: season,
            ...windows(s),
          });
          for (let episode = 1; episode <= 5; episode += 1) {
            await writer.item(
              'tvepisode',
              `${seasonId}-e${episode}`,
              product.id,
              s * 10 + episode,
              {
                lon: titleFor(s + 50, episodeAffix(season, episode), tag),
                pkg_id: seriesId,
                ssn_id: seasonId,
                ep_no: episode,
                rt: 1500 + episode * 60,
                ...windows(s + episode),
              },
            );
          }
        }
      }
      for (let n = 0; n < 40; n += 1) {
        await writer.item('shortvideo', `${product.id}-short-${n + 1}`, product.id, n, {
          lon: titleFor(n + 100, ` #${n + 1}`, tag),
          rt: 60 + n * 5,
          ...windows(n),
        });
      }
      for (let n = 0; n < 10; n += 1) {
        await writer.item('channel', `${product.id}-channel-${n + 1}`, product.id, n % 12, {
          lon: titleFor(n + 140, TITLE_AFFIXES.tv, tag),
          chty: 'linear',
          cn: 100 + n,
          ...windows(n),
        });
      }
      for (let n = 0; n < 5; n += 1) {
        await writer.item('virtuallivechannel', `${product.id}-vll-${n + 1}`, product.id, n, {
          lon: titleFor(n + 150, TITLE_AFFIXES.live, tag),
          // Channel numbers after the live channels' 100-109, unique in the product.
          cn: 201 + n,
          ...windows(n),
        });
      }
    }
    await writer.flush();
    for (const [index, override] of DEMO_GEO_OVERRIDES.entries()) {
      const parsed = parseIpRange(override.ip);
      if (!parsed.ok) throw new Error(`Demo geo override ${override.ip} is invalid`);
      await insertGeoOverride(trx, {
        range: parsed.range,
        country: override.country,
        region: override.region,
        note: override.note,
        by: 'admin',
        at: new Date(BASE_TIME + index * 60_000).toISOString(),
      });
    }
    await seedPolicyDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
    );
    await seedAppConfigDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
    );
    await seedAdDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
    );
    await seedSportDemo(
      trx,
      catalog,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
      now,
    );
    await seedStorefrontDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
    );
    await seedViewingDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
      BASE_TIME,
    );
    await seedScheduleDemo(
      trx,
      DEMO_PRODUCTS.map((product) => product.id),
    );
    total = writer.count;
  }
  return total;
}

/** How long an instance waits for another one's first-start seed (SQLite's busy timeout retried). */
const SEED_WAIT_MS = 300_000;

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/**
 * Seeds the demo data on first start (an empty product table); 0 when data is already there.
 * Safe when several instances start together on one empty database: "seed if empty" is one
 * transaction that first takes the seed's lock (PostgreSQL: a transaction-level advisory lock;
 * SQLite: the write lock of BEGIN IMMEDIATE, waited for past the busy timeout), so one instance
 * seeds and the others wait for it, then find the products and start on its data.
 */
export async function seedDemoDataIfEmpty(
  storage: Storage,
  catalog: ResourceCatalog,
  options: SeedOptions,
): Promise<number> {
  if (await hasAnyProduct(storage.db)) return 0;
  const deadline = Date.now() + SEED_WAIT_MS;
  for (;;) {
    try {
      const total = await storage.db.transaction().execute(async (trx) => {
        await lockFirstStartSeed(trx, storage.dialect);
        if (await hasAnyProduct(trx)) return 0;
        return seedWithin(trx, storage, catalog, options);
      });
      if (total > 0) await storage.generation.bump();
      return total;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
    }
  }
}
