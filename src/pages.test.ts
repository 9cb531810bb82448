// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from './pageMessages';
import type { PageMessages } from '../kit/customPage';
import { CONSOLE_PAGES } from './pages';
import { CUSTOM_PAGE_ROUTES } from './routes/customPages';
import { declaredPages } from './routes/servedMenu.testing';

const ROOT = resolve(import.meta.dirname, '..');
const CUSTOM = join(ROOT, 'custom');

/** The English message modules under a folder (`i18n/<area>.ts`, not the `.zh`/`.ms`/`.ta` ones). */
function englishMessageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishMessageModules(path);
    return /\/i18n\/\w+\.ts$/.test(path) && !/\.(zh|ms|ta)\.ts$/.test(path) ? [path] : [];
  });
}

describe('the pages list', () => {
  it('names every folder of custom/ once, by its manifest', () => {
    const folders = readdirSync(CUSTOM, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders.filter((folder) => !existsSync(join(CUSTOM, folder, 'page.ts')))).toEqual([]);
    expect(CONSOLE_PAGES.map((page) => page.id).sort()).toEqual(folders);
  });

  it('has every page with routes declare its one permission in its page.json, which each route asks for', () => {
    const withRoutes = CONSOLE_PAGES.filter((page) => page.routes.length > 0);
    expect(withRoutes.length).toBeGreaterThan(10);
    const declared = declaredPages();
    for (const page of withRoutes) {
      const permission = declared.get(page.id)?.permission;
      expect(permission, `custom/${page.id}/page.json`).toBeDefined();
      if (!permission) continue;
      for (const route of page.routes) {
        expect(route.resource, `${page.id} ${route.path}`).toBe(permission.resource);
        // The page's actions, when it names any, are asked for by every route of it.
        for (const action of permission.actions ?? []) {
          expect(route.actions ?? [], `${page.id} ${route.path}`).toContain(action);
        }
      }
    }
  });

  it("mounts every manifest's routes, and loads each page's messages in the four languages", async () => {
    expect(CUSTOM_PAGE_ROUTES).toEqual(CONSOLE_PAGES.flatMap((page) => page.routes));
    // What the language packs load: every page folder's messages.ts, in the pages' order.
    const declared: PageMessages[] = [];
    for (const page of CONSOLE_PAGES) {
      const module = (await import(join(CUSTOM, page.id, 'messages.ts'))) as Record<
        string,
        readonly PageMessages[]
      >;
      declared.push(...Object.values(module).flat());
    }
    expect(PAGE_MESSAGES).toEqual(declared);
    expect(new Set(PAGE_MESSAGES.map((area) => area.area)).size).toBe(PAGE_MESSAGES.length);
    for (const area of PAGE_MESSAGES) {
      for (const locale of ['en', 'zh', 'ms', 'ta'] as const) {
        const tree = await area.load[locale]();
        expect(Object.keys(tree), `${area.area} in ${locale}`).toEqual(['console']);
        expect(Object.keys((tree as { console: object }).console)).toEqual([area.area]);
      }
    }
  });

  it("leaves no message module of a page out of its messages' list", async () => {
    const loaded = new Set<unknown>();
    for (const area of PAGE_MESSAGES) loaded.add(await area.load.en());
    const modules = englishMessageModules(CUSTOM);
    expect(modules.length).toBeGreaterThan(0);
    const left: string[] = [];
    for (const path of modules) {
      const module = (await import(path)) as { messages: unknown };
      if (!loaded.has(module.messages)) left.push(relative(ROOT, path));
    }
    expect(left).toEqual([]);
  });
});
