import { readFileSync } from 'node:fs';
import { loadPageMenuEntries } from '../../../server/navigation/pageMenus';
import { resolve } from 'node:path';
import { mergeLocalePack, type LocalePack } from '../../../src/i18n/localePack';
import {
  DOCUMENT_LANGUAGE_TAGS,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '../../../domain/languages';
import { flattenMessages } from '../../../kit/i18n/messageTree';
import { loadLocalePack } from '../../../src/i18n/localePacks';

/**
 * The console's message catalogs as the browser gets them, for end-to-end expectations: the
 * language packs the i18n provider loads (react-admin's own messages, every area fragment, the
 * resource catalogue's labels, date-fns' locale), merged by the provider's own function. Tests
 * take the expected text from here instead of repeating translations.
 */

export type { SupportedLocale };
export { DOCUMENT_LANGUAGE_TAGS };

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

// Loaded the way the console loads them: each language's pack with every page's messages.
const PACKS: Record<SupportedLocale, LocalePack> = {
  en: await loadLocalePack('en'),
  zh: await loadLocalePack('zh'),
  ms: await loadLocalePack('ms'),
  ta: await loadLocalePack('ta'),
};

/** A language's pack: its date-fns locale formats the dates a test expects on screen. */
export function localePackOf(locale: SupportedLocale): LocalePack {
  return PACKS[locale];
}

const MONTH_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** The twelve abbreviated month names of a language, as dates show them ('DD MMM YYYY HH:mm'). */
export function monthNamesOf(locale: SupportedLocale): string[] {
  const { localize } = PACKS[locale].dateLocale;
  return MONTH_NUMBERS.map((month) =>
    localize.month(month, { width: 'abbreviated', context: 'formatting' }),
  );
}

/** Matches a text holding one of the month names as a word of its own ('21 11月 2026 12:51'). */
export function monthNamePattern(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)(${escaped.join('|')})(\\s|$)`, 'u');
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as T;
}

const flatCache = new Map<SupportedLocale, ReadonlyMap<string, string>>();

/**
 * Every message of one locale, flat ('console.common.save' → 'Save'), with the bespoke pages'
 * menu titles under the keys the served menu names them by ('console.shell.nav.ad-tag'): the
 * console shows the title of its language that the page's `page.json` declares.
 */
export function messagesOf(locale: SupportedLocale): ReadonlyMap<string, string> {
  const cached = flatCache.get(locale);
  if (cached) return cached;
  const flat = flattenMessages(mergeLocalePack(PACKS[locale]));
  for (const entry of loadPageMenuEntries()) {
    flat.set(`console.shell.nav.${entry.id}`, entry.title[locale]);
  }
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
