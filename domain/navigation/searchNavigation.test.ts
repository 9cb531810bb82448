import { describe, expect, it } from 'vitest';
import { buildMenuGroups } from './menuGroups';
import { DECLARED_PAGE_ENTRIES } from './testing/declaredPageEntries';
import type { NavItem } from './navItem';
import { NAV_SUGGESTIONS_MAX, searchNavigation } from './searchNavigation';

function entry(id: string, title: string): NavItem {
  return { id, type: 'item', titleKey: `nav.${id}`, title, icon: 'Circle', url: `/apps/${id}` };
}

function groupOf(children: NavItem[]): NavItem[] {
  return [{ id: 'g', type: 'group', titleKey: 'nav.g', title: 'Group', icon: 'Folder', children }];
}

describe('searchNavigation', () => {
  it('offers at most 10 suggestions', () => {
    expect(NAV_SUGGESTIONS_MAX).toBe(10);
    const eleven = Array.from({ length: 11 }, (_, i) => entry(`report${i}`, `Report ${i}`));
    const found = searchNavigation(groupOf(eleven), 'report');
    expect(found).toHaveLength(10);
    expect(found.map((item) => item.id)).toEqual(eleven.slice(0, 10).map((item) => item.id));
  });

  it('ignores case and accents both ways', () => {
    const menu = groupOf([entry('cafe', 'Café'), entry('bar', 'Bar')]);
    expect(searchNavigation(menu, 'cafe').map((item) => item.id)).toEqual(['cafe']);
    expect(searchNavigation(menu, 'CAFÉ').map((item) => item.id)).toEqual(['cafe']);
    expect(searchNavigation(groupOf([entry('x', 'cafe')]), 'Café')).toHaveLength(1);
  });

  it('suggests only entries with a url', () => {
    const found = searchNavigation(buildMenuGroups({}, DECLARED_PAGE_ENTRIES), 'vod');
    expect(found.map((item) => item.id)).toEqual(['vod-vodcast']);
  });

  it('finds the served entries by title', () => {
    const found = searchNavigation(buildMenuGroups({}, DECLARED_PAGE_ENTRIES), 'tv s');
    expect(found.map((item) => item.title)).toEqual(['TV Series', 'TV Seasons']);
  });

  it('searches the translated title when given one', () => {
    const menu = groupOf([entry('movies', 'Movies')]);
    expect(searchNavigation(menu, 'filem', () => 'Filem')).toHaveLength(1);
    expect(searchNavigation(menu, 'filem')).toHaveLength(0);
  });

  it('suggests nothing for a blank query', () => {
    expect(searchNavigation(buildMenuGroups({}, DECLARED_PAGE_ENTRIES), '   ')).toEqual([]);
  });
});
