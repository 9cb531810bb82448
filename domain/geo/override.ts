import countries from 'i18n-iso-countries';
import type { IpRange, IpRangeProblem } from './ipRange';
import { describeIpRangeProblem, parseIpRange } from './ipRange';

/** The longest note an override keeps. */
export const GEO_NOTE_MAX_LENGTH = 500;

/** What an operator enters for a geo-IP override. */
export interface GeoOverrideInput {
  ip: string;
  /** ISO 3166-1 alpha-2 country code, e.g. 'MY'. */
  country: string;
  /** Optional ISO 3166-2 subdivision code of that country, e.g. 'MY-14'. */
  region?: string;
  note?: string;
}

/** A stored override as the geo service answers it (`id` is the normalised address or range). */
export interface GeoOverride {
  id: string;
  ip: string;
  family: 4 | 6;
  prefix: number;
  country: string;
  region: string | null;
  note: string | null;
  ct: string;
  ut: string;
  changed_by: string;
}

export type GeoField = 'ip' | 'country' | 'region' | 'note';

/** One refused field, with a code and parameters the console translates. */
export type GeoProblem =
  | { field: 'ip'; code: IpRangeProblem['code']; detail: IpRangeProblem }
  | { field: 'country'; code: 'countryRequired' | 'unknownCountry'; value: string }
  | { field: 'region'; code: 'malformedRegion' | 'regionOfOtherCountry'; value: string }
  | { field: 'note'; code: 'noteTooLong'; max: number }
  | { field: 'ip'; code: 'overlap'; existing: string; country: string };

/** The English wording of a problem (the API's messages). */
export function describeGeoProblem(problem: GeoProblem): string {
  switch (problem.code) {
    case 'countryRequired':
      return 'Choose a country';
    case 'unknownCountry':
      return `'${problem.value}' is not an ISO 3166-1 alpha-2 country code`;
    case 'malformedRegion':
      return `'${problem.value}' is not an ISO 3166-2 region code (like MY-14)`;
    case 'regionOfOtherCountry':
      return `Region ${problem.value} is not in the chosen country`;
    case 'noteTooLong':
      return `A note is at most ${problem.max} characters`;
    case 'overlap':
      return `Overlaps the override ${problem.existing} (${problem.country}): one address has one override`;
    case 'empty':
    case 'malformed':
    case 'prefixTooLong':
    case 'zoneNotAllowed':
      return describeIpRangeProblem(problem.detail);
  }
}

export { geoProblemParams } from './problemParams';

export interface ValidGeoOverride {
  range: IpRange;
  country: string;
  region: string | null;
  note: string | null;
}

/** A field of an untyped body as text ('' when absent or not text). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks an override as entered: the address or range (see parseIpRange), an ISO 3166-1 alpha-2
 * country (any letter case, kept upper-case), an optional ISO 3166-2 region of that country, a
 * note of at most {@link GEO_NOTE_MAX_LENGTH} characters. Every field's problem is reported.
 */
export function validateGeoOverride(
  body: Partial<Record<keyof GeoOverrideInput, unknown>>,
): { ok: true; value: ValidGeoOverride } | { ok: false; problems: GeoProblem[] } {
  const problems: GeoProblem[] = [];
  const parsed = parseIpRange(text(body.ip));
  if (!parsed.ok) problems.push({ field: 'ip', code: parsed.problem.code, detail: parsed.problem });
  const country = text(body.country).toUpperCase();
  if (country === '') problems.push({ field: 'country', code: 'countryRequired', value: '' });
  else if (!/^[A-Z]{2}$/.test(country) || !countries.isValid(country))
    problems.push({ field: 'country', code: 'unknownCountry', value: country });
  const region = text(body.region).toUpperCase();
  if (region !== '') {
    if (!/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(region))
      problems.push({ field: 'region', code: 'malformedRegion', value: region });
    else if (country !== '' && !region.startsWith(`${country}-`))
      problems.push({ field: 'region', code: 'regionOfOtherCountry', value: region });
  }
  const note = text(body.note);
  if ([...note].length > GEO_NOTE_MAX_LENGTH)
    problems.push({ field: 'note', code: 'noteTooLong', max: GEO_NOTE_MAX_LENGTH });
  if (!parsed.ok || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: { range: parsed.range, country, region: region || null, note: note || null },
  };
}
