import { describe, expect, it } from 'vitest';
import { airingInterval } from './airing';

describe('airingInterval', () => {
  it('reads both UTC dates', () => {
    expect(
      airingInterval({ a_st_dt: '2024-05-01T23:30:00Z', a_ed_dt: '2024-05-02T00:30:00Z' }),
    ).toEqual({
      startMs: Date.UTC(2024, 4, 1, 23, 30),
      endMs: Date.UTC(2024, 4, 2, 0, 30),
    });
  });

  it('skips an airing whose end is not after its start', () => {
    expect(
      airingInterval({ a_st_dt: '2024-05-01T10:00:00Z', a_ed_dt: '2024-05-01T10:00:00Z' }),
    ).toBeUndefined();
    expect(
      airingInterval({ a_st_dt: '2024-05-01T10:00:00Z', a_ed_dt: '2024-05-01T09:00:00Z' }),
    ).toBeUndefined();
  });

  it('skips an airing with an unreadable date', () => {
    expect(airingInterval({ a_st_dt: '', a_ed_dt: '2024-05-01T10:00:00Z' })).toBeUndefined();
  });
});
