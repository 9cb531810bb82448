import { describe, expect, it } from 'vitest';
import {
  isPageStyleUrl,
  readAllPages,
  slideAddress,
  slideContentPath,
  slideContentQuery,
} from './contentUrl';
import type { SlidePage } from './contentUrl';
import * as contentUrl from './contentUrl';

describe('slide content addresses', () => {
  it('names a slide by its container and position, the draft when asked', () => {
    expect(slideContentPath('rail 1', 2)).toBe('/storefront/content/container/rail%201/2');
    expect(slideContentPath('rail', 0, 'draft')).toBe(
      '/storefront/content/container/rail/0?version=draft',
    );
    expect(slideAddress({ cu: ' /x/page/home ' }, 'rail', 0)).toBe('/x/page/home');
    expect(slideAddress({ cu: '' }, 'rail', 1)).toBe('/storefront/content/container/rail/1');
  });

  it('tells page-style addresses, which get policy_evaluate only', () => {
    expect(isPageStyleUrl('/storefront/content/page/home?version=draft')).toBe(true);
    expect(isPageStyleUrl('https://svc.example/api/page/home')).toBe(true);
    expect(isPageStyleUrl('/storefront/content/container/page/0')).toBe(false);
    expect(isPageStyleUrl('/storefront/content/container/rail/0')).toBe(false);
    expect(slideContentQuery('/storefront/content/page/home', 2, 20)).toEqual({
      policy_evaluate: 'false',
    });
    expect(slideContentQuery('/storefront/content/container/rail/0', 2, 20)).toEqual({
      policy_evaluate: 'false',
      pageNumber: 2,
      pageSize: 20,
    });
  });

  it('reads pages until the end code or a short page', async () => {
    const asked: number[] = [];
    const source =
      (rows: number, endCode: boolean) =>
      (pageNumber: number): Promise<SlidePage<number>> => {
        asked.push(pageNumber);
        const from = (pageNumber - 1) * 10;
        if (from >= rows && endCode) return Promise.resolve({ end: true });
        const page = Array.from({ length: Math.max(0, Math.min(10, rows - from)) }, (_, i) => i);
        return Promise.resolve({ end: false, rows: page, count: rows });
      };
    expect(await readAllPages('/c/x/0', 10, source(20, true))).toEqual({
      rows: [...Array(10).keys(), ...Array(10).keys()],
      count: 20,
      pages: 2,
    });
    expect(asked).toEqual([1, 2, 3]);
    asked.length = 0;
    expect((await readAllPages('/c/x/0', 10, source(25, true))).pages).toBe(3);
    expect(asked).toEqual([1, 2, 3]);
    asked.length = 0;
    expect((await readAllPages('/c/page/home', 10, source(25, true))).pages).toBe(1);
    expect(asked).toEqual([1]);
  });
});

describe('slideTarget', () => {
  it("names the service's own slide and page addresses, and nothing else", () => {
    const { slideTarget } = contentUrl;
    expect(slideTarget('/storefront/content/container/rail%201/2?version=draft')).toEqual({
      kind: 'slide',
      containerId: 'rail 1',
      entry: 2,
    });
    expect(slideTarget(' /api/storefront/storefront/content/container/hero/0 ')).toEqual({
      kind: 'slide',
      containerId: 'hero',
      entry: 0,
    });
    expect(slideTarget('/storefront/content/page/home')).toEqual({ kind: 'page', pageId: 'home' });
    // Another host, another service's path, a protocol-relative address: not read by the service.
    for (const cu of [
      'https://apps.example.com/storefront/content/container/hero/0',
      '//apps.example.com/storefront/content/container/hero/0',
      '/api/catalog/rail/0',
      '/storefront/content/container/hero/x',
      '/storefront/content/container/%E0%A4/0',
    ])
      expect(slideTarget(cu), cu).toEqual({ kind: 'external' });
  });
});
