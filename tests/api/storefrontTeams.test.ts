import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The team rails of the demo home page (issue 12; domain/storefront/rails.ts: TEAM_RAILS) on both
 * databases, served from the demo viewing data: Ana follows the Hawks and the Lions, Ben the
 * Sharks (server/seed/viewingSeed.ts: FOLLOWED_TEAMS); the demo matches (server/seed/sportSeed.ts)
 * are four played before January 2026 and four in the days after the seed. Ana is half-way
 * through match 1 (Hawks v Lions) and liked match 3 (Lions v Tigers); Ben is a third into match 2
 * (Tigers v Sharks) and marked match 4 (Sharks v Hawks). 'Matches of your teams' lists the
 * followed teams' matches the viewer has no record of, to come soonest first, then played latest
 * first; an anonymous viewer follows no team, so every team rail is empty.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const dialects = await testDialects();
const S = '/api/storefront/storefront';

interface RailItem {
  id: string;
  type: string;
  n: string;
  progress?: number;
}
interface View {
  tabs: { id: string; containers: { id: string; items: RailItem[]; unresolved?: string[] }[] }[];
}
const TEAM_CONTAINERS = ['team-matches', 'team-continue', 'team-favourites'];

describe.each(dialects)('the team rails of the demo home page on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_storefront_teams',
      seedItems: 20,
      env: { USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  /** The team rails of the home page read as a viewer (none: anonymous), by container slug. */
  const teamRails = async (userId?: string, at = new Date().toISOString()) => {
    const { status, body } = await server.api('store_viewer', `${S}/view/main-page-home`, {
      method: 'POST',
      json: { device: 'tv', at, context: { age: 30, ...(userId ? { userId } : {}) } },
      product: 'main',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const view = body.data as View;
    const rails = Object.fromEntries(
      view.tabs
        .flatMap((tab) => tab.containers.map((c) => ({ ...c, tab: tab.id })))
        .map((c) => [c.id.replace('main-container-', ''), c]),
    );
    for (const slug of TEAM_CONTAINERS) {
      expect(rails[slug], slug).toBeDefined();
      expect(rails[slug]?.unresolved, slug).toBeUndefined();
    }
    expect(rails['team-matches']?.tab).toBe('discover');
    expect(rails['team-continue']?.tab).toBe('my-list');
    const ids = (slug: string) => rails[slug]?.items.map((item) => item.id);
    return {
      matches: ids('team-matches'),
      continuing: ids('team-continue'),
      favourites: ids('team-favourites'),
      items: rails['team-matches']?.items ?? [],
      progress: rails['team-continue']?.items[0]?.progress,
    };
  };

  it("gives each demo viewer their own teams' matches, and an anonymous viewer none", async () => {
    const ana = await teamRails('viewer-ana');
    const ben = await teamRails('viewer-ben');
    // Unwatched matches of the Hawks and the Lions: 5, 6, 7 to come, then 4 played.
    expect(ana.matches).toEqual(['main-match-5', 'main-match-6', 'main-match-7', 'main-match-4']);
    expect(ana.continuing).toEqual(['main-match-1']);
    expect(ana.progress).toBe(45);
    expect(ana.favourites).toEqual(['main-match-3']);
    // The Sharks' matches Ben has no record of: 6 and 8, both to come.
    expect(ben.matches).toEqual(['main-match-6', 'main-match-8']);
    expect(ben.continuing).toEqual(['main-match-2']);
    expect(ben.favourites).toEqual(['main-match-4']);
    expect(ben.matches).not.toEqual(ana.matches);
    // Sports events, named with their teams.
    for (const item of ana.items) {
      expect(item.type).toBe('sportevent');
      expect(item.n).toMatch(/ v /);
    }
    expect(ana.items[0]?.n).toBe('Northside Hawks v Eastport Tigers');

    const anonymous = await teamRails();
    expect(anonymous).toMatchObject({ matches: [], continuing: [], favourites: [] });
  });

  it('names the team rails in en/zh/ms/ta, with no Latin letters in zh and ta', async () => {
    for (const slug of TEAM_CONTAINERS) {
      const id = `main-container-${slug}`;
      const { body } = await server.api('store_viewer', `${S}/container/${id}`, {
        product: 'main',
      });
      const container = (body.data as { rail: string; lon: { lang: string; n: string }[] }[])[0];
      expect(container?.rail, id).toMatch(/^team_/);
      expect(container?.lon.map((entry) => entry.lang).sort(), id).toEqual([
        'en',
        'ms',
        'ta',
        'zh',
      ]);
      for (const entry of container?.lon ?? [])
        if (entry.lang === 'zh' || entry.lang === 'ta') expect(entry.n, id).not.toMatch(/[A-Za-z]/);
    }
  });
});
