/**
 * A container's slide content address (`cu`, spec sections 3 and 7 'Storefront'): each slide
 * (curation entry `i[n]`) of a container names the address its titles are read from. The console
 * reads every slide's `cu` in parallel, page by page (`policy_evaluate=false`, `pageNumber`,
 * `pageSize`), reading `data` and `header.count`; the reason code 40250806 (REASON.containerPageEnd)
 * past the last page stops the pagination. A page-style address (one naming a storefront page)
 * is read once, with `policy_evaluate` only.
 *
 * The storefront service answers two kinds of address:
 * - a slide's: `/storefront/content/container/{containerId}/{n}` (the n-th entry of `i`, 0 first),
 *   its titles resolved as the viewer read resolves them (domain/storefront/rails), paged;
 * - a page's: `/storefront/content/page/{pageId}`, the page's containers with their slides' `cu`.
 * A slide without its own `cu` is read at its container's slide address.
 */

/** The most titles one page of a slide's content holds (the rail count cap, MAX_COUNT). */
export const SLIDE_PAGE_SIZE_MAX = 100;
/** The console's page size for slide content. */
export const SLIDE_PAGE_SIZE = 20;
/** The most pages the console reads of one slide (a slide holds at most MAX_COUNT titles). */
export const SLIDE_PAGES_MAX = 20;

/** Which version of a container or page an address reads. */
export type ContentVersion = 'published' | 'draft';

const enc = encodeURIComponent;

function withVersion(path: string, version: ContentVersion | undefined): string {
  return version === 'draft' ? `${path}?version=draft` : path;
}

/** The service path of a container's slide (its n-th curation entry). */
export function slideContentPath(
  containerId: string,
  entry: number,
  version?: ContentVersion,
): string {
  return withVersion(`/storefront/content/container/${enc(containerId)}/${String(entry)}`, version);
}

/** The service path of a storefront page's content (its containers and their slides). */
export function pageContentPath(pageId: string, version?: ContentVersion): string {
  return withVersion(`/storefront/content/page/${enc(pageId)}`, version);
}

/** The path part of an address (absolute or not), without query or fragment. */
function pathOf(cu: string): string {
  const cut = cu.search(/[?#]/);
  const path = cut === -1 ? cu : cu.slice(0, cut);
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  return scheme ? path.slice(scheme[0].length) : path;
}

/**
 * Whether an address names a page rather than a slide: a path with a `page` segment followed
 * by an id (`.../page/{id}`, not a container's slide `.../container/page/{n}`). Such an address is read once, with `policy_evaluate` only.
 */
export function isPageStyleUrl(cu: string): boolean {
  const path = pathOf(cu);
  // `/container/page/0` is slide 0 of a container whose id is 'page'.
  return /(^|\/)page\/[^/]+\/?$/.test(path) && !/(^|\/)container\/page\/[^/]+\/?$/.test(path);
}

/** The query a slide's content request sends: page-style addresses get `policy_evaluate` only. */
export function slideContentQuery(
  cu: string,
  pageNumber: number,
  pageSize: number,
): Record<string, string | number> {
  return isPageStyleUrl(cu)
    ? { policy_evaluate: 'false' }
    : { policy_evaluate: 'false', pageNumber, pageSize };
}

/** A slide's address: its own `cu` when it has one, else its container's slide address. */
export function slideAddress(
  entry: { cu?: unknown },
  containerId: string,
  index: number,
  version?: ContentVersion,
): string {
  return typeof entry.cu === 'string' && entry.cu.trim() !== ''
    ? entry.cu.trim()
    : slideContentPath(containerId, index, version);
}

/** One page of a slide's content as read: its rows and `header.count`, or the end reached. */
export type SlidePage<T> = { end: true } | { end: false; rows: T[]; count: number };

/**
 * Reads every page of one address in turn: page 1, 2, ... until the service answers the
 * end-of-pages code (`end`, 40250806), a page comes back short, or SLIDE_PAGES_MAX pages are read.
 * A page-style address is read once.
 */
export async function readAllPages<T>(
  cu: string,
  pageSize: number,
  readPage: (pageNumber: number) => Promise<SlidePage<T>>,
): Promise<{ rows: T[]; count: number; pages: number }> {
  const rows: T[] = [];
  let count = 0;
  let pages = 0;
  for (let pageNumber = 1; pageNumber <= SLIDE_PAGES_MAX; pageNumber += 1) {
    const page = await readPage(pageNumber);
    if (page.end) break;
    pages += 1;
    rows.push(...page.rows);
    count = Math.max(count, page.count);
    // A short page is the last; a full one may be followed by more (or by the end code).
    if (isPageStyleUrl(cu) || page.rows.length < pageSize) break;
  }
  return { rows, count: Math.max(count, rows.length), pages };
}

/**
 * What a slide's own address (`cu`) names, as the viewer read follows it (issue 12: the preview
 * shows what the editor's slide content shows). The service follows only its own addresses, given
 * as a path: a container's slide (`/storefront/content/container/{id}/{n}`, also under
 * `/api/storefront`), read in the version the view reads, or a page's (`.../page/{id}`), which
 * names containers, not titles. Anything else (another host, another path) is `external`: the
 * apps read it themselves and the service does not fetch it.
 */
export type SlideTarget =
  | { kind: 'slide'; containerId: string; entry: number }
  | { kind: 'page'; pageId: string }
  | { kind: 'external' };

export function slideTarget(cu: string): SlideTarget {
  const address = cu.trim();
  if (!address.startsWith('/') || address.startsWith('//')) return { kind: 'external' };
  const path = pathOf(address).replace(/^\/api\/storefront(?=\/storefront\/)/, '');
  const slide = /^\/storefront\/content\/container\/([^/]+)\/(\d{1,2})\/?$/.exec(path);
  if (slide?.[1] !== undefined && slide[2] !== undefined) {
    try {
      return {
        kind: 'slide',
        containerId: decodeURIComponent(slide[1]),
        entry: Number(slide[2]),
      };
    } catch {
      return { kind: 'external' };
    }
  }
  const page = /^\/storefront\/content\/page\/([^/]+)\/?$/.exec(path);
  if (page?.[1] !== undefined) {
    try {
      return { kind: 'page', pageId: decodeURIComponent(page[1]) };
    } catch {
      return { kind: 'external' };
    }
  }
  return { kind: 'external' };
}
