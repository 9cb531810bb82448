import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { followRecordId } from '../../domain/storefront/rails';
import { upsertViewing } from '../store/viewingRepository';
import { teamId } from './sportSeed';

/** The demo viewers of every product (a page's viewer read takes one as `context.userId`). */
export const DEMO_VIEWERS = ['viewer-ana', 'viewer-ben'] as const;

interface DemoViewing {
  /** The title's id without the product prefix (`movie-7`: `main-movie-7` in main). */
  item: string;
  /** Share watched, in percent (100: finished). */
  watched: number;
  duration: number;
  favourite?: true;
  /** Hours after the seed's base time it was last watched. */
  hours: number;
}

/*
 * Titles the demo catalogue publishes and has available (server/seed/demoSeed.ts: movies, series,
 * episodes and shorts 1, 2, 3, 5, 7, 9, 10, 11, 12 are published inside their windows): Ana is
 * halfway through a film, an episode and another film; Ben through other ones. Each has
 * favourites and finished titles to watch again, and matches of the teams they follow.
 */
const HISTORIES: Record<(typeof DEMO_VIEWERS)[number], DemoViewing[]> = {
  'viewer-ana': [
    { item: 'movie-7', watched: 40, duration: 5760, hours: 300 },
    { item: 'series-1-s1-e2', watched: 65, duration: 1620, hours: 290 },
    { item: 'movie-12', watched: 12, duration: 6060, hours: 200 },
    { item: 'movie-1', watched: 0, duration: 5400, favourite: true, hours: 150 },
    { item: 'series-3', watched: 0, duration: 0, favourite: true, hours: 140 },
    { item: 'movie-2', watched: 100, duration: 5460, favourite: true, hours: 120 },
    { item: 'movie-5', watched: 100, duration: 5640, hours: 100 },
    // Matches of her teams (server/seed/sportSeed.ts): one half watched, one watched and liked.
    { item: 'match-1', watched: 45, duration: 7200, hours: 95 },
    { item: 'match-3', watched: 100, duration: 7200, favourite: true, hours: 90 },
  ],
  'viewer-ben': [
    { item: 'movie-3', watched: 80, duration: 5520, hours: 310 },
    { item: 'series-2-s1-e1', watched: 30, duration: 1560, hours: 305 },
    { item: 'short-5', watched: 50, duration: 80, hours: 250 },
    { item: 'movie-9', watched: 0, duration: 5880, favourite: true, hours: 160 },
    { item: 'movie-10', watched: 100, duration: 5940, favourite: true, hours: 130 },
    { item: 'movie-11', watched: 100, duration: 6000, hours: 90 },
    // Matches of his team: one a third watched, one marked to watch.
    { item: 'match-2', watched: 30, duration: 7200, hours: 85 },
    { item: 'match-4', watched: 0, duration: 7200, favourite: true, hours: 80 },
  ],
};

/**
 * The teams each demo viewer follows (ids without the product, server/seed/sportSeed.ts), stored
 * as viewing records of `team:{teamId}` (domain/storefront/rails: followRecordId) marked
 * favourite, dated when followed: Ana follows the Hawks and the Lions, Ben the Sharks. Their
 * team rails show the matches of those teams.
 */
export const FOLLOWED_TEAMS: Record<(typeof DEMO_VIEWERS)[number], string[]> = {
  'viewer-ana': ['hawks', 'lions'],
  'viewer-ben': ['sharks'],
};

/** Writes the demo viewers' histories of every product, inside the demo seed's transaction. */
export async function seedViewingDemo(
  db: Kysely<Database>,
  products: readonly string[],
  baseTime: number,
): Promise<void> {
  for (const product of products) {
    for (const viewer of DEMO_VIEWERS) {
      for (const entry of HISTORIES[viewer]) {
        await upsertViewing(db, {
          product,
          viewer,
          itemId: `${product}-${entry.item}`,
          position: Math.round((entry.duration * entry.watched) / 100),
          duration: entry.duration,
          favourite: entry.favourite === true,
          completed: entry.watched >= 100,
          lastWatched: new Date(baseTime + entry.hours * 3_600_000).toISOString(),
        });
      }
      for (const [index, team] of FOLLOWED_TEAMS[viewer].entries()) {
        await upsertViewing(db, {
          product,
          viewer,
          itemId: followRecordId(teamId(product, team)),
          position: 0,
          duration: 0,
          favourite: true,
          completed: false,
          lastWatched: new Date(baseTime + (10 + index) * 3_600_000).toISOString(),
        });
      }
    }
  }
}
