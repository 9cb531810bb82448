// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import {
  pathWithProduct,
  productFromPath,
  resolveProduct,
  selectableProducts,
} from './productSelection';

describe('product selection', () => {
  it('keeps the claim products, without duplicates nor admin-like values', () => {
    expect(selectableProducts(['main', 'kids', 'admin', 'main', 'ADMIN-eu'])).toEqual([
      'main',
      'kids',
    ]);
    expect(selectableProducts(undefined)).toEqual([]);
  });

  it('reads the product segment of /apps/:product/... only when the user has that product', () => {
    expect(productFromPath('/apps/kids/vod/movie', ['main', 'kids'])).toBe('kids');
    expect(productFromPath('/apps/vod/movie', ['main', 'kids'])).toBeUndefined();
    expect(productFromPath('/apps/sports/vod/movie', ['main'])).toBeUndefined();
    expect(productFromPath('/pages/profile', ['main'])).toBeUndefined();
    expect(productFromPath('/apps/%E0%A4%A/vod', ['main'])).toBeUndefined();
  });

  it('replaces the product segment of a path that names one', () => {
    expect(pathWithProduct('/apps/main/vod/movie/m1', 'main', 'kids')).toBe(
      '/apps/kids/vod/movie/m1',
    );
    expect(pathWithProduct('/apps/main', 'main', 'kids')).toBe('/apps/kids');
    expect(pathWithProduct('/apps/vod/movie', 'main', 'kids')).toBeUndefined();
    expect(pathWithProduct('/apps/mainly/vod', 'main', 'kids')).toBeUndefined();
  });

  it('prefers the URL, then the current product, then the saved one, then the first', () => {
    const products = ['main', 'kids', 'news'];
    expect(resolveProduct({ products, fromPath: 'news', current: 'kids', stored: 'main' })).toBe(
      'news',
    );
    expect(resolveProduct({ products, fromPath: undefined, current: 'kids', stored: 'main' })).toBe(
      'kids',
    );
    expect(
      resolveProduct({ products, fromPath: undefined, current: undefined, stored: 'news' }),
    ).toBe('news');
    expect(resolveProduct({ products, fromPath: undefined, current: 'gone', stored: 'gone' })).toBe(
      'main',
    );
    expect(
      resolveProduct({ products: [], fromPath: undefined, current: undefined, stored: 'main' }),
    ).toBeUndefined();
  });
});
