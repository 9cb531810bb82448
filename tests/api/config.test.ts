import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

const MENU_SETTINGS = { disableVideoEditor: true, region: 'apac' };

interface MenuNode {
  id: string;
  type: string;
  title: string;
  url?: string;
  resource?: string;
  children?: MenuNode[];
}

/** The catalogue types declared under resources/, read straight from the folders, with their areas. */
function declaredTypes(): Map<string, string> {
  const dir = resolve(import.meta.dirname, '../../resources');
  const types = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const list = join(dir, entry.name, 'list.json');
    if (!existsSync(join(dir, entry.name, 'schema.json')) || !existsSync(list)) continue;
    types.set(entry.name, (JSON.parse(readFileSync(list, 'utf8')) as { area: string }).area);
  }
  return types;
}

describe.each(dialects)('global configuration on %s', (dialect) => {
  let server: TestServer;
  const types = declaredTypes();

  beforeAll(async () => {
    // The server's configuration (loadConfig) reads its menu settings from its environment.
    server = await startTestServer({
      dialect,
      database: 'console_config',
      noSeed: true,
      env: { MENU_SETTINGS: JSON.stringify(MENU_SETTINGS) },
    });
  });
  afterAll(async () => server?.stop());

  it('declares the catalogue types the checks below rely on', () => {
    expect(types.get('movie')).toBe('vod');
    expect(types.get('virtuallivechannel')).toBe('live');
    expect(types.size).toBeGreaterThan(20);
  });

  it('serves the menu groups with every catalogue type under its area, and the settings object', async () => {
    const { status, body } = await server.api('viewer', '/api/config/config/menu');
    expect(status).toBe(200);
    const data = body.data as { items: MenuNode[]; settings: Record<string, unknown> };
    expect(data.settings).toEqual(MENU_SETTINGS);
    expect(data.items.map((group) => group.id)).toEqual([
      'dashboards',
      'datastore',
      'store-front',
      'settings',
      'app-configuration',
      'ip-configuration',
      'ad-management',
      'video-editor',
    ]);
    const datastore = data.items.find((group) => group.id === 'datastore');
    const areas = new Map((datastore?.children ?? []).map((child) => [child.id, child]));
    expect([...areas.keys()]).toEqual(['vod', 'live', 'assets', 'syndication', 'globalsearch']);

    const vod = areas.get('vod');
    expect(vod?.type).toBe('collapse');
    expect(vod?.children).toContainEqual(
      expect.objectContaining({
        id: 'vod-movie',
        type: 'item',
        title: 'Movies',
        url: '/apps/vod/movie',
        resource: 'cp_datastore',
      }),
    );
    expect(areas.get('live')?.children).toContainEqual(
      expect.objectContaining({
        id: 'live-virtuallivechannel',
        title: 'Virtual Channels',
        resource: 'cp_vll',
      }),
    );

    for (const [type, area] of types) {
      const entries = (areas.get(area)?.children ?? []).filter(
        (child) => child.id === `${area}-${type}`,
      );
      expect(entries, `${type} under ${area}`).toHaveLength(1);
    }
    const listed = ['vod', 'live', 'assets', 'syndication']
      .flatMap((area) => (areas.get(area)?.children ?? []).map((c) => c.id))
      .filter((id) => id !== 'live-epg');
    expect(listed.sort()).toEqual([...types].map(([type, area]) => `${area}-${type}`).sort());

    // A bespoke page's entry is its page.json's: its permission and its title in each language.
    const adManagement = data.items.find((group) => group.id === 'ad-management');
    expect(adManagement?.children).toEqual([
      expect.objectContaining({ id: 'ad-tag', url: '/apps/ad/tag', resource: 'cp_adconfig' }),
      expect.objectContaining({
        id: 'ad-attribute',
        title: 'Ad Server Attributes',
        titles: {
          en: 'Ad Server Attributes',
          zh: '广告服务器属性',
          ms: 'Atribut Pelayan Iklan',
          ta: 'விளம்பர சேவையகப் பண்புகள்',
        },
        resource: 'cp_adconfig',
      }),
    ]);
  });

  it('lists the EPG page under the live area (it is not a resource folder)', async () => {
    const { body } = await server.api('viewer', '/api/config/config/menu');
    const datastore = (body.data as { items: MenuNode[] }).items.find(
      (group) => group.id === 'datastore',
    );
    const live = datastore?.children?.find((child) => child.id === 'live');
    expect(live?.children).toContainEqual(
      expect.objectContaining({
        id: 'live-epg',
        type: 'item',
        title: 'EPG',
        url: '/apps/live/epg',
        resource: 'epg',
      }),
    );
  });

  it('serves the global search field mappings with every catalogue type', async () => {
    const { status, body } = await server.api('viewer', '/api/config/config/search-fields');
    expect(status).toBe(200);
    const data = body.data as {
      attrs: {
        searchAcross: { key: string }[];
        contentTypes: { key: string; value: string; area: string }[];
      };
    }[];
    expect(data).toHaveLength(1);
    const attrs = data[0]?.attrs;
    expect(attrs?.searchAcross.map((field) => field.key)).toEqual(['lon.n', 'id', 'ex_id']);
    const contentTypes = attrs?.contentTypes ?? [];
    expect(contentTypes.map((t) => t.key).sort()).toEqual([...types.keys()].sort());
    for (const entry of contentTypes) {
      expect(entry.value).toBe(entry.key);
      expect(entry.area).toBe(types.get(entry.key));
    }
  });

  it('serves the language preferences: en (default), zh, ms, ta', async () => {
    const { status, body } = await server.api('viewer', '/api/config/config/language');
    expect(status).toBe(200);
    expect(body.data).toEqual({ default: 'en', languages: ['en', 'zh', 'ms', 'ta'] });
  });

  it('needs a token for every configuration route', async () => {
    for (const path of [
      '/api/config/config/menu',
      '/api/config/config/search-fields',
      '/api/config/config/language',
    ]) {
      expect((await server.api('', path)).status, path).toBe(401);
    }
  });
});
