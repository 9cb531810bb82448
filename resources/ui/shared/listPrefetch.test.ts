import { describe, expect, it } from 'vitest';
import { listTypeOfPath } from './listPrefetch';

describe('listTypeOfPath', () => {
  it.each([
    ['/apps/vod/movie', 'movie'],
    ['/apps/main/vod/movie', 'movie'],
    ['/vod/tvseries', 'tvseries'],
    ['/apps/kids/live/channel', 'channel'],
    ['/apps/assets/bumper/', 'bumper'],
  ])('reads the type of the list route %s', (path, type) => {
    expect(listTypeOfPath(path)).toBe(type);
  });
  it.each([
    '/apps/vod/movie/add',
    '/apps/main/vod/movie/m-1',
    '/apps/main/dashboards/analytics',
    '/apps/storefront/list',
    '/apps/globalSearch/list',
  ])('knows %s is no catalogue list', (path) => {
    expect(listTypeOfPath(path)).toBeUndefined();
  });
});
