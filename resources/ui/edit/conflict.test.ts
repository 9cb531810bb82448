// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { pickLatest } from './conflict';

const v1 = { id: 'm1', key: 'm1-v1', st: 'published', ut: '2024-01-01T00:00:00.000Z' };
const v2 = { id: 'm1', key: 'm1-v2', st: 'draft', ut: '2024-01-02T00:00:00.000Z' };

describe('pickLatest', () => {
  it('takes the version the edit was based on, with its newer revision', () => {
    expect(pickLatest([v1, v2], 'm1-v1')).toBe(v1);
  });

  it('else takes the draft, as the editor would open it', () => {
    expect(pickLatest([v1, v2], 'm1-v9')).toBe(v2);
  });

  it('ignores entries without a key or revision', () => {
    expect(pickLatest([{ id: 'm1' }], undefined)).toBeUndefined();
    expect(pickLatest([], 'm1-v1')).toBeUndefined();
  });
});
