import type { SupportedLocale } from '../../domain/languages';

/**
 * Rules a translated message must keep against its English original, shared by the catalog tests.
 * Each check returns a readable problem, or undefined when the translation is sound.
 */

/** Locales whose polyglot plural rule has a single form (it always shows the first one). */
export const SINGLE_FORM_LOCALES: ReadonlySet<SupportedLocale> = new Set<SupportedLocale>([
  'zh',
  'ms',
]);

const PLURAL_DELIMITER = '||||';

export function placeholdersOf(text: string): Set<string> {
  return new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] ?? ''));
}

export function pluralFormsOf(text: string): string[] {
  return text.split(PLURAL_DELIMITER).map((form) => form.trim());
}

function describe(set: ReadonlySet<string>): string {
  return `{${[...set].sort().join(', ')}}`;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].every((item) => b.has(item));
}

/** A '%{' that does not open a well-formed `%{name}` token (polyglot would print it as is). */
function malformedPlaceholder(text: string): boolean {
  return /%\{(?!\w+\})/.test(text);
}

/**
 * Checks one translation against English:
 * - not empty (blank only where English is blank, like react-admin's `ra.boolean.null`);
 * - placeholders well formed and the same as English's, per plural form;
 * - plural forms as the locale's rule wants: two-form languages (en, ta) keep English's forms;
 *   single-form ones (zh, ms) have one form (or identical ones) that carries at least the
 *   placeholders of English's "many" form and none English lacks.
 */
export function translationProblem(
  locale: SupportedLocale,
  english: string,
  translated: string,
): string | undefined {
  if (translated === '') return 'is empty';
  if (translated.trim() === '' && english.trim() !== '') return 'is blank';
  if (malformedPlaceholder(translated)) return `has a malformed placeholder: ${translated}`;
  const englishForms = pluralFormsOf(english);
  const forms = pluralFormsOf(translated);
  if (forms.some((form) => form === '') && englishForms.length > 1)
    return 'has an empty plural form';

  if (SINGLE_FORM_LOCALES.has(locale)) {
    const [first = '', ...rest] = forms;
    if (rest.some((form) => form !== first))
      return `has distinct plural forms, but ${locale} shows only the first`;
    const found = placeholdersOf(first);
    const allowed = placeholdersOf(english);
    const required = placeholdersOf(englishForms[englishForms.length - 1] ?? '');
    if (!isSubset(required, found) || !isSubset(found, allowed)) {
      return `placeholders ${describe(found)} do not fit English's ${describe(allowed)} (needs ${describe(required)})`;
    }
    return undefined;
  }

  if (forms.length !== englishForms.length) {
    return `has ${forms.length} plural form(s) where English has ${englishForms.length}`;
  }
  for (const [index, form] of forms.entries()) {
    const found = placeholdersOf(form);
    const expected = placeholdersOf(englishForms[index] ?? '');
    if (!sameSet(found, expected))
      return `form ${index + 1} has placeholders ${describe(found)}, English ${describe(expected)}`;
  }
  return undefined;
}

/** Share of the values that contain at least one character matching `script`. */
export function shareInScript(values: Iterable<string>, script: RegExp): number {
  const all = [...values];
  if (all.length === 0) return 0;
  return all.filter((value) => script.test(value)).length / all.length;
}

export const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/u;
export const CJK_SCRIPT = /[\u3400-\u4DBF\u4E00-\u9FFF]/u;
