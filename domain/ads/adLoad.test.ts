import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_INTERVALS_SECONDS, adLoadProblems, bandFor, breakPlan } from './adLoad';
import type { AdLoadPolicy } from './adLoad';

const STANDARD: AdLoadPolicy = {
  n: 'Standard',
  dropFirst: false,
  dropLast: false,
  bands: [
    { upTo: 600, midRolls: 0, breakSeconds: 15 },
    { upTo: 2700, midRolls: 1, breakSeconds: 30 },
    { upTo: null, midRolls: 3, breakSeconds: 60 },
  ],
};

describe('ad load policies', () => {
  it('the intervals are the spec’s 15, 30, 60, 90 and 120 seconds', () => {
    expect(AD_INTERVALS_SECONDS).toEqual([15, 30, 60, 90, 120]);
  });

  it('picks the band by duration, bounds inclusive', () => {
    expect(bandFor(STANDARD, 600)?.midRolls).toBe(0);
    expect(bandFor(STANDARD, 601)?.midRolls).toBe(1);
    expect(bandFor(STANDARD, 2700)?.midRolls).toBe(1);
    expect(bandFor(STANDARD, 99_999)?.midRolls).toBe(3);
  });

  it('plans pre-roll, evenly spread mid-rolls and post-roll', () => {
    expect(breakPlan(STANDARD, 5400)).toEqual([
      { position: 'pre', offset: 0, seconds: 60 },
      { position: 'mid', offset: 1350, seconds: 60 },
      { position: 'mid', offset: 2700, seconds: 60 },
      { position: 'mid', offset: 4050, seconds: 60 },
      { position: 'post', offset: 5400, seconds: 60 },
    ]);
    expect(breakPlan(STANDARD, 300)).toEqual([
      { position: 'pre', offset: 0, seconds: 15 },
      { position: 'post', offset: 300, seconds: 15 },
    ]);
  });

  it('drops the first break (pre-roll) or the last (post-roll) when flagged', () => {
    const plan = breakPlan({ ...STANDARD, dropFirst: true, dropLast: true }, 1800);
    expect(plan).toEqual([{ position: 'mid', offset: 900, seconds: 30 }]);
  });

  it('moves a mid-roll to a near ad marker, not to a far one', () => {
    // Spacing 1350 s: markers within 135 s are taken, the nearest first.
    expect(breakPlan(STANDARD, 5400, [1300, 1400, 2000, 4100]).map((b) => b.offset)).toEqual([
      0, 1300, 2700, 4100, 5400,
    ]);
  });

  it('gives no breaks to a title of no length', () => {
    expect(breakPlan(STANDARD, 0)).toEqual([]);
    expect(breakPlan(STANDARD, Number.NaN)).toEqual([]);
  });

  it('any plan is in order, inside the title, of the band’s length', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 20_000, noNaN: true }),
        fc.array(fc.integer({ min: -10, max: 20_010 }), { maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (duration, cues, dropFirst, dropLast) => {
          const plan = breakPlan({ ...STANDARD, dropFirst, dropLast }, duration, cues);
          for (let i = 1; i < plan.length; i += 1) {
            expect(plan[i]!.offset).toBeGreaterThan(plan[i - 1]!.offset);
          }
          for (const b of plan) {
            expect(b.offset).toBeGreaterThanOrEqual(0);
            expect(b.offset).toBeLessThanOrEqual(Math.ceil(duration));
            expect(Number.isInteger(b.offset)).toBe(true);
            expect(b.seconds).toBe(bandFor(STANDARD, duration)?.breakSeconds);
          }
          expect(plan.some((b) => b.position === 'pre')).toBe(!dropFirst);
          expect(plan.some((b) => b.position === 'post')).toBe(!dropLast);
        },
      ),
    );
  });

  it('accepts a well-formed policy', () => {
    expect(adLoadProblems(STANDARD)).toEqual([]);
  });

  it('names every problem by its field', () => {
    const problems = adLoadProblems({
      n: ' ',
      dropFirst: 'yes',
      dropLast: false,
      bands: [
        { upTo: 600, midRolls: 1, breakSeconds: 45 },
        { upTo: 600, midRolls: -1, breakSeconds: 30 },
        { upTo: null, midRolls: 21, breakSeconds: 30 },
      ],
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['/n', 'nameMissing'],
      ['/dropFirst', 'flagNotBoolean'],
      ['/bands/0/breakSeconds', 'intervalUnknown'],
      ['/bands/1/upTo', 'upToNotIncreasing'],
      ['/bands/1/midRolls', 'midRollsInvalid'],
      ['/bands/2/midRolls', 'midRollsInvalid'],
    ]);
  });

  it('wants an unbounded last band, bounded ones before it, and some bands', () => {
    expect(
      adLoadProblems({
        ...STANDARD,
        bands: [
          { upTo: null, midRolls: 1, breakSeconds: 30 },
          { upTo: 900, midRolls: 1, breakSeconds: 30 },
        ],
      }).map((p) => [p.field, p.code]),
    ).toEqual([
      ['/bands/0/upTo', 'upToInvalid'],
      ['/bands/1/upTo', 'lastBandBounded'],
    ]);
    expect(adLoadProblems({ ...STANDARD, bands: [] }).map((p) => p.code)).toEqual(['bandsMissing']);
    expect(adLoadProblems(null).map((p) => p.code)).toEqual(['bandsMissing']);
  });
});
