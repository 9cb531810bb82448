import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import englishReactAdmin from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { catalogueMessages, type FlatLabels } from '../../../src/i18n/catalogueMessages';
import { fragments } from '../../../src/i18n/fragments/index';
import {
  DOCUMENT_LANGUAGE_TAGS,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '../../../src/i18n/locales';
import { flattenMessages, mergeMessages } from '../../../src/i18n/messageTree';
import { malayMessages } from '../../../src/i18n/ra/ms';
import { tamilMessages } from '../../../src/i18n/ra/ta';
import { chineseMessages } from '../../../src/i18n/ra/zh';

/**
 * The console's message catalogs as the browser gets them, for end-to-end expectations: the same
 * sources the i18n provider merges (react-admin's own messages, every area fragment, the resource
 * catalogue's labels), merged in the same order. Tests take the expected text from here instead
 * of repeating translations.
 */

export type { SupportedLocale };
export { DOCUMENT_LANGUAGE_TAGS };

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

const reactAdminMessages: Record<SupportedLocale, TranslationMessages> = {
  en: englishReactAdmin,
  zh: chineseMessages,
  ms: malayMessages,
  ta: tamilMessages,
};

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as T;
}

const flatCache = new Map<SupportedLocale, ReadonlyMap<string, string>>();

/** Every message of one locale, flat ('console.common.save' → 'Save'). */
export function messagesOf(locale: SupportedLocale): ReadonlyMap<string, string> {
  const cached = flatCache.get(locale);
  if (cached) return cached;
  const labels = readJson<FlatLabels>(`resources/_i18n/${locale}.json`);
  const merged = mergeMessages(
    reactAdminMessages[locale],
    ...fragments.map((fragment) => fragment[locale]),
    catalogueMessages(labels, locale),
  );
  const flat = flattenMessages(merged);
  flatCache.set(locale, flat);
  return flat;
}

/** Polyglot's plural rules for our locales: Chinese and Malay have one form. */
function pluralForm(locale: SupportedLocale, forms: readonly string[], count: number): string {
  const index = locale === 'zh' || locale === 'ms' ? 0 : count === 1 ? 0 : 1;
  return forms[Math.min(index, forms.length - 1)] ?? '';
}

/**
 * The text the console shows for a key, as polyglot renders it: the plural form for
 * `smart_count`, `%{name}` placeholders filled. A key no catalog has fails the test.
 */
export function t(
  locale: SupportedLocale,
  key: string,
  options: Readonly<Record<string, string | number>> = {},
): string {
  const phrase = messagesOf(locale).get(key);
  if (phrase === undefined) throw new Error(`No message '${key}' in the ${locale} catalog`);
  const smartCount = options.smart_count;
  const text = phrase.includes('||||')
    ? pluralForm(
        locale,
        phrase.split('||||').map((form) => form.trim()),
        typeof smartCount === 'number' ? smartCount : 1,
      )
    : phrase;
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** Each language's own name, as the toolbar's language menu shows it ('தமிழ்'). */
export function languageName(locale: SupportedLocale): string {
  const entry = SUPPORTED_LOCALES.find((candidate) => candidate.locale === locale);
  if (!entry) throw new Error(`Unknown locale ${locale}`);
  return entry.name;
}

/** A catalogue type's list declaration (`resources/<type>/list.json`). */
export interface ListDeclarationFile {
  columns: { source: string; kind: string }[];
  filters: { source: string; kind: string; choices?: string[] }[];
}

export function listDeclaration(type: string): ListDeclarationFile {
  return readJson<ListDeclarationFile>(`resources/${type}/list.json`);
}

/** The labels of a type's edit-form tabs (`categories.*` of its ui schema), in order. */
export function formCategories(type: string): string[] {
  const uiSchema = readJson<{ elements?: { type: string; label?: string }[] }>(
    `resources/${type}/uischema.json`,
  );
  return (uiSchema.elements ?? [])
    .filter((element) => element.type === 'Category' && element.label !== undefined)
    .map((element) => element.label ?? '');
}

/** Latin-script words of a text, lower-cased (placeholders removed). */
export function latinWords(text: string): string[] {
  return (text.replace(/%\{\w+\}/g, ' ').match(/[A-Za-z]+/g) ?? []).map((word) =>
    word.toLowerCase(),
  );
}

let englishWords: ReadonlySet<string> | undefined;

/**
 * The English UI vocabulary: every word of two letters or more in the English catalogs' values
 * (react-admin's messages, the fragments, the catalogue labels). A Tamil screen showing one of
 * these words shows untranslated UI text.
 */
export function englishUiWords(): ReadonlySet<string> {
  englishWords ??= new Set(
    [...messagesOf('en').values()]
      .flatMap((text) => latinWords(text))
      .filter((word) => word.length >= 2),
  );
  return englishWords;
}
