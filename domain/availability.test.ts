import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE_MESSAGE,
  UNAVAILABILITY_REASON_CODE,
  effectiveEndDate,
  effectiveLicenceWindowEnd,
  expiryMessage,
  isContentUnavailable,
  isProgramFlagged,
  pickProductValue,
  programFlagReasons,
  unavailabilityMessage,
  unavailabilityReasons,
  unavailableSegmentIndexes,
} from './availability';
import type { AvailabilityContext, AvailabilityFields } from './availability';

const at = new Date('2026-12-01T10:00:00Z');
const context: AvailabilityContext = { at, product: 'sgtv' };
const past = '2026-12-01T09:59:59Z';
const future = '2026-12-01T10:00:01Z';

const available: AvailabilityFields = {
  lwe: future,
  ed_dt: future,
  vce: true,
  st: 'published',
  prd: ['sgtv', 'mytv'],
};

describe('pickProductValue', () => {
  const entries = [
    { prd: 'default', value: 'D' },
    { prd: 'sgtv', value: 'S' },
  ];

  it("takes the product's entry, else 'default', else the plain field", () => {
    expect(pickProductValue(entries, 'sgtv', 'P')).toBe('S');
    expect(pickProductValue(entries, 'mytv', 'P')).toBe('D');
    expect(pickProductValue([{ prd: 'sgtv', value: 'S' }], 'mytv', 'P')).toBe('P');
    expect(pickProductValue(undefined, 'mytv', 'P')).toBe('P');
    expect(pickProductValue([], 'mytv', undefined)).toBeUndefined();
  });

  it('passes over entries that carry nothing', () => {
    expect(
      pickProductValue(
        [
          { prd: 'sgtv', value: null },
          { prd: 'default', value: 'D' },
        ],
        'sgtv',
        'P',
      ),
    ).toBe('D');
    expect(pickProductValue([{ prd: 'sgtv', value: '  ' }], 'sgtv', 'P')).toBe('P');
    expect(pickProductValue([{ prd: 'sgtv', value: '' }], 'sgtv', '')).toBeUndefined();
  });
});

