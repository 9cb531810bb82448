import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ResourceTypeInfo } from '../../dataProvider/types';
import { DEFAULT_NAV_TYPES, TYPE_AREAS } from '../../domain/navigation/catalogueTypes';
import type { NavTypesByArea } from '../../domain/navigation/catalogueTypes';
import { buildMenuGroups } from '../../domain/navigation/menuGroups';
import type { NavItem } from '../../domain/navigation/navItem';
import {
  permittedMenuEntries,
  readPageData,
  type PageData,
  type PermittedMenuEntry,
} from '../../domain/navigation/pageData';

/*
 * For the route tests: what the running service reads to build its menu — the catalogue types
 * declared under resources/ and each bespoke page's custom/<page>/page.json — read from the files
 * as the service reads them (server/resourceCatalog.ts, server/navigation/pageMenus.ts).
 */
const ROOT = join(__dirname, '..', '..');

/** The catalogue types declared under resources/, with their list declarations. */
export function catalogueTypes(): ResourceTypeInfo[] {
  const dir = join(ROOT, 'resources');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(dir, entry.name, 'list.json')))
    .map((entry) => ({
      type: entry.name,
      ...(JSON.parse(readFileSync(join(dir, entry.name, 'list.json'), 'utf8')) as Omit<
        ResourceTypeInfo,
        'type'
      >),
    }));
}

/** Each bespoke page's `page.json`, checked, by the page's folder name (pages without one left out). */
export function declaredPages(): Map<string, PageData> {
  const dir = join(ROOT, 'custom');
  return new Map(
    readdirSync(dir)
      .sort()
      .map((page) => [page, join(dir, page, 'page.json')] as const)
      .filter(([, file]) => existsSync(file))
      .map(([page, file]) => [
        page,
        readPageData(JSON.parse(readFileSync(file, 'utf8')) as unknown, file),
      ]),
  );
}

/** Every bespoke page's menu entries as its `page.json` declares them. */
export function declaredPageEntries(): PermittedMenuEntry[] {
  return permittedMenuEntries([...declaredPages().values()]);
}

/** The menu's types per area as the server serves them (server/routes/config.ts). */
function menuTypes(types: readonly ResourceTypeInfo[]): NavTypesByArea {
  const byArea: Record<string, string[]> = { vod: [], live: [], assets: [], syndication: [] };
  for (const t of types) byArea[t.area]?.push(t.type);
  for (const area of TYPE_AREAS) {
    for (const type of DEFAULT_NAV_TYPES[area]) {
      if (!types.some((t) => t.type === type)) byArea[area]?.push(type);
    }
  }
  return byArea as unknown as NavTypesByArea;
}

/** The menu the service serves for these catalogue types and the pages' declarations. */
export function servedMenu(types: readonly ResourceTypeInfo[]): NavItem[] {
  return buildMenuGroups(menuTypes(types), declaredPageEntries());
}
