import type { ClipSearchHit, SmilItem } from '../../domain/media/api';
import { CLIP_TYPE, MEDIA_FPS } from '../../domain/media/api';
import { secondsToFrame } from '../../domain/media/frames';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import { currentRowsOfTypes } from '../store/vllRepository';
import type { Database } from '../store/schema';
import type { Kysely } from 'kysely';
import { vodSegments } from './mediaItems';

type Localized = { lang: string; n: string }[];
const localized = (value: unknown): Localized =>
  Array.isArray(value)
    ? (value as { lang?: unknown; n?: unknown }[]).flatMap((entry) =>
        typeof entry.lang === 'string' && typeof entry.n === 'string'
          ? [{ lang: entry.lang, n: entry.n }]
          : [],
      )
    : [];

/** The ranges of a clip's vod segments as smil items (`ep` is the range's end, SMIL clipEnd). */
export function clipSmil(doc: Record<string, unknown>): SmilItem[] {
  return vodSegments(doc).map((segment) => ({
    key: segment.ctkey,
    start: segment.sp,
    end: segment.ep,
    ...(segment.fps !== undefined ? { fps: segment.fps } : {}),
    ...(segment.vrt !== undefined ? { vrt: segment.vrt } : {}),
  }));
}

/**
 * Clip search (`query_stc`): the product's clips whose names, descriptions or segment notes, in
 * any of the four languages, contain every word of the query (case-insensitive, accents and
 * scripts as written); names first, then descriptions, then notes, then by name.
 */
export async function searchClips(
  db: Kysely<Database>,
  product: string,
  query: string,
): Promise<ClipSearchHit[]> {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = (text: string) => {
    const lower = text.toLocaleLowerCase();
    return words.every((word) => lower.includes(word));
  };
  const rank = { name: 0, description: 1, note: 2 } as const;
  const hits: ClipSearchHit[] = [];
  for (const row of await currentRowsOfTypes(db, [CLIP_TYPE])) {
    if (!productsOf(row).includes(product)) continue;
    const doc = docOf(row);
    const names = localized(doc.lon);
    const descriptions = localized(doc.lod);
    const notes = (Array.isArray(doc.sg) ? (doc.sg as Record<string, unknown>[]) : []).flatMap(
      (segment) => localized(segment.nt),
    );
    const found =
      names.find((entry) => matches(entry.n)) !== undefined
        ? { matchedIn: 'name' as const, entry: names.find((entry) => matches(entry.n)) }
        : descriptions.find((entry) => matches(entry.n)) !== undefined
          ? {
              matchedIn: 'description' as const,
              entry: descriptions.find((entry) => matches(entry.n)),
            }
          : { matchedIn: 'note' as const, entry: notes.find((entry) => matches(entry.n)) };
    if (!found.entry) continue;
    const smil = clipSmil(doc);
    hits.push({
      id: row.id,
      cty: CLIP_TYPE,
      lon: names,
      matchedIn: found.matchedIn,
      snippet: found.entry.n.slice(0, 200),
      smil,
      // Each range stops at its end (SMIL clipEnd), at 30 fps, as a cut of them lasts.
      durationSeconds:
        smil.reduce(
          (sum, item) => sum + Math.max(0, secondsToFrame(item.end) - secondsToFrame(item.start)),
          0,
        ) / MEDIA_FPS,
    });
  }
  // Versions of one item (a draft beside its published version) appear once.
  const unique = [...new Map(hits.map((hit) => [hit.id, hit])).values()];
  return unique.sort(
    (a, b) =>
      rank[a.matchedIn] - rank[b.matchedIn] ||
      (a.lon[0]?.n ?? a.id).localeCompare(b.lon[0]?.n ?? b.id),
  );
}
