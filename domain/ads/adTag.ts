/**
 * Ad tags (issue 13): a VAST or VMAP request URL written as a template whose macros the player
 * fills in per request, in the IAB's square-bracket form (`[CACHEBUSTING]`). The spec shows no
 * fields for ad tags, so the vocabulary is ours: the IAB VAST 4 macros a streaming app can
 * fill, plus the platform's own content and viewer macros. A macro outside this list is refused,
 * as is a URL that is not https (a mixed-content ad request fails in every browser player).
 */

/** VAST (one ad response) or VMAP (a playlist of breaks). */
export const AD_TAG_KINDS = ['vast', 'vmap'] as const;
export type AdTagKind = (typeof AD_TAG_KINDS)[number];

/** Where in the content a tag's ads may play. */
export const AD_TAG_POSITIONS = ['pre', 'mid', 'post'] as const;
export type AdTagPosition = (typeof AD_TAG_POSITIONS)[number];

/** The devices a tag may be limited to (none: every device). */
export const AD_TAG_DEVICES = ['tv', 'tablet', 'browser', 'mobile'] as const;
export type AdTagDevice = (typeof AD_TAG_DEVICES)[number];

/** A tag request's timeout in milliseconds: its bounds and the console's default. */
export const AD_TAG_TIMEOUT = { min: 500, max: 30_000, default: 8000 } as const;

/** Where a macro's value comes from, for the editor's grouping. */
export type MacroGroup = 'request' | 'player' | 'content' | 'viewer' | 'privacy';

export interface AdMacro {
  name: string;
  group: MacroGroup;
  /** The value the editor's preview expands the macro to. */
  sample: string;
}

/** Every macro a tag may use, with the sample value the editor's preview shows. */
export const AD_MACROS: readonly AdMacro[] = [
  { name: 'CACHEBUSTING', group: 'request', sample: '48213907' },
  { name: 'TIMESTAMP', group: 'request', sample: '2026-11-22T18:00:00.000Z' },
  { name: 'TRANSACTIONID', group: 'request', sample: '6c0b2f1e-3f7a-4c44-9a59-1f3f1b0d2c11' },
  { name: 'DOMAIN', group: 'request', sample: 'www.example.com' },
  { name: 'PAGEURL', group: 'request', sample: 'https://www.example.com/watch/movie-1' },
  { name: 'APPBUNDLE', group: 'request', sample: 'com.example.tv' },
  { name: 'BREAKPOSITION', group: 'player', sample: '2' },
  { name: 'CONTENTPLAYHEAD', group: 'player', sample: '00:12:30.000' },
  { name: 'PLAYERSIZE', group: 'player', sample: '1920,1080' },
  { name: 'PLAYERSTATE', group: 'player', sample: 'fullscreen' },
  { name: 'DEVICEUA', group: 'player', sample: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0)' },
  { name: 'IFA', group: 'player', sample: 'c1a9f4e2-7b60-4b8e-9d7e-0f5b9a3e2d41' },
  { name: 'IFATYPE', group: 'player', sample: 'tifa' },
  { name: 'CONTENTID', group: 'content', sample: 'movie-1' },
  { name: 'CONTENTURI', group: 'content', sample: 'urn:resource:catalog:movie:movie-1' },
  { name: 'CONTENTTYPE', group: 'content', sample: 'movie' },
  { name: 'CONTENTGENRE', group: 'content', sample: 'drama' },
  { name: 'CONTENTDURATION', group: 'content', sample: '5400' },
  { name: 'CONTENTRATING', group: 'content', sample: 'PG13' },
  { name: 'CHANNELID', group: 'content', sample: 'channel-1' },
  { name: 'PRODUCT', group: 'viewer', sample: 'main' },
  { name: 'DEVICETYPE', group: 'viewer', sample: 'tv' },
  { name: 'COUNTRY', group: 'viewer', sample: 'MY' },
  { name: 'LANGUAGE', group: 'viewer', sample: 'en' },
  { name: 'SUBSCRIPTION', group: 'viewer', sample: 'premium' },
  { name: 'LIMITADTRACKING', group: 'privacy', sample: '0' },
  { name: 'REGULATIONS', group: 'privacy', sample: 'gdpr' },
  { name: 'GDPRCONSENT', group: 'privacy', sample: 'CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA' },
];

