import { describe, expect, it } from 'vitest';
import { guideProgrammes } from './guideProgrammes';
import type { GuideAiringTimes } from './guideProgrammes';

const at = (hhmm: string) => `2027-01-04T${hhmm}:00.000Z`;
const airing = (type: 'program' | 'ad', from: string, to: string, id: string) => ({
  id,
  type,
  a_st_dt: at(from),
  a_ed_dt: at(to),
  dur: (Date.parse(at(to)) - Date.parse(at(from))) / 1000,
});
const times = (list: readonly (GuideAiringTimes & { id: string })[]) =>
  list.map((a) => [a.id, a.a_st_dt.slice(11, 16), a.a_ed_dt.slice(11, 16), a.dur]);

describe('guideProgrammes', () => {
  it('gives an ad break to the programme before it', () => {
    const list = [
      airing('program', '10:31', '11:00', 'b'),
      airing('ad', '10:30', '10:31', 'ad'),
      airing('program', '10:00', '10:30', 'a'),
    ];
    expect(times(guideProgrammes(list))).toEqual([
      ['a', '10:00', '10:31', 1860],
      ['b', '10:31', '11:00', 1740],
    ]);
    // The input is left as it was.
    expect(list[2]?.a_ed_dt).toBe(at('10:30'));
  });

  it('joins several breaks back to back, and one at the end of the list', () => {
    expect(
      times(
        guideProgrammes([
          airing('program', '10:00', '10:30', 'a'),
          airing('ad', '10:30', '10:31', 'ad1'),
          airing('ad', '10:31', '10:32', 'ad2'),
          airing('program', '10:32', '11:00', 'b'),
          airing('ad', '11:00', '11:01', 'ad3'),
        ]),
      ),
    ).toEqual([
      ['a', '10:00', '10:32', 1920],
      ['b', '10:32', '11:01', 1740],
    ]);
  });

  it('leaves a break after a gap, or before any program, to nobody', () => {
    expect(
      times(
        guideProgrammes([
          airing('ad', '09:59', '10:00', 'first'),
          airing('program', '10:00', '10:30', 'a'),
          airing('ad', '10:40', '10:41', 'late'),
          airing('ad', '10:41', '10:42', 'after-late'),
          airing('program', '11:00', '11:30', 'b'),
        ]),
      ),
    ).toEqual([
      ['a', '10:00', '10:30', 1800],
      ['b', '11:00', '11:30', 1800],
    ]);
  });
});
