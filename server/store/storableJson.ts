/**
 * JSON text every reader of the database can read back. PostgreSQL's jsonb (which the content
 * queries cast documents to: filters, lookups, search) refuses a whole document holding a lone
 * UTF-16 surrogate (`\ud800`, half of an emoji cut by a client) or U+0000 (`\u0000`), and text
 * columns cannot hold U+0000 at all; JSON.stringify writes both as escapes. The request guard
 * refuses them at the API; this keeps any other writer (seeds, imports, jobs) from storing one:
 * each becomes U+FFFD, the replacement character, in values and keys alike.
 */

/** An escape of U+0000 or of a surrogate half (a whole pair is written as the character). */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;
/** U+0000 and lone surrogates as characters (the u flag reads a whole pair as one code point). */
// eslint-disable-next-line no-control-regex -- U+0000 is what this finds
const UNSTORABLE = /[\u0000\ud800-\udfff]/gu;
// eslint-disable-next-line no-control-regex -- U+0000 is what this finds
const UNSTORABLE_TEST = /[\u0000\ud800-\udfff]/u;

/** Text with U+0000 and lone surrogates replaced by U+FFFD. */
export function storableText(text: string): string {
  return UNSTORABLE_TEST.test(text) ? text.replace(UNSTORABLE, '\ufffd') : text;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), clean(item)]),
    );
  return value;
}

/**
 * The JSON text as is when it holds nothing unstorable (the common case: one regular expression
 * test), else parsed, cleaned and written again.
 */
export function storableJson(text: string): string {
  if (!SUSPECT_ESCAPE.test(text) && !UNSTORABLE_TEST.test(text)) return text;
  return JSON.stringify(clean(JSON.parse(storableText(text))));
}
