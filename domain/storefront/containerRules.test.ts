import { describe, expect, it } from 'vitest';
import {
  containerFieldsNeedingItems,
  containerOnPage,
  containerOptionProblems,
  adPositionOnSave,
  fillEmptyAdPosition,
  narrowedPolicies,
  normalizeAdPosition,
  policiesOnPage,
} from './containerRules';

describe('policiesOnPage', () => {
  it("narrows a container's policies to its page's, else takes the page's", () => {
    expect(policiesOnPage({ appliesif: ['kids', 'premium'] }, { appliesif: ['kids'] })).toEqual([
      'kids',
    ]);
    expect(policiesOnPage({ appliesif: ['premium'] }, { appliesif: ['kids', 'adults'] })).toEqual([
      'kids',
      'adults',
    ]);
    expect(policiesOnPage({}, { appliesif: ['kids'] })).toEqual(['kids']);
  });

  it('leaves the container its own when the page has no policies', () => {
    expect(policiesOnPage({ appliesif: ['premium'] }, {})).toEqual(['premium']);
    expect(policiesOnPage({ appliesif: ['premium'] }, { appliesif: [] })).toEqual(['premium']);
    expect(policiesOnPage({}, {})).toEqual([]);
  });
});

describe('narrowedPolicies', () => {
  it('says what changed, or nothing', () => {
    expect(narrowedPolicies({ appliesif: ['premium'] }, { appliesif: ['kids'] })).toEqual({
      own: ['premium'],
      narrowed: ['kids'],
    });
    expect(narrowedPolicies({ appliesif: ['kids'] }, { appliesif: ['kids', 'x'] })).toBeUndefined();
    expect(narrowedPolicies({ appliesif: ['premium'] }, {})).toBeUndefined();
  });
});

describe('containerOnPage', () => {
  it('clamps dates, normalises the tag and narrows policies, keeping the rest', () => {
    const container = {
      id: 'c1',
      ck: 'grid',
      st_dt: '2026-01-01T00:00:00.000Z',
      ed_dt: '2030-01-01T00:00:00.000Z',
      con_tg: 'live',
      appliesif: ['premium'],
    };
    const page = {
      st_dt: '2026-02-01T00:00:00.000Z',
      ed_dt: '2027-01-01T00:00:00.000Z',
      tab_tg: ['regular'],
      appliesif: ['kids'],
    };
    expect(containerOnPage(container, page)).toEqual({
      id: 'c1',
      ck: 'grid',
      st_dt: '2026-02-01T00:00:00.000Z',
      ed_dt: '2027-01-01T00:00:00.000Z',
      con_tg: 'regular',
      appliesif: ['kids'],
      // No position: the first allowed option.
      ap: 15,
    });
    // The stored container is not touched.
    expect(container.appliesif).toEqual(['premium']);
    expect(containerOnPage({ id: 'c2' }, {})).toEqual({ id: 'c2', con_tg: 'regular', ap: 15 });
  });
});

describe('normalizeAdPosition', () => {
  it('gives an empty or unoffered position the first allowed option', () => {
    expect(normalizeAdPosition({ ap: null })).toEqual({ ap: 15 });
    expect(normalizeAdPosition({ ap: '' })).toEqual({ ap: 15 });
    expect(normalizeAdPosition({ ap: 45 })).toEqual({ ap: 15 });
    expect(normalizeAdPosition({ ap: 15 }, { dropFirst: true })).toEqual({ ap: 30 });
    expect(normalizeAdPosition({ ap: 90, s: 'small' })).toEqual({ ap: 90, s: 'small' });
  });

  it('gives a container without the field the first allowed option (a missing position)', () => {
    const container = { s: 'small' };
    expect(normalizeAdPosition(container)).toEqual({ s: 'small', ap: 15 });
    expect(normalizeAdPosition(container, { dropFirst: true })).toEqual({ s: 'small', ap: 30 });
    expect(container).not.toHaveProperty('ap');
  });

  it('is applied on a page (an older stored version may hold one not offered)', () => {
    expect(containerOnPage({ id: 'c3', ap: 45 }, {})).toEqual({
      id: 'c3',
      con_tg: 'regular',
      ap: 15,
    });
    expect(containerOnPage({ id: 'c4', ap: 60 }, {})).toEqual({
      id: 'c4',
      con_tg: 'regular',
      ap: 60,
    });
  });
});

