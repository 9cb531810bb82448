/** One entry of a localized name list (`lon`, `lod`): a language code and the text. */
export interface LocalizedNameEntry {
  lang?: string | null;
  n?: string | null;
}

// Unicode letters and numbers: Tamil, Chinese and Malay names qualify, punctuation alone does not.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether a container's or content item's name list can be saved. It cannot when the
 * list is missing or empty, or when any entry's name is missing, blank, or holds no
 * letter or digit in any script ('---' is refused, 'தமிழ்' and '电影' are accepted).
 * The language code is not judged here; the schema validation checks it.
 */
export function isNameListValid(names: readonly LocalizedNameEntry[] | null | undefined): boolean {
  if (!names || names.length === 0) return false;
  return names.every((entry) => isNameValid(entry.n));
}

/** Whether one name holds something readable: not blank, with at least one letter or digit. */
export function isNameValid(name: string | null | undefined): boolean {
  if (typeof name !== 'string' || name.trim() === '') return false;
  return LETTER_OR_DIGIT.test(name);
}

/** A selection field of a container set, as the form sees it: its schema's `minItems` and what is chosen. */
export interface SelectionField {
  name: string;
  minItems?: number;
  selected?: readonly unknown[] | null;
}

/**
 * The fields of a container set that ask for items (a `minItems` of 1 or more) yet have
 * nothing selected. The spec's rule is about "no selection": a field with some but fewer
 * items than its `minItems` is left to the schema validation, which reports the count.
 */
export function fieldsMissingSelection(fields: readonly SelectionField[]): string[] {
  return fields
    .filter((field) => (field.minItems ?? 0) >= 1 && (field.selected ?? []).length === 0)
    .map((field) => field.name);
}

/**
 * Whether a container set still needs items before it can be saved: true when any of
 * its fields with a `minItems` has no selection (see {@link fieldsMissingSelection}).
 */
export function containerSetNeedsItems(fields: readonly SelectionField[]): boolean {
  return fieldsMissingSelection(fields).length > 0;
}
