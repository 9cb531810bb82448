/**
 * The file name of an MP4 download (issue 14): the request's `lon` names it — its first English
 * name, else its first name — as a Content-Disposition header with a plain ASCII `filename` for
 * any browser (letters without their accents, anything else unsafe as '_') and, when the name is
 * not plain ASCII, the whole name as RFC 5987 `filename*` (UTF-8, percent-encoded), which
 * browsers prefer. No name: 'clip.mp4'.
 */
export const DEFAULT_DOWNLOAD_BASE = 'clip';
const MAX_BASE = 120;

type Names = readonly { lang: string; n: string }[] | undefined;

/** The name the download is called by (without '.mp4'), as typed. */
export function downloadBaseName(lon: Names): string {
  const names = (lon ?? []).filter((entry) => entry.n.trim() !== '');
  const chosen = names.find((entry) => entry.lang === 'en') ?? names[0];
  // Control characters, path separators and quotes never reach a file name.
  const cleaned = (chosen?.n ?? '')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  return [...cleaned].slice(0, MAX_BASE).join('').trim() || DEFAULT_DOWNLOAD_BASE;
}

/** The ASCII fallback: accents dropped, other non-ASCII or unsafe characters as '_'. */
export function asciiFileName(base: string): string {
  const ascii = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[ ._]+|[ _]+$/g, '');
  return ascii === '' || /^_*$/.test(ascii) ? DEFAULT_DOWNLOAD_BASE : ascii;
}

/** RFC 5987 ext-value characters: attr-char stays, everything else percent-encoded. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The Content-Disposition header of an MP4 download named by `lon`. */
export function mp4ContentDisposition(lon: Names): string {
  const base = downloadBaseName(lon);
  const fallback = `${asciiFileName(base)}.mp4`;
  const header = `attachment; filename="${fallback}"`;
  const full = `${base}.mp4`;
  return full === fallback ? header : `${header}; filename*=UTF-8''${rfc5987(full)}`;
}

/**
 * The Content-Disposition header of a download called `base` + `extension` (e.g. '.csv'): the
 * name cleaned as an MP4's, an ASCII `filename` and, when the name is not plain ASCII, RFC 5987
 * `filename*`.
 */
export function attachmentDisposition(base: string, extension: string): string {
  const name = downloadBaseName([{ lang: 'en', n: base }]);
  const fallback = `${asciiFileName(name)}${extension}`;
  const header = `attachment; filename="${fallback}"`;
  const full = `${name}${extension}`;
  return full === fallback ? header : `${header}; filename*=UTF-8''${rfc5987(full)}`;
}
