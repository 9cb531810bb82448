import type { Locator, Page } from '@playwright/test';
import { englishUiWords, latinWords } from './catalogs';

const SKIP_ATTRIBUTE = 'data-i18n-check-skip';

/**
 * Marks elements whose text is not UI text (item names, the username, product names) so that
 * {@link visibleUiText} leaves them out. Marks every element the locators match at the time.
 */
export async function skipUserContent(...locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    await locator.evaluateAll((elements, attribute) => {
      for (const element of elements) element.setAttribute(attribute, '');
    }, SKIP_ATTRIBUTE);
  }
}

/**
 * The text a user sees on the page right now: every text node that is rendered, visible (CSS
 * visibility, opacity, display) and takes room on the screen, plus the placeholders of empty
 * visible inputs; nothing inside elements marked by {@link skipUserContent}, nothing of input
 * values (user content by nature).
 */
export async function visibleUiText(page: Page): Promise<string[]> {
  return page.evaluate((attribute) => {
    const texts: string[] = [];
    const visible = (element: Element): boolean =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.closest(`[${attribute}]`) === null &&
      // The platform's data shown inside the UI's words (names, the service's own messages).
      element.closest('[data-user-content]') === null &&
      element.closest('script, style, noscript, template') === null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.value === '' && input.placeholder.trim() !== '' && visible(input)) {
        texts.push(input.placeholder.trim());
      }
    }
    return texts;
  }, SKIP_ATTRIBUTE);
}

/**
 * The UI text shown inside `region` (a popup, a menu): every visible text node but those inside
 * elements marked `data-user-content` (items' own names), plus the placeholders of its empty
 * inputs.
 */
export async function uiTextIn(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text === '' || parent === null || parent.closest('[data-user-content]')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const input of root.querySelectorAll('input[placeholder]')) {
      const field = input as HTMLInputElement;
      if (field.value === '') texts.push(field.placeholder);
    }
    return texts;
  });
}

/** Dates as the console shows them ('01 Jan 2026 12:59', '2026-01-01T12:59:00Z'): not UI text. */
const DATES = [
  /\b\d{1,2} [A-Za-z]{3,9}\.? \d{4}(?: \d{1,2}:\d{2}(?::\d{2})?)?/g,
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g,
];

/**
 * Latin words the Tamil UI may show, each for a reason:
 * - 'ip', 'url', 'urn', 'sku': technical acronyms the Tamil catalog keeps as they are (e.g.
 *   'IP முகவரி உள்ளமைவு'), as Tamil software does;
 * - 'english', 'bahasa', 'melayu': language names, each written in its own language wherever the
 *   console lists languages (the language menu; the same in all four catalogs).
 */
export const TAMIL_LATIN_ALLOWLIST: ReadonlySet<string> = new Set([
  'ip',
  'url',
  'urn',
  'sku',
  'english',
  'bahasa',
  'melayu',
]);

/** One English UI word found on a page, with the text it was in. */
export interface EnglishWordHit {
  word: string;
  text: string;
}

/**
 * The English UI words (see `englishUiWords`) in texts, dates left out and the allowlist
 * forgiven. Empty means the texts carry no untranslated UI text.
 */
export function englishWordsIn(
  texts: readonly string[],
  allow: ReadonlySet<string> = TAMIL_LATIN_ALLOWLIST,
): EnglishWordHit[] {
  const english = englishUiWords();
  const hits: EnglishWordHit[] = [];
  for (const text of texts) {
    const withoutDates = DATES.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
    for (const word of latinWords(withoutDates)) {
      if (word.length >= 2 && english.has(word) && !allow.has(word)) hits.push({ word, text });
    }
  }
  return hits;
}
