import { describe, expect, it } from 'vitest';
import { buildMenuGroups } from './menuGroups';
import { walkNavigation } from './navItem';
import { permittedMenuEntries, readPageData } from './pageData';

const titles = { en: 'Watch Lists', zh: '观看列表', ms: 'Senarai Tontonan', ta: 'பார்வைப் பட்டியல்கள்' };
const page = (menu: unknown[], permission: unknown = { resource: 'cp_storefront' }) => ({
  permission,
  menu,
});
const entry = (overrides: Record<string, unknown> = {}) => ({
  id: 'watchlists',
  group: 'store-front',
  order: 4,
  title: titles,
  icon: 'PlaylistPlay',
  url: '/apps/watchlists',
  ...overrides,
});

describe('a page declared as data (page.json)', () => {
  it('puts a new page in the menu from its folder alone: its group, its place, its permission', () => {
    const declared = readPageData(page([entry()]), 'custom/watchlists/page.json');
    const menu = buildMenuGroups({}, permittedMenuEntries([declared]));
    const storefront = menu.find((item) => item.id === 'store-front');
    expect(storefront?.children?.map((child) => child.id)).toEqual(['watchlists']);
    expect(storefront?.children?.[0]).toMatchObject({
      type: 'item',
      titleKey: 'nav.watchlists',
      title: 'Watch Lists',
      titles,
      url: '/apps/watchlists',
      resource: 'cp_storefront',
    });
    // Groups no page puts an entry in are left out; the dashboard and the datastore stay.
    expect(menu.map((item) => item.id)).toEqual(['dashboards', 'datastore', 'store-front']);
  });

  it('orders a group by the entries order, whichever page declares them', () => {
    const pages = [
      readPageData(page([entry({ id: 'b', order: 2 })]), 'b'),
      readPageData(page([entry({ id: 'a', order: 1 })]), 'a'),
    ];
    const menu = buildMenuGroups({}, permittedMenuEntries(pages));
    const ids = walkNavigation(menu)
      .map(({ item }) => item)
      .filter((item) => item.type === 'item' && item.resource === 'cp_storefront')
      .map((item) => item.id);
    expect(ids).toEqual(['a', 'b']);
  });

  it('gives the page permission, with its actions, to each of its entries', () => {
    const declared = readPageData(
      page([entry()], { resource: 'cp_appconfig', actions: ['view', 'publish'] }),
      'x',
    );
    expect(permittedMenuEntries([declared])[0]).toMatchObject({
      resource: 'cp_appconfig',
      actions: ['view', 'publish'],
    });
  });

  it.each([
    ['an unknown page resource', page([], { resource: 'cp_nothing' }), /permission.resource/],
    ['an unknown action', page([], { resource: 'cp_appconfig', actions: ['fly'] }), /fly/],
    ['an unknown group', page([entry({ group: 'elsewhere' })]), /"group" must be one of/],
    ['a missing language', page([entry({ title: { en: 'A', zh: 'A', ms: 'A' } })]), /in ta/],
    ['a url outside the console', page([entry({ url: 'https://evil.example/' })]), /"url"/],
    ['an id with spaces', page([entry({ id: 'watch lists' })]), /"id"/],
  ])('refuses %s, naming the file', (_what, declared, problem) => {
    expect(() => readPageData(declared, 'custom/watchlists/page.json')).toThrow(problem);
    expect(() => readPageData(declared, 'custom/watchlists/page.json')).toThrow(
      /custom\/watchlists\/page.json/,
    );
  });

  it('refuses one menu id declared by two pages', () => {
    const one = readPageData(page([entry()]), 'a');
    expect(() => permittedMenuEntries([one, one])).toThrow(/declared twice: watchlists/);
  });
});
