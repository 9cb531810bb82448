import ipaddr from 'ipaddr.js';

/** The address families an override can name. */
export type IpFamily = 4 | 6;

/**
 * An address or CIDR range as the geo service keeps it: `id` is the normalised text (a single
 * address as itself, a range as its network address and prefix), `first` and `last` the bounds
 * as fixed-width lower-case hex (8 digits for IPv4, 32 for IPv6) so that text order is address
 * order within a family.
 */
export interface IpRange {
  id: string;
  family: IpFamily;
  prefix: number;
  /** true for a CIDR range, false for a single address. */
  isRange: boolean;
  first: string;
  last: string;
}

/** Why an address or range is refused; the console words each one in the UI language. */
export type IpRangeProblem =
  | { code: 'empty' }
  | { code: 'malformed'; input: string }
  | { code: 'prefixTooLong'; family: IpFamily; max: number; prefix: number }
  | { code: 'zoneNotAllowed' };

export type IpRangeResult = { ok: true; range: IpRange } | { ok: false; problem: IpRangeProblem };

/** The English wording of each problem (the API's messages); the console translates by code. */
export function describeIpRangeProblem(problem: IpRangeProblem): string {
  switch (problem.code) {
    case 'empty':
      return 'Enter an IPv4 or IPv6 address or CIDR range';
    case 'malformed':
      return `'${problem.input}' is not an IPv4 or IPv6 address or CIDR range`;
    case 'prefixTooLong':
      return `An IPv${problem.family} prefix is at most /${problem.max} (got /${problem.prefix})`;
    case 'zoneNotAllowed':
      return 'An address with a zone (%) cannot be used';
  }
}

const hex = (bytes: readonly number[]) =>
  bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** The first and last addresses of the block `bytes/prefix`, as byte arrays. */
function bounds(bytes: readonly number[], prefix: number): { first: number[]; last: number[] } {
  const first: number[] = [];
  const last: number[] = [];
  bytes.forEach((byte, index) => {
    const bitsHere = Math.max(0, Math.min(8, prefix - index * 8));
    const mask = bitsHere === 0 ? 0 : (0xff << (8 - bitsHere)) & 0xff;
    first.push(byte & mask);
    last.push((byte & mask) | (~mask & 0xff));
  });
  return { first, last };
}

function textOf(bytes: number[], family: IpFamily): string {
  const address = ipaddr.fromByteArray(bytes);
  return family === 4 ? address.toString() : (address as ipaddr.IPv6).toRFC5952String();
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address it maps. */
function unmapped(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/**
 * Parses an IPv4 or IPv6 address or CIDR range (ipaddr.js): IPv4 in four-part decimal only (no
 * '127.1' or hex forms), IPv6 in any RFC 4291 form, no zone ids; IPv4-mapped IPv6 becomes IPv4.
 * A range is normalised to its network address ('10.1.2.3/8' is '10.0.0.0/8'); a single address
 * to its canonical text (RFC 5952 for IPv6). A /32 (IPv4) or /128 (IPv6) is a single address.
 */
export function parseIpRange(input: string): IpRangeResult {
  const text = input.trim();
  if (text === '') return { ok: false, problem: { code: 'empty' } };
  if (text.includes('%')) return { ok: false, problem: { code: 'zoneNotAllowed' } };
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const prefixText = slash < 0 ? undefined : text.slice(slash + 1);
  const malformed: IpRangeResult = { ok: false, problem: { code: 'malformed', input: text } };
  const looksV4 = !addressText.includes(':');
  if (
    looksV4 ? !ipaddr.IPv4.isValidFourPartDecimal(addressText) : !ipaddr.IPv6.isValid(addressText)
  )
    return malformed;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return malformed;
  const parsed = ipaddr.parse(addressText);
  const native: IpFamily = parsed.kind() === 'ipv4' ? 4 : 6;
  const max = native === 4 ? 32 : 128;
  const asked = prefixText === undefined ? max : Number(prefixText);
  if (asked > max)
    return { ok: false, problem: { code: 'prefixTooLong', family: native, max, prefix: asked } };
  const address = unmapped(parsed);
  const family: IpFamily = address.kind() === 'ipv4' ? 4 : 6;
  // A mapped address's prefix counts the 96 bits of ::ffff:0:0/96 before the IPv4 part.
  const prefix = family === native ? asked : Math.max(0, asked - 96);
  const fullLength = family === 4 ? 32 : 128;
  const { first, last } = bounds(address.toByteArray(), prefix);
  const isRange = prefix < fullLength;
  const id = isRange ? `${textOf(first, family)}/${prefix}` : textOf(first, family);
  return {
    ok: true,
    range: { id, family, prefix, isRange, first: hex(first), last: hex(last) },
  };
}

/** Whether two ranges share at least one address (CIDR blocks either nest or are apart). */
export function rangesOverlap(
  a: Pick<IpRange, 'family' | 'first' | 'last'>,
  b: Pick<IpRange, 'family' | 'first' | 'last'>,
): boolean {
  return a.family === b.family && a.first <= b.last && b.first <= a.last;
}

/** Whether a range holds an address (both parsed with {@link parseIpRange}). */
export function rangeContains(
  range: Pick<IpRange, 'family' | 'first' | 'last'>,
  address: Pick<IpRange, 'family' | 'first' | 'last'>,
): boolean {
  return (
    range.family === address.family && range.first <= address.first && address.last <= range.last
  );
}
