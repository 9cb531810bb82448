// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ResourceTypeInfo } from '../../dataProvider/types';
import { TYPE_AREAS } from '../../domain/navigation/catalogueTypes';
import { filterNavigation } from '../../domain/navigation/filterNavigation';
import { navigableItems } from '../../domain/navigation/navItem';
import { can } from '../../domain/permissions/permissionsFor';
import { withProduct } from '../layout/productPath';
import { consoleRoutes } from './consoleRoutes';
import { catalogueTypes, servedMenu } from './servedMenu.testing';

/*
 * Every menu entry, rail button and profile-menu entry a demo user sees opens a page: none leads
 * to the 404 page. The walk reads what the running console reads — the catalogue types declared
 * under resources/, the menu the server builds from them, the demo users of the embedded identity
 * provider — and resolves each entry's url (with the product the console adds) against the
 * console's own route table. A url no route matches goes to the 404 page (react-admin's
 * catchAll); so does a catalogue route naming a type the catalogue does not hold.
 *
 * Areas whose issue is still open stand in EXPECTED_404 by area; the list only shrinks.
 */
const EXPECTED_404: Readonly<Record<string, readonly string[]>> = {};

const ROOT = join(__dirname, '..', '..');

interface DemoUser {
  username: string;
  roles: string[];
}

function demoUsers(): DemoUser[] {
  const file = join(ROOT, 'server', 'idp', 'demo-users.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as DemoUser[] | { users: DemoUser[] };
  return Array.isArray(parsed) ? parsed : parsed.users;
}

/** Whether the console shows the 404 page for `url`. */
function leadsTo404(
  routes: ReturnType<typeof createRoutesFromElements>,
  types: readonly ResourceTypeInfo[],
  url: string,
): boolean {
  const matches = matchRoutes(routes, url);
  const last = matches?.[matches.length - 1];
  if (!last) return true;
  if (last.route.path === '/pages/errors/error-404') return true;
  const area = TYPE_AREAS.find((a) => last.route.path?.startsWith(`/apps/:product?/${a}/`));
  if (area === undefined) return false;
  const type = last.params.resourceType;
  // A bespoke page under an area's path (the EPG page at /live/epg) is no catalogue route.
  if (type === undefined) return false;
  return !types.some((t) => t.area === area && t.type === type);
}

describe('every entry a demo user sees opens a page', () => {
  const types = catalogueTypes();
  const routes = createRoutesFromElements(consoleRoutes(types, { serverSavedFilters: false }));
  const menu = servedMenu(types);
  const expected = new Set(Object.values(EXPECTED_404).flat());

  it('reads a catalogue and demo users to walk', () => {
    expect(types.length).toBeGreaterThan(20);
    expect(demoUsers().length).toBeGreaterThan(3);
  });

  for (const user of demoUsers()) {
    it(`${user.username}: no menu or profile-menu entry leads to the 404 page`, () => {
      const entries = navigableItems(filterNavigation(menu, user)).map((item) =>
        withProduct(item.url, 'main'),
      );
      entries.push('/pages/profile');
      if (can(user, 'view', 'cp_policymgmt')) entries.push('/apps/globalAttributes');
      const broken = entries.filter((url) => !expected.has(url) && leadsTo404(routes, types, url));
      expect(broken).toEqual([]);
    });
  }

  it('names no exception that now opens a page (the list only shrinks)', () => {
    const fixed = [...expected].filter((url) => !leadsTo404(routes, types, url));
    expect(fixed).toEqual([]);
  });
});
