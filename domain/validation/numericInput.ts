/**
 * The bounds of a percent input: the console accepts whole percentages from 1 to 100.
 */
export const PERCENT_RANGE = { min: 1, max: 100 } as const;

/**
 * Clamps what an operator typed into a 1-100 percent field, as the spec orders it:
 * an empty field reads as 0, anything above 100 becomes 100, and 0 or below empties
 * the field (`''`) so the operator types a real value rather than saving a zero share.
 * Text that is not a number (including whitespace only) is treated like an empty field
 * and gives 0: numeric fields take digits only, so such text only arrives from a paste
 * or a stale stored value, and 0 is the value the spec gives for "nothing entered".
 */
export function clampPercent(input: string | number): number | '' {
  const value = typeof input === 'number' ? input : parseNumber(input);
  if (value === undefined || Number.isNaN(value)) return 0;
  if (value > PERCENT_RANGE.max) return PERCENT_RANGE.max;
  if (value <= 0) return '';
  return value;
}

/**
 * Keeps only the ASCII digits 0-9 of a text, for fields that take digits only: signs,
 * separators, spaces and non-ASCII digits are dropped rather than converted, because the
 * platform stores these fields as plain decimal digit strings.
 */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/**
 * Whether a text holds nothing but the digits 0-9. The empty text counts as digits only:
 * whether a value is required is a separate rule, and an emptied field must not be
 * reported as a malformed number.
 */
export function isDigitsOnly(text: string): boolean {
  return /^[0-9]*$/.test(text);
}

// Number('') is 0, which would turn an empty field into "0 or below"; empty must be told apart.
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
