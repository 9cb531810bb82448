import { parseIpRange } from '../../domain/geo/ipRange';
import type { GeoField } from '../../domain/geo/override';
import { geoProblemParams, validateGeoOverride } from '../../domain/geo/override';

/** A react-admin validation message with its arguments (translated by the input). */
export interface FieldMessage {
  message: string;
  args: Record<string, unknown>;
}

const problem = (code: string, args: Record<string, unknown> = {}): FieldMessage => ({
  message: `console.geo.problems.${code}`,
  args,
});

/**
 * A field's validator: the service's own check of the whole override (domain/geo), as you type,
 * giving this field's problem.
 */
function fieldCheck(field: GeoField) {
  return (value: unknown, values: Record<string, unknown> = {}): FieldMessage | undefined => {
    const result = validateGeoOverride({ ...values, [field]: value });
    const found = result.ok ? undefined : result.problems.find((p) => p.field === field);
    return found ? problem(found.code, geoProblemParams(found)) : undefined;
  };
}

/** The address or range field. */
export const validateIp = fieldCheck('ip');
/** The country: required, an ISO 3166-1 code. */
export const validateCountry = fieldCheck('country');
/** The optional region: an ISO 3166-2 code of the chosen country. */
export const validateRegion = fieldCheck('region');
/** The optional note: at most GEO_NOTE_MAX_LENGTH characters. */
export const validateNote = fieldCheck('note');

/** One address (the lookup panel): a range is refused. */
export function validateAddress(value: string): FieldMessage | undefined {
  const invalid = validateIp(value);
  if (invalid) return invalid;
  const result = parseIpRange(value);
  return result.ok && result.range.isRange ? problem('rangeNotAddress') : undefined;
}
