// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TYPE_AREAS } from '../../domain/navigation/catalogueTypes';
import { DECLARED_PAGE_ENTRIES } from '../../domain/navigation/testing/declaredPageEntries';
import { TYPE_DESIGNER_ACTIONS, TYPE_DESIGNER_PAGE } from '../../domain/typeDesigner/permission';
import { navigableItems } from '../../domain/navigation/navItem';
import type { PermittedMenuEntry } from '../../domain/navigation/pageData';
import type { PageResource } from '../../domain/permissions/pages';
import { withProduct } from '../layout/productPath';
import { consoleRoutes } from './consoleRoutes';
import { catalogueTypes, declaredPageEntries, servedMenu } from './servedMenu.testing';
import { CUSTOM_PAGE_ROUTES } from './customPages';
import { pageOfType } from './routeAccess';

/*
 * One permission rule decides a page and every way to it: the menu entry (and so the icon rail
 * and the page search, which choose from the menu) asks for the same page resource as the access
 * guard of the route the entry opens. The walk reads the catalogue under resources/, builds the
 * menu the server serves, resolves each entry's url against the console's route table and
 * compares the entry's resource with the guard's: a custom page's declared resource, or for a
 * catalogue route the page its type belongs to.
 */

describe('menu permission equals route permission', () => {
  const types = catalogueTypes();
  const routes = createRoutesFromElements(consoleRoutes(types, { serverSavedFilters: false }));
  const customByPath = new Map(CUSTOM_PAGE_ROUTES.map((route) => [route.path, route]));
  /** What a custom route's guard asks for beyond view (its `action` and `actions`), sorted. */
  const customActions = (path: string) => {
    const route = customByPath.get(path);
    return [...new Set(['view', route?.action ?? 'view', ...(route?.actions ?? [])])].sort();
  };

  /** The page resource the access guard checks on `url`, or undefined for an open route. */
  function guardOf(url: string): PageResource | undefined | 'no route' {
    const last = matchRoutes(routes, url)?.at(-1);
    if (!last?.route.path) return 'no route';
    const path = last.route.path;
    if (path === '/apps/:product?/dashboards/project') return 'dashboard';
    if (customByPath.has(path)) return customByPath.get(path)?.resource;
    const area = TYPE_AREAS.find((a) => path.startsWith(`/apps/:product?/${a}/`));
    if (area !== undefined) return pageOfType(types, area, last.params.resourceType);
    return undefined;
  }

  const entries = navigableItems(servedMenu(types)).filter((item) => item.type === 'item');

  it('walks every menu entry (the check can fail)', () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(guardOf('/apps/main/globalSearch')).toBe('cp_datastore');
    expect(guardOf('/apps/notification')).toBe('cp_notification');
  });

  for (const entry of entries) {
    it(`${entry.id} (${entry.url}) asks for the permission its route asks for`, () => {
      expect(guardOf(withProduct(entry.url, 'main'))).toBe(entry.resource);
    });
    it(`${entry.id} (${entry.url}) asks for the actions its route asks for`, () => {
      const last = matchRoutes(routes, withProduct(entry.url, 'main'))?.at(-1)?.route.path ?? '';
      const routeActions = customByPath.has(last) ? customActions(last) : ['view'];
      expect([...new Set(['view', ...(entry.actions ?? [])])].sort()).toEqual(routeActions);
    });
  }
});

describe("the pages' declarations (custom/<page>/page.json)", () => {
  const declared = declaredPageEntries();
  const withoutTitles = (entries: readonly PermittedMenuEntry[]) =>
    entries.map(({ title: _title, ...rest }) => rest).sort((a, b) => a.id.localeCompare(b.id));

  it('are what the navigation rules are tested on (domain/navigation/testing)', () => {
    expect(withoutTitles(DECLARED_PAGE_ENTRIES)).toEqual(withoutTitles(declared));
    expect(DECLARED_PAGE_ENTRIES.map((entry) => entry.title.en).sort()).toEqual(
      declared.map((entry) => entry.title.en).sort(),
    );
  });

  it("give the type designer's entry the rule the service applies to its requests", () => {
    const designer = declared.find((entry) => entry.id === 'typedesigner');
    expect(designer?.resource).toBe(TYPE_DESIGNER_PAGE);
    expect([...(designer?.actions ?? [])].sort()).toEqual([...TYPE_DESIGNER_ACTIONS].sort());
  });
});
