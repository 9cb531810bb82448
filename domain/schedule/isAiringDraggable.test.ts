import { describe, expect, it } from 'vitest';
import { isAiringDraggable } from './isAiringDraggable';

const now = new Date('2024-05-01T12:00:00Z');
const startingAt = (a_st_dt: string) => ({ a_st_dt });

describe('isAiringDraggable', () => {
  it('lets a future airing of a draft or published schedule move', () => {
    expect(isAiringDraggable(startingAt('2024-05-01T12:00:01Z'), 'draft', now)).toBe(true);
    expect(isAiringDraggable(startingAt('2024-05-01T12:00:01Z'), 'published', now)).toBe(true);
  });

  it('never moves an airing that starts exactly now', () => {
    expect(isAiringDraggable(startingAt('2024-05-01T12:00:00Z'), 'draft', now)).toBe(false);
    expect(isAiringDraggable(startingAt('2024-05-01T12:00:00Z'), 'published', now)).toBe(false);
  });

  it('never moves an airing that started before now, even in a draft', () => {
    expect(isAiringDraggable(startingAt('2024-05-01T11:59:59Z'), 'draft', now)).toBe(false);
    expect(isAiringDraggable(startingAt('2024-05-01T11:59:59Z'), 'published', now)).toBe(false);
  });

  it('does not move airings of schedules in other statuses', () => {
    expect(isAiringDraggable(startingAt('2024-05-02T00:00:00Z'), 'archived', now)).toBe(false);
    expect(isAiringDraggable(startingAt('2024-05-02T00:00:00Z'), 'pre-draft', now)).toBe(false);
  });

  it('does not move an airing with an unreadable start', () => {
    expect(isAiringDraggable(startingAt('soon'), 'draft', now)).toBe(false);
  });
});
