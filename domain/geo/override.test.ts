import { describe, expect, it } from 'vitest';
import {
  GEO_NOTE_MAX_LENGTH,
  describeGeoProblem,
  geoProblemParams,
  validateGeoOverride,
} from './override';

describe('validateGeoOverride', () => {
  it('accepts a range with a country and region, normalised', () => {
    expect(
      validateGeoOverride({ ip: '10.1.0.0/16', country: 'my', region: 'my-14', note: ' KL ' }),
    ).toEqual({
      ok: true,
      value: {
        range: expect.objectContaining({ id: '10.1.0.0/16', family: 4, prefix: 16 }) as unknown,
        country: 'MY',
        region: 'MY-14',
        note: 'KL',
      },
    });
  });

  it('reports every field that is wrong, each with its code', () => {
    const result = validateGeoOverride({
      ip: '10.0.0.0/40',
      country: 'XX',
      region: 'SG-01',
      note: 'x'.repeat(GEO_NOTE_MAX_LENGTH + 1),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.field, p.code])).toEqual([
      ['ip', 'prefixTooLong'],
      ['country', 'unknownCountry'],
      ['region', 'regionOfOtherCountry'],
      ['note', 'noteTooLong'],
    ]);
    expect(result.problems.map(describeGeoProblem)).toEqual([
      'An IPv4 prefix is at most /32 (got /40)',
      "'XX' is not an ISO 3166-1 alpha-2 country code",
      'Region SG-01 is not in the chosen country',
      `A note is at most ${GEO_NOTE_MAX_LENGTH} characters`,
    ]);
  });

  it('needs an address and a country; a region must look like one', () => {
    const result = validateGeoOverride({ region: 'Kuala Lumpur' });
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual([
      'empty',
      'countryRequired',
      'malformedRegion',
    ]);
    expect(validateGeoOverride({ ip: '192.0.2.1', country: 'MYS' }).ok).toBe(false);
    expect(validateGeoOverride({ ip: '192.0.2.1', country: 'SG' }).ok).toBe(true);
  });
});

describe('geoProblemParams', () => {
  it("gives a problem's message parameters, the address problem's own beside the rest", () => {
    const result = validateGeoOverride({ ip: '10.0.0.0/40', country: 'MY', region: 'SG-01' });
    expect(result.ok ? [] : result.problems.map(geoProblemParams)).toEqual([
      { family: 4, max: 32, prefix: 40 },
      { value: 'SG-01' },
    ]);
    // As the API sends it (JSON).
    expect(
      geoProblemParams({ field: 'ip', code: 'overlap', existing: '10.0.0.0/8', country: 'MY' }),
    ).toEqual({ existing: '10.0.0.0/8', country: 'MY' });
  });
});
