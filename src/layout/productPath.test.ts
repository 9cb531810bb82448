// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { withProduct } from './productPath';

describe('withProduct', () => {
  it('puts the product after /apps/', () => {
    expect(withProduct('/apps/vod/movie', 'main')).toBe('/apps/main/vod/movie');
    expect(withProduct('/apps/dashboards/project', 'main')).toBe('/apps/main/dashboards/project');
  });

  it('leaves product-less routes, other paths and a missing product alone', () => {
    expect(withProduct('/apps/ip/list', 'main')).toBe('/apps/ip/list');
    expect(withProduct('/apps/globalAttributes', 'main')).toBe('/apps/globalAttributes');
    expect(withProduct('/pages/profile', 'main')).toBe('/pages/profile');
    expect(withProduct('/apps/vod/movie', undefined)).toBe('/apps/vod/movie');
  });

  it('does not add the product twice', () => {
    expect(withProduct('/apps/main/vod/movie', 'main')).toBe('/apps/main/vod/movie');
  });
});