describe('effective dates per product', () => {
  const item: AvailabilityFields = {
    lwe: '2027-01-01T00:00:00Z',
    lwe_prd: [
      { prd: 'default', value: '2026-06-01T00:00:00Z' },
      { prd: 'sgtv', value: '2028-01-01T00:00:00Z' },
    ],
    ed_dt: '2029-01-01T00:00:00Z',
    ed_dt_prd: [{ prd: 'mytv', value: '2026-01-01T00:00:00Z' }],
  };

  it('reads the licence window end and end date that apply in the product', () => {
    expect(effectiveLicenceWindowEnd(item, 'sgtv')?.toISOString()).toBe('2028-01-01T00:00:00.000Z');
    expect(effectiveLicenceWindowEnd(item, 'mytv')?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(effectiveEndDate(item, 'mytv')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(effectiveEndDate(item, 'sgtv')?.toISOString()).toBe('2029-01-01T00:00:00.000Z');
    expect(effectiveEndDate({}, 'sgtv')).toBeNull();
  });

  it('judges each product by its own entry', () => {
    expect(unavailabilityReasons(item, context)).toEqual([]);
    expect(unavailabilityReasons(item, { at, product: 'mytv' })).toEqual([
      'licence-window-ended',
      'end-date-passed',
    ]);
  });
});

describe('unavailabilityReasons', () => {
  it('finds nothing wrong with available content', () => {
    expect(unavailabilityReasons(available, context)).toEqual([]);
    expect(isContentUnavailable(available, context)).toBe(false);
  });

  it('flags a licence window end or end date that has passed, including one reached exactly', () => {
    expect(unavailabilityReasons({ ...available, lwe: past }, context)).toEqual([
      'licence-window-ended',
    ]);
    expect(unavailabilityReasons({ ...available, ed_dt: past }, context)).toEqual([
      'end-date-passed',
    ]);
    expect(unavailabilityReasons({ ...available, lwe: at, ed_dt: at.getTime() }, context)).toEqual([
      'licence-window-ended',
      'end-date-passed',
    ]);
    expect(
      unavailabilityReasons({ ...available, lwe: 'Tue, 01 Dec 2026 09:00:00 GMT' }, context),
    ).toEqual(['licence-window-ended']);
  });

  it('flags the voice flag only when it is false', () => {
    expect(unavailabilityReasons({ ...available, vce: false }, context)).toEqual(['vce-off']);
    expect(unavailabilityReasons({ ...available, vce: 'false' }, context)).toEqual(['vce-off']);
    expect(unavailabilityReasons({ ...available, vce: undefined }, context)).toEqual([]);
    expect(unavailabilityReasons({ ...available, vce: 'true' }, context)).toEqual([]);
  });

  it('flags every status other than published', () => {
    for (const st of ['draft', 'archived', 'purged', 'deleted', 'pre-draft', 'pending']) {
      expect(unavailabilityReasons({ ...available, st }, context)).toEqual(['not-published']);
    }
  });

  it('flags a product list without the current product, even an empty one', () => {
    expect(unavailabilityReasons({ ...available, prd: ['mytv'] }, context)).toEqual([
      'product-not-listed',
    ]);
    expect(unavailabilityReasons({ ...available, prd: [] }, context)).toEqual([
      'product-not-listed',
    ]);
  });

  it('applies no rule whose field is absent or unreadable', () => {
    expect(unavailabilityReasons({}, context)).toEqual([]);
    expect(
      unavailabilityReasons({ lwe: 'whenever', ed_dt: null, st: null, prd: null }, context),
    ).toEqual([]);
  });

  it('lists every reason that applies, in rule order', () => {
    const worst: AvailabilityFields = {
      lwe: past,
      ed_dt: past,
      vce: false,
      st: 'draft',
      prd: ['mytv'],
    };
    expect(unavailabilityReasons(worst, context)).toEqual([
      'licence-window-ended',
      'end-date-passed',
      'vce-off',
      'not-published',
      'product-not-listed',
    ]);
    expect(isContentUnavailable(worst, context)).toBe(true);
  });

  it('maps reasons to the schedule warning codes', () => {
    expect(UNAVAILABILITY_REASON_CODE).toEqual({
      'licence-window-ended': 11340201,
      'end-date-passed': 11340201,
      'vce-off': 11340202,
      'product-not-listed': 11340203,
      'not-published': 11340204,
    });
  });
});

describe('messages', () => {
  it('words the expiry message as the spec does', () => {
    expect(expiryMessage('Hero', '01 Dec 2026 10:00')).toBe(
      'Content availability (catalog/licence) for Hero expires prior to 01 Dec 2026 10:00',
    );
    expect(expiryMessage('Hero', new Date(2026, 11, 1, 10, 0))).toBe(
      'Content availability (catalog/licence) for Hero expires prior to 01 Dec 2026 10:00',
    );
  });

  it('uses the expiry message when expired, else the channel/status/product text', () => {
    expect(NOT_AVAILABLE_MESSAGE).toBe(
      'Content not available due to virtual channel availability/status/product',
    );
    expect(unavailabilityMessage('Hero', ['end-date-passed', 'vce-off'], 'D')).toBe(
      'Content availability (catalog/licence) for Hero expires prior to D',
    );
    expect(unavailabilityMessage('Hero', ['licence-window-ended'], 'D')).toBe(
      'Content availability (catalog/licence) for Hero expires prior to D',
    );
    expect(
      unavailabilityMessage('Hero', ['vce-off', 'not-published', 'product-not-listed'], 'D'),
    ).toBe(NOT_AVAILABLE_MESSAGE);
    expect(unavailabilityMessage('Hero', [], 'D')).toBeUndefined();
  });
});

describe('program flags', () => {
  it('is not flagged with a future licence date, availability on and available segments', () => {
    const program = {
      mn_lic: future,
      mn_avl: true,
      sg: [{ seg_ty: 'vod', ...available }, { seg_ty: 'ad' }],
    };
    expect(programFlagReasons(program, context)).toEqual([]);
    expect(isProgramFlagged(program, context)).toBe(false);
    expect(isProgramFlagged({}, context)).toBe(false);
  });

  it('is flagged once the licence date has passed, including exactly now', () => {
    expect(programFlagReasons({ mn_lic: past }, context)).toEqual(['licence-passed']);
    expect(programFlagReasons({ mn_lic: at }, context)).toEqual(['licence-passed']);
    expect(programFlagReasons({ mn_lic: future }, context)).toEqual([]);
  });

  it('is flagged when the availability flag is false', () => {
    expect(programFlagReasons({ mn_avl: false }, context)).toEqual(['availability-off']);
    expect(programFlagReasons({ mn_avl: 'false' }, context)).toEqual(['availability-off']);
    expect(programFlagReasons({ mn_avl: null }, context)).toEqual([]);
  });

  it('is flagged when a segment is unavailable, and says which', () => {
    const program = {
      sg: [
        { seg_ty: 'vod', ...available },
        { seg_ty: 'ad' },
        { seg_ty: 'vod', ...available, ed_dt: past },
        { seg_ty: 'vod', mn_avl: false },
        { seg_ty: 'vod', mn_lic: past },
        { seg_ty: 'vod', prd: ['mytv'] },
      ],
    };
    expect(unavailableSegmentIndexes(program, context)).toEqual([2, 3, 4, 5]);
    expect(programFlagReasons(program, context)).toEqual(['segment-unavailable']);
  });

  it('lists every reason that applies', () => {
    expect(
      programFlagReasons({ mn_lic: past, mn_avl: false, sg: [{ st: 'draft' }] }, context),
    ).toEqual(['licence-passed', 'availability-off', 'segment-unavailable']);
  });
});
