import type { Kysely } from 'kysely';
import type { ResourceCatalog } from '../resourceCatalog';
import type { ContentRow } from '../store/contentIndex';
import { displayName, insertVersion, urnOf } from '../store/contentRepository';
import type { Database } from '../store/schema';

/**
 * The demo sports titles of every product (issue 12's team rails): published sports events
 * (`sportevent`) between four teams, each naming its two teams (`tms`, the home team first and as
 * its primary team `pmy_tm`), named in en/zh/ms/ta. Four were played in the days before the
 * catalogue's January 2026 clock (the demo viewers watched or marked some:
 * server/seed/viewingSeed.ts); four are still to come, in the days after the seed runs. Their
 * dates are on-air dates (`oa_st_dt`, `oa_ed_dt`): they have no availability window, so they are
 * on offer at any moment and stay off the EPG page's live events (which lists windows).
 */

type Names = Record<'en' | 'zh' | 'ms' | 'ta', string>;

/** The demo teams (ids without the product: `hawks` is `main-team-hawks` in main). */
export const DEMO_TEAMS: Readonly<Record<string, Names>> = {
  hawks: { en: 'Northside Hawks', zh: '北区雄鹰', ms: 'Helang Utara', ta: 'வடக்கு பருந்துகள்' },
  lions: {
    en: 'Valley Lions',
    zh: '山谷雄狮',
    ms: 'Singa Lembah',
    ta: 'பள்ளத்தாக்கு சிங்கங்கள்',
  },
  tigers: { en: 'Eastport Tigers', zh: '东港猛虎', ms: 'Harimau Timur', ta: 'கிழக்கு புலிகள்' },
  sharks: { en: 'Bayview Sharks', zh: '海湾鲨鱼', ms: 'Jerung Teluk', ta: 'வளைகுடா சுறாக்கள்' },
};

export const teamId = (product: string, team: string) => `${product}-team-${team}`;

const DAY_MS = 86_400_000;
const MATCH_SECONDS = 2 * 3600;

/**
 * The matches (ids `{product}-match-{n}`): home team, away team, and when: days before the
 * catalogue's base time (played) or days after the seed's moment (to come).
 */
export const DEMO_MATCHES: readonly {
  home: string;
  away: string;
  played?: number;
  inDays?: number;
}[] = [
  { home: 'hawks', away: 'lions', played: 10 },
  { home: 'tigers', away: 'sharks', played: 9 },
  { home: 'lions', away: 'tigers', played: 5 },
  { home: 'sharks', away: 'hawks', played: 3 },
  { home: 'hawks', away: 'tigers', inDays: 2 },
  { home: 'sharks', away: 'lions', inDays: 3 },
  { home: 'lions', away: 'hawks', inDays: 6 },
  { home: 'tigers', away: 'sharks', inDays: 9 },
];

const VERSUS: Names = { en: 'v', zh: '对', ms: 'lwn', ta: 'எதிர்' };
const LANGS = ['en', 'zh', 'ms', 'ta'] as const;

/** Writes the demo sports events of every product, inside the demo seed's transaction. */
export async function seedSportDemo(
  db: Kysely<Database>,
  catalog: ResourceCatalog,
  products: readonly string[],
  baseTime: number,
  now: number,
): Promise<void> {
  const type = catalog.get('sportevent');
  if (!type) return;
  for (const product of products) {
    for (const [index, match] of DEMO_MATCHES.entries()) {
      const id = `${product}-match-${index + 1}`;
      const home = DEMO_TEAMS[match.home];
      const away = DEMO_TEAMS[match.away];
      if (!home || !away) throw new Error(`Demo match ${id} names an unknown team`);
      // Played ones at 19:00 UTC days before the base time; those to come days after the seed.
      const start =
        match.played !== undefined
          ? baseTime - match.played * DAY_MS + 11 * 3_600_000
          : Math.ceil(now / 3_600_000) * 3_600_000 + (match.inDays ?? 0) * DAY_MS;
      const time = new Date(baseTime - 20 * DAY_MS + index * 60_000).toISOString();
      const doc: Record<string, unknown> = {
        id,
        key: `${id}-v1`,
        st: 'published',
        cty: 'sportevent',
        urn: urnOf('sportevent'),
        prd: [product],
        ex_id: `EXT-${id.toUpperCase()}`,
        lon: LANGS.map((lang) => ({
          lang,
          n: `${home[lang]} ${VERSUS[lang]} ${away[lang]}`,
        })),
        ex_ia: [{ u: `/images/${id}/poster.svg`, t: 'Poster', r: '16x9' }],
        rt: MATCH_SECONDS,
        oa_st_dt: new Date(start).toISOString(),
        oa_ed_dt: new Date(start + MATCH_SECONDS * 1000).toISOString(),
        vce: true,
        tms: [match.home, match.away].map((team) => ({
          id: teamId(product, team),
          lon: LANGS.map((lang) => ({ lang, n: DEMO_TEAMS[team]?.[lang] ?? team })),
        })),
        pmy_tm: teamId(product, match.home),
        ct: time,
        ut: time,
      };
      if (!type.validate(doc))
        throw new Error(
          `Seed sportevent ${id} is invalid: ${JSON.stringify(type.validate.errors?.slice(0, 3))}`,
        );
      const row: ContentRow = {
        key: `${id}-v1`,
        id,
        cty: 'sportevent',
        st: 'published',
        vn: 1,
        cur: 1,
        shadowed: 0,
        prd: JSON.stringify([product]),
        name: displayName(doc),
        ct: time,
        ut: time,
        doc: JSON.stringify(doc),
        changed_by: 'seed',
      };
      await insertVersion(db, row);
    }
  }
}
