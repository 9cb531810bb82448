import type { Kysely } from 'kysely';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import type { Database } from '../store/schema';
import { currentRowsOfTypes } from '../store/vllRepository';

/** One channel day on which a program airs, in one status (draft or published). */
export interface ProgramUsage {
  channelId: string;
  channelName: string;
  dt: string;
  st: string;
  /** How many times the program airs that day. */
  airings: number;
  /** Its first airing that day (UTC). */
  firstStart: string;
}

interface StoredAiring {
  pgm_id?: unknown;
  a_st_dt?: unknown;
}

/**
 * Where a program airs (the program editor's usage panel): every current schedule day of the
 * product (`vschedule` objects, one per channel and local day, draft and published) holding an
 * airing of the program, newest day first, with the channel's name.
 */
export async function programUsage(
  db: Kysely<Database>,
  product: string,
  programId: string,
): Promise<ProgramUsage[]> {
  const rows = (await currentRowsOfTypes(db, ['vschedule', 'virtuallivechannel'])).filter((row) =>
    productsOf(row).includes(product),
  );
  const channelNames = new Map(
    rows.filter((row) => row.cty === 'virtuallivechannel').map((row) => [row.id, row.name]),
  );
  const usage: ProgramUsage[] = [];
  for (const row of rows) {
    if (row.cty !== 'vschedule') continue;
    const doc = docOf(row);
    const airings = (Array.isArray(doc.ar) ? (doc.ar as StoredAiring[]) : []).filter(
      (airing) => airing.pgm_id === programId,
    );
    if (airings.length === 0) continue;
    const dt = typeof doc.dt === 'string' ? doc.dt : row.id.slice(-10);
    const channelId = typeof doc.cs === 'string' ? doc.cs : row.id.slice(0, -11);
    const starts = airings
      .map((airing) => (typeof airing.a_st_dt === 'string' ? airing.a_st_dt : ''))
      .filter(Boolean)
      .sort();
    usage.push({
      channelId,
      channelName: channelNames.get(channelId) ?? channelId,
      dt,
      st: row.st,
      airings: airings.length,
      firstStart: starts[0] ?? '',
    });
  }
  return usage.sort(
    (a, b) =>
      b.dt.localeCompare(a.dt) ||
      a.channelName.localeCompare(b.channelName) ||
      a.st.localeCompare(b.st),
  );
}