describe('adPositionOnSave', () => {
  it('gives a write without a position, or with an empty one, the first allowed option', () => {
    expect(adPositionOnSave({ s: 'small' })).toEqual({ s: 'small', ap: 15 });
    expect(adPositionOnSave({ ap: null })).toEqual({ ap: 15 });
    expect(adPositionOnSave({ ap: '' }, {}, { dropFirst: true })).toEqual({ ap: 30 });
  });

  it('keeps a position sent (one not offered is left for the write to refuse)', () => {
    expect(adPositionOnSave({ ap: 90 })).toEqual({ ap: 90 });
    expect(adPositionOnSave({ ap: 45 })).toEqual({ ap: 45 });
    expect(adPositionOnSave({ ap: 60 }, { ap: 30 })).toEqual({ ap: 60 });
  });

  it('leaves an update that does not name it to keep the stored one, and fills it when none is stored', () => {
    const update = { key: 'c1-v1', s: 'large' };
    expect(adPositionOnSave(update, { ap: 60 })).toBe(update);
    expect(adPositionOnSave(update, { s: 'small' })).toEqual({ ...update, ap: 15 });
    expect(adPositionOnSave(update, { ap: null })).toEqual({ ...update, ap: 15 });
  });
});

describe('fillEmptyAdPosition', () => {
  it('fills only an empty ad position; one not offered is left for the write to refuse', () => {
    expect(fillEmptyAdPosition({ ap: null })).toEqual({ ap: 15 });
    expect(fillEmptyAdPosition({ ap: '' }, { dropFirst: true })).toEqual({ ap: 30 });
    expect(fillEmptyAdPosition({ ap: 45 })).toEqual({ ap: 45 });
    expect(fillEmptyAdPosition({ ap: 90 })).toEqual({ ap: 90 });
    const none = { s: 'small' };
    expect(fillEmptyAdPosition(none)).toBe(none);
  });
});

describe('containerOptionProblems', () => {
  it('names a tag or an ad position that is not one of the options', () => {
    expect(containerOptionProblems({ con_tg: 'promo', ap: 45 })).toEqual([
      {
        field: '/con_tg',
        value: 'promo',
        allowed: ['regular', 'sponsored', 'new', 'live', 'kids'],
      },
      { field: '/ap', value: 45, allowed: [15, 30, 60, 90, 120] },
    ]);
    expect(containerOptionProblems({ ap: '30' }).map((p) => p.field)).toEqual(['/ap']);
    expect(containerOptionProblems({ ap: 15 }, { dropFirst: true })).toEqual([
      { field: '/ap', value: 15, allowed: [30, 60, 90, 120] },
    ]);
  });

  it('takes empty and offered values, and a container without them', () => {
    expect(containerOptionProblems({ con_tg: 'kids', ap: 120 })).toEqual([]);
    expect(containerOptionProblems({ con_tg: '', ap: null })).toEqual([]);
    expect(containerOptionProblems({ s: 'small' })).toEqual([]);
  });
});

describe('containerFieldsNeedingItems', () => {
  it('names each hand-picked entry with nothing chosen', () => {
    expect(
      containerFieldsNeedingItems({
        ctype: 'manual_curation',
        i: [
          { type: 'manual', data: [{ id: 'm1' }] },
          { type: 'manual', data: [] },
          { type: 'query', q: 'type=movie' },
          { type: 'collection' },
          { type: 'manual', cu: '/storefront/content/container/x/0' },
        ],
      }),
    ).toEqual(['/i/1/data', '/i/3/data']);
  });

  it('asks nothing of query, predefined and personalised containers or an empty set', () => {
    expect(containerFieldsNeedingItems({ ctype: 'query_based', i: [{ type: 'query' }] })).toEqual(
      [],
    );
    expect(
      containerFieldsNeedingItems({ ctype: 'personalized', i: [{ type: 'recommended' }] }),
    ).toEqual([]);
    expect(containerFieldsNeedingItems({ ctype: 'manual_curation', i: [] })).toEqual([]);
    expect(containerFieldsNeedingItems({})).toEqual([]);
  });
});
