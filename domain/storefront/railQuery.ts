/**
 * The saved query of a query-based rail (a container entry's `q`, issue 12), evaluated against
 * the catalogue each time a page is read. One line of terms joined by `&`, like a URL's query:
 *
 *   type=movie,tvseries     the catalogue types it lists (`vod`: movie, tvseries, shortvideo);
 *                           absent: movie, tvseries and shortvideo
 *   added>=-30d             a date bound: field `added` (created), `updated`, `starts` (licence
 *                           window start) or `ends` (window end); operator `>=`, `>`, `<=` or `<`;
 *                           a moment `now`, `+N` / `-N` with `h`, `d` or `w` from the moment the
 *                           page is read, or a date (`2026-12-01`, or a full ISO 8601 date-time)
 *   window=open             `open` (default): only titles whose window holds the moment read
 *                           (and not switched off); `upcoming`: not started yet; `any`
 *   sort=-added             `added`, `updated`, `name`, `starts` or `ends`; `-` for newest
 *                           (largest) first; default `-added`
 *
 * Only published titles of the page's product are listed; the entry's `count` caps the number.
 * Each of type, window and sort at most once; date bounds as many as wanted (all must hold).
 * 'New arrivals of the last 30 days': `type=vod&added>=-30d&sort=-added`.
 */

export const RAIL_QUERY_FIELDS = ['added', 'updated', 'starts', 'ends'] as const;
export type RailQueryField = (typeof RAIL_QUERY_FIELDS)[number];
export const RAIL_QUERY_SORTS = ['added', 'updated', 'name', 'starts', 'ends'] as const;
export type RailQuerySort = (typeof RAIL_QUERY_SORTS)[number];
export const RAIL_QUERY_WINDOWS = ['open', 'upcoming', 'any'] as const;
export type RailQueryWindow = (typeof RAIL_QUERY_WINDOWS)[number];
export type RailQueryOp = '>=' | '>' | '<=' | '<';

/** The types `vod` stands for, and the default when a query names none. */
export const VOD_TYPES = ['movie', 'tvseries', 'shortvideo'] as const;

/** A moment: relative to the read (milliseconds, signed) or absolute (ISO 8601). */
export type RailMoment = { relativeMs: number } | { absolute: string };

export interface RailDateBound {
  field: RailQueryField;
  op: RailQueryOp;
  at: RailMoment;
}

export interface RailQuery {
  types: string[];
  bounds: RailDateBound[];
  window: RailQueryWindow;
  sort: { field: RailQuerySort; descending: boolean };
}

export type RailQueryResult = { ok: true; query: RailQuery } | { ok: false; message: string };

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;
const TYPE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const BOUND = /^(added|updated|starts|ends)(>=|<=|>|<)(.+)$/;
const RELATIVE = /^([+-])(\d{1,5})([hdw])$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function moment(text: string): RailMoment | undefined {
  if (text === 'now') return { relativeMs: 0 };
  const relative = RELATIVE.exec(text);
  if (relative) {
    const [, sign, amount, unit] = relative;
    const ms = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    return { relativeMs: sign === '-' ? -ms : ms };
  }
  if (DATE_ONLY.test(text) || DATE_TIME.test(text)) {
    const value = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
    if (!Number.isNaN(value)) return { absolute: new Date(value).toISOString() };
  }
  return undefined;
}

function fail(message: string): RailQueryResult {
  return { ok: false, message };
}

/** Parses a rail query; a problem is named with the term it is in. */
export function parseRailQuery(text: string): RailQueryResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('the query is empty');
  let types: string[] | undefined;
  let window: RailQueryWindow | undefined;
  let sort: RailQuery['sort'] | undefined;
  const bounds: RailDateBound[] = [];
  for (const raw of trimmed.split('&')) {
    const term = raw.trim();
    if (term === '') return fail("an empty term (two '&' in a row, or one at an end)");
    const bound = BOUND.exec(term);
    if (bound) {
      const [, field, op, value] = bound;
      const at = moment(value ?? '');
      if (!at)
        return fail(
          `'${term}': '${value ?? ''}' is no moment (now, +N or -N with h, d or w, or a date)`,
        );
      bounds.push({ field: field as RailQueryField, op: op as RailQueryOp, at });
      continue;
    }
    const equals = term.indexOf('=');
    if (equals <= 0) return fail(`'${term}' is no term (type=, window=, sort= or a date bound)`);
    const name = term.slice(0, equals);
    const value = term.slice(equals + 1);
    switch (name) {
      case 'type': {
        if (types) return fail("'type' is given twice");
        const names = value.split(',').map((v) => v.trim());
        const bad = names.find((v) => !TYPE_NAME.test(v));
        if (bad !== undefined) return fail(`'${term}': '${bad}' is no type name`);
        types = [...new Set(names.flatMap((v) => (v === 'vod' ? [...VOD_TYPES] : [v])))];
        break;
      }
      case 'window':
        if (window) return fail("'window' is given twice");
        if (!(RAIL_QUERY_WINDOWS as readonly string[]).includes(value))
          return fail(`'${term}': window must be ${RAIL_QUERY_WINDOWS.join(', ')}`);
        window = value as RailQueryWindow;
        break;
      case 'sort': {
        if (sort) return fail("'sort' is given twice");
        const descending = value.startsWith('-');
        const field = descending ? value.slice(1) : value;
        if (!(RAIL_QUERY_SORTS as readonly string[]).includes(field))
          return fail(
            `'${term}': sort by ${RAIL_QUERY_SORTS.join(', ')} (with '-' for descending)`,
          );
        sort = { field: field as RailQuerySort, descending };
        break;
      }
      default:
        return fail(
          `'${name}' is no query term (type, window, sort, added, updated, starts, ends)`,
        );
    }
  }
  return {
    ok: true,
    query: {
      types: types ?? [...VOD_TYPES],
      bounds,
      window: window ?? 'open',
      sort: sort ?? { field: 'added', descending: true },
    },
  };
}

/** A moment as an ISO 8601 instant, relative ones from the moment read (`at`). */
export function instantOf(value: RailMoment, at: string): string {
  if ('absolute' in value) return value.absolute;
  return new Date(Date.parse(at) + value.relativeMs).toISOString();
}

/** The query's text form (what `parseRailQuery` reads back to the same query). */
export function formatRailQuery(query: RailQuery): string {
  const when = (value: RailMoment): string => {
    if ('absolute' in value) return value.absolute;
    if (value.relativeMs === 0) return 'now';
    const abs = Math.abs(value.relativeMs);
    const unit = abs % UNIT_MS.w === 0 ? 'w' : abs % UNIT_MS.d === 0 ? 'd' : 'h';
    return `${value.relativeMs < 0 ? '-' : '+'}${String(abs / UNIT_MS[unit])}${unit}`;
  };
  return [
    `type=${query.types.join(',')}`,
    ...query.bounds.map((b) => `${b.field}${b.op}${when(b.at)}`),
    `window=${query.window}`,
    `sort=${query.sort.descending ? '-' : ''}${query.sort.field}`,
  ].join('&');
}