const MACRO_BY_NAME: ReadonlyMap<string, AdMacro> = new Map(AD_MACROS.map((m) => [m.name, m]));

/** The longest tag URL the service stores (ad servers commonly cut requests past 8 KB). */
export const AD_TAG_URL_MAX = 4096;

/** A macro as written in a template: brackets around capitals, digits and underscores. */
const MACRO_PATTERN = /\[([A-Za-z0-9_]+)\]/g;

/** Why a tag URL is refused; `at` is the 0-based offset in the URL where a problem starts. */
export type AdTagProblem =
  | { code: 'urlMissing' }
  | { code: 'urlTooLong'; max: number; length: number }
  | { code: 'urlMalformed' }
  | { code: 'notHttps'; scheme: string }
  | { code: 'macroUnknown'; macro: string; at: number }
  | { code: 'bracketUnclosed'; at: number };

/** The macros a template names, in order of first use. */
export function macrosIn(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(MACRO_PATTERN)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Every problem of a tag URL template: missing, too long, not https, not a URL once its macros
 * are filled, an unknown macro (each occurrence, with its offset), a '[' never closed. An empty
 * list means the template may be stored.
 */
export function adTagProblems(template: unknown): AdTagProblem[] {
  if (typeof template !== 'string' || template.trim() === '') return [{ code: 'urlMissing' }];
  const problems: AdTagProblem[] = [];
  if (template.length > AD_TAG_URL_MAX) {
    problems.push({ code: 'urlTooLong', max: AD_TAG_URL_MAX, length: template.length });
  }
  for (const match of template.matchAll(MACRO_PATTERN)) {
    const name = match[1] ?? '';
    if (!MACRO_BY_NAME.has(name)) {
      problems.push({ code: 'macroUnknown', macro: name, at: match.index });
    }
  }
  const unclosed = unclosedBracket(template);
  if (unclosed !== undefined) problems.push({ code: 'bracketUnclosed', at: unclosed });
  const parsed = parseUrl(expandAdTag(template, {}, { strict: false }));
  if (parsed === undefined) {
    problems.push({ code: 'urlMalformed' });
  } else if (parsed.protocol !== 'https:') {
    problems.push({ code: 'notHttps', scheme: parsed.protocol.replace(/:$/, '') });
  }
  return problems;
}

/**
 * The URL a player would request: each macro replaced by its value from `values` (by macro name),
 * else its sample, URL-encoded. With `strict` (the default) an unknown macro throws; without,
 * it is left as written.
 */
export function expandAdTag(
  template: string,
  values: Readonly<Record<string, string>> = {},
  options: { strict?: boolean } = {},
): string {
  const strict = options.strict ?? true;
  return template.replace(MACRO_PATTERN, (whole, name: string) => {
    const macro = MACRO_BY_NAME.get(name);
    if (macro === undefined) {
      if (strict) throw new Error(`Unknown ad tag macro [${name}]`);
      return whole;
    }
    return encodeURIComponent(values[name] ?? macro.sample);
  });
}

/** The offset of the first '[' that no ']' closes before the next '[' or the end. */
function unclosedBracket(template: string): number | undefined {
  let open: number | undefined;
  for (let i = 0; i < template.length; i += 1) {
    const char = template[i];
    if (char === '[') {
      if (open !== undefined) return open;
      open = i;
    } else if (char === ']') {
      open = undefined;
    }
  }
  return open;
}

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.hostname === '' ? undefined : url;
  } catch {
    return undefined;
  }
}
