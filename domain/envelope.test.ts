import { describe, expect, it } from 'vitest';
import {
  HEADER_CODE,
  REASON,
  REASON_MEANING,
  errorEnvelope,
  firstErrorDescription,
  hasReason,
  isErrorEnvelope,
  noDataEnvelope,
  readCount,
  readData,
  successEnvelope,
  successEnvelopeJson,
} from './envelope';

describe('envelope header codes', () => {
  it('are three distinct codes', () => {
    const codes = new Set(Object.values(HEADER_CODE));
    expect(codes.size).toBe(3);
  });

  it('names the reason codes of the spec with their values', () => {
    expect(REASON.containerPageEnd).toBe(40250806);
    expect(REASON.catalogNoVersions).toBe(40710504);
    expect(REASON.liveNoVersions).toBe(40520504);
    expect(REASON.gapsPresent).toBe(413401);
    expect([
      REASON.vodContentExpired,
      REASON.vodNotAvailableForVll,
      REASON.vodNotAvailableForProduct,
      REASON.vodNotPublished,
    ]).toEqual([11340201, 11340202, 11340203, 11340204]);
    expect(REASON.scheduleReprocessing).toBe(413405);
    expect(REASON.dayNotFilled).toBe(113403);
    expect([REASON.unknown41440202, REASON.unknown40220351, REASON.unknown40220304]).toEqual([
      41440202, 40220351, 40220304,
    ]);
  });

  it('gives the meanings the spec gives', () => {
    expect(REASON_MEANING[413401]).toBe('Gaps Present');
    expect(REASON_MEANING[11340202]).toBe('VOD Content Not Available For VLL');
    expect(REASON_MEANING[113403]).toBe('Schedule content for this day is not filled');
    expect(REASON_MEANING[41440202]).toBeUndefined();
  });
});

describe('envelope helpers', () => {
  it('counts a list and a single item', () => {
    expect(successEnvelope([1, 2, 3]).header).toEqual({
      code: HEADER_CODE.success,
      count: 3,
      errors: [],
    });
    expect(readCount(successEnvelope({ id: 'a' }))).toBe(1);
    expect(readCount(successEnvelope([1], 120))).toBe(120);
  });

  it('reads no-data as the empty value', () => {
    expect(readData(noDataEnvelope(null as string[] | null), [])).toEqual([]);
    expect(readData(successEnvelope(['x']), [])).toEqual(['x']);
  });

  it('reads the first error description or the fallback', () => {
    const failed = errorEnvelope([
      { code: 40710504, description: 'No versions' },
      { code: 1, description: 'second' },
    ]);
    expect(isErrorEnvelope(failed)).toBe(true);
    expect(firstErrorDescription(failed, 'Request failed')).toBe('No versions');
    expect(firstErrorDescription(errorEnvelope([]), 'Request failed')).toBe('Request failed');
    expect(
      firstErrorDescription(
        errorEnvelope([{ code: 2, description: '  ' }]),
        'Update operation failed',
      ),
    ).toBe('Update operation failed');
    expect(hasReason(failed, REASON.catalogNoVersions)).toBe(true);
    expect(hasReason(failed, REASON.liveNoVersions)).toBe(false);
  });
});

describe('successEnvelopeJson', () => {
  it('wraps JSON text into the same envelope successEnvelope builds', () => {
    const docs = [{ id: 'a', lon: [{ lang: 'ta', n: 'நதி' }] }, { id: 'b' }];
    const text = successEnvelopeJson(JSON.stringify(docs), 120);
    expect(JSON.parse(text)).toEqual(successEnvelope(docs, 120));
  });
});
