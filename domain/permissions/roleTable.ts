import type { Action } from './actions';
import { isPageResource, type PageResource } from './pages';

/**
 * One role's permissions: for each page it may touch, the actions it holds
 * there. Pages absent from the table are refused entirely. Tables are plain
 * data so the server, the console and the tests read the same thing.
 */
export type RoleTable = Readonly<Partial<Record<PageResource, readonly Action[]>>>;

/**
 * The same actions on several pages: the building block the role tables are
 * written with, so a line reads like the spec ("full on content pages").
 */
export function grant(pages: readonly PageResource[], actions: readonly Action[]): RoleTable {
  const table: Partial<Record<PageResource, readonly Action[]>> = {};
  for (const page of pages) table[page] = [...actions];
  return table;
}

/**
 * Takes every action away on the given pages when used as a later layer of
 * {@link tableOf}: the spec phrases several roles as "full, but no X".
 */
export function revoke(pages: readonly PageResource[]): RoleTable {
  return grant(pages, []);
}

/**
 * Builds one role's table from layers where a later layer REPLACES an earlier
 * one page by page. That is how section 6 words its exceptions ("full on all,
 * but mops_service view/update only"); pages left with no action are dropped.
 */
export function tableOf(...layers: readonly RoleTable[]): RoleTable {
  const table: Partial<Record<PageResource, readonly Action[]>> = {};
  for (const layer of layers) {
    for (const [page, actions] of entriesOf(layer)) {
      if (actions.length === 0) delete table[page];
      else table[page] = actions;
    }
  }
  return table;
}

/**
 * Merges tables by union, the rule section 6 gives for a user holding several
 * roles; also used where one role is "another role plus" some actions.
 */
export function unionOf(...tables: readonly RoleTable[]): RoleTable {
  const merged: Partial<Record<PageResource, readonly Action[]>> = {};
  for (const table of tables) {
    for (const [page, actions] of entriesOf(table)) {
      const union = new Set([...(merged[page] ?? []), ...actions]);
      if (union.size > 0) merged[page] = [...union];
    }
  }
  return merged;
}

/**
 * The table's page/action pairs, typed: `Object.entries` widens the page
 * names to plain strings, so they are narrowed back rather than cast.
 */
export function entriesOf(table: RoleTable): [PageResource, readonly Action[]][] {
  const entries: [PageResource, readonly Action[]][] = [];
  for (const [page, actions] of Object.entries(table)) {
    if (actions !== undefined && isPageResource(page)) entries.push([page, actions]);
  }
  return entries;
}
