// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createI18nProvider,
  i18nProvider,
  loadPageMessages,
  messagesFor,
  pageMessagesReady,
} from './i18nProvider';
import { dateLocaleOf } from '../../kit/i18n/dateLocales';
import { loadLocalePack, loadedLocalePack } from './localePacks';

/*
 * Chinese, Malay and Tamil are loaded on demand, each as one chunk (messages, catalogue labels,
 * date-fns locale), so the sign-in → dashboard path carries English alone. This file loads
 * nothing before its tests, so it sees the state of a fresh page (@own-module-graph: it runs with
 * modules of its own, not those other files have loaded packs into; vitest.config.ts).
 */

describe('the language packs', () => {
  it("have the shell's English at once, its pages' English and the others only once asked for", async () => {
    // The console starts with the shell's messages (menus, toolbar, dashboard) alone.
    expect(loadedLocalePack('en')).toBeUndefined();
    const missing = (key: string) => `missing: ${key}`;
    const atStart = createI18nProvider({ onMissingKey: missing });
    expect(atStart.translate('console.dashboard.title')).toBe('Dashboard');
    expect(atStart.translate('console.storefront.dashboard.title')).toBe(
      'missing: console.storefront.dashboard.title',
    );
    expect(i18nProvider.translate('console.dashboard.title')).toBe('Dashboard');
    expect(pageMessagesReady()).toBe(false);
    // A page asks for its messages: the rest of English arrives, and the provider has it.
    await loadPageMessages();
    expect(pageMessagesReady()).toBe(true);
    expect(loadedLocalePack('en')?.locale).toBe('en');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('console.storefront.dashboard.title')).toBe('Storefront work');
    expect(createI18nProvider().translate('console.storefront.dashboard.title')).toBe(
      'Storefront work',
    );

    expect(loadedLocalePack('ta')).toBeUndefined();
    expect(dateLocaleOf('ta').code).toBe('en-US');
    expect(() => createI18nProvider({ initialLocale: 'ta' })).toThrow(/not loaded/);

    const pending = messagesFor('ta');
    expect(pending).toBeInstanceOf(Promise);
    const tamil = await pending;
    expect(tamil.ra.action.save).toBe('சேமி');
    expect(loadedLocalePack('ta')?.dateLocale.code).toBe('ta');
    expect(dateLocaleOf('ta').code).toBe('ta');
    // Now here: at once, and the same merged catalog.
    expect(messagesFor('ta')).toBe(tamil);
    expect(createI18nProvider({ initialLocale: 'ta' }).translate('ra.action.save')).toBe('சேமி');
  });

  it('share one load between concurrent callers', async () => {
    const [first, second] = await Promise.all([loadLocalePack('ms'), loadLocalePack('ms')]);
    expect(first).toBe(second);
    expect(first.dateLocale.code).toBe('ms');
  });

  it('switch a running provider to a language not yet loaded', async () => {
    const provider = createI18nProvider({ initialLocale: 'en', allowMissing: false });
    expect(loadedLocalePack('zh')).toBeUndefined();
    await provider.changeLocale('zh');
    expect(provider.getLocale()).toBe('zh');
    expect(provider.translate('ra.action.save')).toBe('保存');
    expect(provider.translate('fields.lon')).toBe('名称');
    expect(dateLocaleOf('zh').code).toBe('zh-CN');
  });

  it('give English month names for a language they do not know', () => {
    expect(dateLocaleOf('fr').code).toBe('en-US');
  });
});

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONSOLE_FOLDERS = ['src', 'kit', 'resources', 'dataProvider', 'authProvider', 'custom'];
/** A static import of anything Chinese, Malay or Tamil: a pack, a fragment, react-admin's, the catalogue's labels. */
const OTHER_LANGUAGE_IMPORT =
  /^import\s[^;]*?from\s+'[^']*(?:packs\/(?:zh|ms|ta)|(?:fragments|i18n)\/\w+\.(?:zh|ms|ta)|i18n\/ra\/(?:zh|ms|ta)|_i18n\/(?:zh|ms|ta)\.json|date-fns\/locale\/(?:zh-CN|ms|ta))'/m;

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the main bundle', () => {
  it('imports no other language statically, except inside that language’s own pack', () => {
    const offenders = CONSOLE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter(
        (path) =>
          !/^(src\/i18n\/packs\/(zh|ms|ta)\.ts|kit\/i18n\/ra\/|.*\/(fragments|i18n)\/\w+\.(zh|ms|ta)\.ts$)/.test(
            path,
          ),
      )
      .filter((path) => OTHER_LANGUAGE_IMPORT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('is checked by a pattern that catches such an import', () => {
    expect(OTHER_LANGUAGE_IMPORT.test("import { tamilPack } from './packs/ta';")).toBe(true);
    expect(OTHER_LANGUAGE_IMPORT.test("import { messages } from '../fragments/lists.zh';")).toBe(
      true,
    );
    expect(OTHER_LANGUAGE_IMPORT.test("import labels from '../../resources/_i18n/ms.json';")).toBe(
      true,
    );
    expect(OTHER_LANGUAGE_IMPORT.test("import { zhCN } from 'date-fns/locale/zh-CN';")).toBe(true);
    expect(OTHER_LANGUAGE_IMPORT.test("import { messages } from '../fragments/lists';")).toBe(
      false,
    );
    expect(OTHER_LANGUAGE_IMPORT.test("const load = () => import('./packs/ta');")).toBe(false);
  });
});
