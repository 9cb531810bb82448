import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkJobView } from '../../server/jobs/bulkJobs';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';
import { openJobStream, ticketFor } from './notificationsSse';

const dialects = await testDialects();
const SORT = '/api/catalog/bulkupdate/tvseason/tvepisodes';
const EPISODES = '/api/catalog/content/urn/resource/catalog/tvepisode';
// The demo seed: main-series-1 has seasons s1 and s2 of five episodes each (ep_no 1..5).
const SEASON = 'main-series-1-s1';
const episodes = (season: string) => [1, 2, 3, 4, 5].map((n) => `${season}-e${n}`);

describe.each(dialects)('episode sorting on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'notify_test_sort' });
  });
  afterAll(async () => server?.stop());

  const sort = (user: string, body: unknown) =>
    server.api(user, SORT, { method: 'PUT', product: 'main', json: body });

  async function episodeNumbers(): Promise<Record<string, number>> {
    const { status, body } = await server.api(
      'editor',
      `${EPISODES}?ssn_id=${SEASON}&pageSize=100&st=all`,
      { product: 'main' },
    );
    expect(status).toBe(200);
    const rows = body.data as { id: string; ep_no: number }[];
    return Object.fromEntries(rows.map((r) => [r.id, r.ep_no]));
  }

  it("reorders a season's episodes as a job the owner's stream shows", async () => {
    expect(await episodeNumbers()).toMatchObject({ [`${SEASON}-e1`]: 1, [`${SEASON}-e5`]: 5 });
    const stream = await openJobStream(server, await ticketFor(server, 'editor'));
    try {
      const order = [...episodes(SEASON)].reverse();
      const { status, body } = await sort('editor', { ssn_id: SEASON, ids: order });
      expect(status, JSON.stringify(body.header)).toBe(202);
      const job = body.data as BulkJobView;
      expect(job).toMatchObject({
        kind: 'episodesort',
        action: 'episodesort',
        cty: 'tvepisode',
        count: 5,
      });
      const done = await stream.waitFor((j) => j.id === job.id && j.status === 'inactive', 20_000);
      expect(done.job).toMatchObject({
        kind: 'episodesort',
        action: 'episodesort',
        success: 5,
        failure: 0,
      });
      const numbers = await episodeNumbers();
      order.forEach((id, index) => expect(numbers[id], id).toBe(index + 1));
      const jobs = await server.api('editor', '/api/user/notification/jobs');
      expect((jobs.body.data as BulkJobView[])[0]).toMatchObject({
        id: job.id,
        kind: 'episodesort',
        action: 'episodesort',
      });
    } finally {
      stream.close();
    }
  });

  it('refuses an episode of another season, an unknown season, a viewer and a bad body', async () => {
    const stranger = await sort('editor', {
      ssn_id: SEASON,
      ids: [...episodes(SEASON).slice(0, 4), 'main-series-1-s2-e1'],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.header.errors[0]?.description).toContain('main-series-1-s2-e1');
    expect((await sort('editor', { ssn_id: 'no-such-season', ids: ['x'] })).status).toBe(404);
    expect((await sort('viewer', { ssn_id: SEASON, ids: episodes(SEASON) })).status).toBe(403);
    expect((await sort('editor', { ssn_id: SEASON, ids: [] })).status).toBe(400);
    const twice = await sort('editor', { ssn_id: SEASON, ids: [`${SEASON}-e1`, `${SEASON}-e1`] });
    expect(twice.status).toBe(400);
  });
});
