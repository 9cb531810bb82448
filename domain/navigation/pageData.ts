import { ACTIONS, type Action } from '../permissions/actions';
import { PAGE_RESOURCES, type PageResource } from '../permissions/pages';
import { LOCALE_CODES, type SupportedLocale } from '../languages';

/**
 * The menu groups of section 2 that bespoke pages put entries in, in the menu's order. The
 * dashboard group is the shell's own (its one entry is the dashboard).
 */
export const PAGE_MENU_GROUPS = [
  'datastore',
  'store-front',
  'settings',
  'app-configuration',
  'ip-configuration',
  'ad-management',
  'video-editor',
] as const;

/** One of {@link PAGE_MENU_GROUPS}. */
export type PageMenuGroup = (typeof PAGE_MENU_GROUPS)[number];

/**
 * The ONE permission of a bespoke page: the page resource whose view (`actions`: every one of
 * these on it instead) its routes ask for, and every way to it (its menu entries, and so the icon
 * rail and the page search, which choose from the menu).
 */
export interface PagePermission {
  resource: PageResource;
  actions?: readonly Action[];
}

/** A menu entry of a bespoke page: its title in each language, its icon and its url. */
export interface PageMenuEntry {
  id: string;
  group: PageMenuGroup;
  /** Its place among its group's entries (lower first). */
  order: number;
  title: Readonly<Record<SupportedLocale, string>>;
  /** An MUI icon's name. */
  icon: string;
  /** The product-less route it opens; the console adds the selected product. */
  url: string;
}

/**
 * What a bespoke page declares as data in its folder (`custom/<page>/page.json`), read by both
 * the service (which serves the menu) and the console (whose routes ask for the permission).
 */
export interface PageData {
  permission: PagePermission;
  menu: readonly PageMenuEntry[];
}

/** A page's menu entry with the page's permission: what the served menu is built from. */
export type PermittedMenuEntry = PageMenuEntry & PagePermission;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * A page's permission as its `page.json` gives it, checked: a known page resource, and known
 * actions when it names any. Throws naming `source` and what is wrong.
 */
export function readPagePermission(value: unknown, source: string): PagePermission {
  if (!isRecord(value)) throw new Error(`${source}: "permission" must be an object`);
  const { resource, actions } = value;
  if (!PAGE_RESOURCES.includes(resource as PageResource)) {
    throw new Error(`${source}: "permission.resource" is not a page resource: ${String(resource)}`);
  }
  if (actions === undefined) return { resource: resource as PageResource };
  if (!Array.isArray(actions) || actions.length === 0) {
    throw new Error(`${source}: "permission.actions" must be a list of actions`);
  }
  const unknown = actions.filter((action) => !ACTIONS.includes(action as Action));
  if (unknown.length > 0) {
    throw new Error(`${source}: "permission.actions" names unknown actions: ${unknown.join(', ')}`);
  }
  return { resource: resource as PageResource, actions: actions as Action[] };
}

function readMenuEntry(value: unknown, where: string): PageMenuEntry {
  if (!isRecord(value)) throw new Error(`${where} must be an object`);
  const { id, group, order, title, icon, url } = value;
  if (!nonEmpty(id) || !/^[a-z][a-z0-9-]*$/.test(id)) {
    throw new Error(`${where}: "id" must be lower-case letters, digits and dashes`);
  }
  if (!PAGE_MENU_GROUPS.includes(group as PageMenuGroup)) {
    throw new Error(`${where}: "group" must be one of ${PAGE_MENU_GROUPS.join(', ')}`);
  }
  if (typeof order !== 'number' || !Number.isFinite(order)) {
    throw new Error(`${where}: "order" must be a number`);
  }
  if (!isRecord(title)) throw new Error(`${where}: "title" must give each language's title`);
  const missing = LOCALE_CODES.filter((locale) => !nonEmpty(title[locale]));
  if (missing.length > 0) {
    throw new Error(`${where}: "title" lacks the title in ${missing.join(', ')}`);
  }
  if (!nonEmpty(icon)) throw new Error(`${where}: "icon" must name an icon`);
  if (!nonEmpty(url) || !url.startsWith('/apps/')) {
    throw new Error(`${where}: "url" must be a console path under /apps/`);
  }
  const titles = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, title[locale]]));
  return {
    id,
    group: group as PageMenuGroup,
    order,
    title: titles as Record<SupportedLocale, string>,
    icon,
    url,
  };
}

/**
 * A page's `page.json`, checked: its permission, and its menu entries (none for a page reached
 * only from other pages). Throws naming `source` and what is wrong, so a service does not start
 * on a page's broken declaration.
 */
export function readPageData(value: unknown, source: string): PageData {
  if (!isRecord(value)) throw new Error(`${source}: must be a JSON object`);
  const permission = readPagePermission(value.permission, source);
  const menu = value.menu ?? [];
  if (!Array.isArray(menu)) throw new Error(`${source}: "menu" must be a list`);
  return {
    permission,
    menu: menu.map((entry, index) => readMenuEntry(entry, `${source}: menu[${index}]`)),
  };
}

/** Every menu entry of these pages, each with its page's permission; an id twice is refused. */
export function permittedMenuEntries(pages: readonly PageData[]): PermittedMenuEntry[] {
  const entries = pages.flatMap((page) =>
    page.menu.map((entry) => ({ ...entry, ...page.permission })),
  );
  const ids = entries.map((entry) => entry.id);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0) throw new Error(`Menu entries declared twice: ${twice.join(', ')}`);
  return entries;
}
