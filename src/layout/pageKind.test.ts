// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { pageKindOf } from './pageKind';

describe('pageKindOf', () => {
  it('names add pages', () => {
    for (const path of [
      '/apps/main/vod/movie/add',
      '/apps/vod/movie/add',
      '/apps/main/live/channel/linear/add',
      '/apps/main/live/virtuallivechannel/add',
      '/apps/main/storefront/add',
      '/apps/main/config/add',
      '/apps/ip/add',
      '/apps/main/policy/add/',
    ])
      expect(pageKindOf(path), path).toBe('add');
  });

  it("names an item's detail page, with or without the product", () => {
    for (const path of [
      '/apps/main/vod/movie/main-movie-1',
      '/apps/vod/tvseason/main-series-1-s1',
      '/apps/main/live/channel/linear/main-channel-1',
      '/apps/main/live/program/p1',
      '/apps/main/live/virtuallivechannel/main-vll-1',
      '/apps/main/assets/image/a1',
      '/apps/main/syndication/feed/f1',
      '/apps/main/storefront/home',
      '/apps/main/Container/c1',
      '/apps/main/config/cfg-1',
      '/apps/main/ad/tag/t1',
      '/apps/main/ad/attribute/a1',
      '/apps/main/policy/main-policy-1',
      '/apps/ip/edit/203.0.113.0%2F24',
    ])
      expect(pageKindOf(path), path).toBe('detail');
  });

  it('leaves lists and other pages alone', () => {
    for (const path of [
      '/apps/main/dashboards/project',
      '/apps/main/vod/movie',
      '/apps/main/live/epg',
      '/apps/main/live/program',
      '/apps/main/storefront',
      '/apps/main/storefront/calendar',
      '/apps/storefront/calendar',
      '/apps/main/config/list',
      '/apps/ip/list',
      '/apps/main/globalSearch/list',
      '/apps/notification',
      '/apps/main/vod/tvseason/main-series-1-s1/episodes',
      '/apps/main/live/virtuallivechannel/schedule/cs1/c1',
      '/apps/main/attributes/product',
      '/pages/profile',
    ])
      expect(pageKindOf(path), path).toBe('default');
  });
});
