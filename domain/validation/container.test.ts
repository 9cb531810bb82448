import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTAINER_TAG,
  clampContainerDates,
  narrowPolicyAttributes,
  normalizeContainerTag,
  normalizePosition,
} from './container';

const parent = { st_dt: '2024-03-01T00:00:00.000Z', ed_dt: '2024-03-31T00:00:00.000Z' };

describe('clampContainerDates', () => {
  it('keeps a window inside the parent, including its exact bounds', () => {
    const inside = { st_dt: '2024-03-05T00:00:00.000Z', ed_dt: '2024-03-20T00:00:00.000Z' };
    expect(clampContainerDates(inside, parent)).toEqual(inside);
    expect(clampContainerDates({ ...parent }, parent)).toEqual(parent);
  });

  it("turns an end after the parent's end into the parent's end", () => {
    const result = clampContainerDates(
      { st_dt: '2024-03-05T00:00:00.000Z', ed_dt: '2024-03-31T00:00:00.001Z' },
      parent,
    );
    expect(result.ed_dt).toBe(parent.ed_dt);
    expect(result.st_dt).toBe('2024-03-05T00:00:00.000Z');
  });

  it("turns an end before the parent's start into the parent's end", () => {
    const result = clampContainerDates({ ed_dt: '2024-02-29T23:59:59.999Z' }, parent);
    expect(result.ed_dt).toBe(parent.ed_dt);
  });

  it("turns a start before the parent's start into the parent's start", () => {
    const result = clampContainerDates(
      { st_dt: '2024-02-29T23:59:59.999Z', ed_dt: '2024-03-10T00:00:00.000Z' },
      parent,
    );
    expect(result.st_dt).toBe(parent.st_dt);
    expect(result.ed_dt).toBe('2024-03-10T00:00:00.000Z');
  });

  it("turns a start after the parent's end into the parent's start", () => {
    const result = clampContainerDates({ st_dt: '2024-04-01T00:00:00.000Z' }, parent);
    expect(result.st_dt).toBe(parent.st_dt);
  });

  it('compares instants across offsets', () => {
    // 08:00+08:00 is midnight UTC: exactly the parent's start, so kept.
    const result = clampContainerDates({ st_dt: '2024-03-01T08:00:00+08:00' }, parent);
    expect(result.st_dt).toBe('2024-03-01T08:00:00+08:00');
    const before = clampContainerDates({ st_dt: '2024-03-01T07:59:59+08:00' }, parent);
    expect(before.st_dt).toBe(parent.st_dt);
  });

  it('keeps the other fields of the container and does not change the input', () => {
    const container = {
      id: 'c1',
      con_tg: 'regular',
      st_dt: '2024-01-01T00:00:00.000Z',
      ed_dt: '2025-01-01T00:00:00.000Z',
    };
    const result = clampContainerDates(container, parent);
    expect(result).toEqual({ id: 'c1', con_tg: 'regular', ...parent });
    expect(container.st_dt).toBe('2024-01-01T00:00:00.000Z');
  });

  it('checks only the bounds the parent sets', () => {
    const openParent = { st_dt: '2024-03-01T00:00:00.000Z' };
    const result = clampContainerDates(
      { st_dt: '2024-03-05T00:00:00.000Z', ed_dt: '2030-01-01T00:00:00.000Z' },
      openParent,
    );
    expect(result).toEqual({
      st_dt: '2024-03-05T00:00:00.000Z',
      ed_dt: '2030-01-01T00:00:00.000Z',
    });
  });

  it("removes the end when it must become an open-ended parent's end", () => {
    const openParent = { st_dt: '2024-03-01T00:00:00.000Z' };
    const result = clampContainerDates(
      { st_dt: '2024-03-05T00:00:00.000Z', ed_dt: '2024-02-01T00:00:00.000Z' },
      openParent,
    );
    expect(result).toEqual({ st_dt: '2024-03-05T00:00:00.000Z' });
  });

  it('leaves missing and unparsable child dates alone', () => {
    expect(clampContainerDates({}, parent)).toEqual({});
    expect(clampContainerDates({ st_dt: 'soon' }, parent)).toEqual({ st_dt: 'soon' });
  });
});

describe('narrowPolicyAttributes', () => {
  it("keeps only what the parent allows, in the container's order", () => {
    expect(narrowPolicyAttributes(['kids', 'premium', 'vip'], ['vip', 'kids'])).toEqual([
      'kids',
      'vip',
    ]);
  });

  it('drops repeats', () => {
    expect(narrowPolicyAttributes(['kids', 'kids'], ['kids'])).toEqual(['kids']);
  });

  it("takes the parent's list when nothing remains", () => {
    expect(narrowPolicyAttributes(['premium'], ['vip', 'kids'])).toEqual(['vip', 'kids']);
    expect(narrowPolicyAttributes([], ['vip'])).toEqual(['vip']);
    expect(narrowPolicyAttributes(undefined, ['vip'])).toEqual(['vip']);
  });

  it('leaves nothing when the parent allows nothing', () => {
    expect(narrowPolicyAttributes(['kids'], [])).toEqual([]);
  });
});

describe('normalizeContainerTag', () => {
  it('is regular by default', () => {
    expect(DEFAULT_CONTAINER_TAG).toBe('regular');
  });

  it('keeps an allowed tag', () => {
    expect(normalizeContainerTag('banner', ['banner', 'carousel'])).toBe('banner');
  });

  it('turns an unallowed or missing tag into regular', () => {
    expect(normalizeContainerTag('grid', ['banner', 'carousel'])).toBe('regular');
    expect(normalizeContainerTag('Banner', ['banner'])).toBe('regular');
    expect(normalizeContainerTag(undefined, ['banner'])).toBe('regular');
    expect(normalizeContainerTag(null, [])).toBe('regular');
  });
});

describe('normalizePosition', () => {
  const allowed = ['top', 'middle', 'bottom'];

  it('keeps an allowed position', () => {
    expect(normalizePosition('bottom', allowed)).toBe('bottom');
  });

  it('falls back to the first allowed option', () => {
    expect(normalizePosition('left', allowed)).toBe('top');
    expect(normalizePosition(undefined, allowed)).toBe('top');
    expect(normalizePosition(null, allowed)).toBe('top');
  });

  it('works for numeric positions', () => {
    expect(normalizePosition(3, [1, 2])).toBe(1);
    expect(normalizePosition(2, [1, 2])).toBe(2);
  });

  it('gives undefined when there is no option', () => {
    expect(normalizePosition('top', [])).toBeUndefined();
  });
});
