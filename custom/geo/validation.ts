import { parseIpRange } from '../../domain/geo/ipRange';
import { GEO_NOTE_MAX_LENGTH } from '../../domain/geo/override';

/** A react-admin validation message with its arguments (translated by the input). */
export interface FieldMessage {
  message: string;
  args: Record<string, unknown>;
}

const problem = (code: string, args: Record<string, unknown> = {}): FieldMessage => ({
  message: `console.geo.problems.${code}`,
  args,
});

/** The address or range field, checked as the service checks it (domain/geo), as you type. */
export function validateIp(value: unknown): FieldMessage | undefined {
  const result = parseIpRange(typeof value === 'string' ? value : '');
  if (result.ok) return undefined;
  const { code, ...args } = result.problem;
  return problem(code, args);
}

/** One address (the lookup panel): a range is refused. */
export function validateAddress(value: string): FieldMessage | undefined {
  const invalid = validateIp(value);
  if (invalid) return invalid;
  const result = parseIpRange(value);
  return result.ok && result.range.isRange ? problem('rangeNotAddress') : undefined;
}

/** The optional region: an ISO 3166-2 code of the chosen country. */
export function validateRegion(
  value: unknown,
  values: { country?: unknown },
): FieldMessage | undefined {
  const region = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (region === '') return undefined;
  if (!/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(region))
    return problem('malformedRegion', { value: region });
  const country = typeof values.country === 'string' ? values.country.toUpperCase() : '';
  if (country && !region.startsWith(`${country}-`))
    return problem('regionOfOtherCountry', { value: region });
  return undefined;
}

/** The optional note: at most GEO_NOTE_MAX_LENGTH characters. */
export function validateNote(value: unknown): FieldMessage | undefined {
  const note = typeof value === 'string' ? value.trim() : '';
  return [...note].length > GEO_NOTE_MAX_LENGTH
    ? problem('noteTooLong', { max: GEO_NOTE_MAX_LENGTH })
    : undefined;
}

/** The country: required. */
export function validateCountry(value: unknown): FieldMessage | undefined {
  return typeof value === 'string' && value.trim() !== '' ? undefined : problem('countryRequired');
}
