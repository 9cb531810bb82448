/** An airing as the guide reads it: its kind, its instants (ISO) and its length in seconds. */
export interface GuideAiringTimes {
  type: 'program' | 'ad';
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
}

/**
 * The programmes of a channel's guide (JSON and XMLTV): its program airings in start order, an
 * ad break belonging to the programme before it. A program followed back to back by ad breaks
 * stops where the last of them ends, so a programme's stop is the next programme's start and the
 * guide has no hole at a break (10:00-10:30 program, 10:30-10:31 ad, 10:31 program: the first
 * programme is 10:00-10:31). An ad break after a gap, or with no program before it, is no
 * programme and extends none.
 */
export function guideProgrammes<T extends GuideAiringTimes>(airings: readonly T[]): T[] {
  const sorted = [...airings].sort(
    (a, b) => Date.parse(a.a_st_dt) - Date.parse(b.a_st_dt) || (a.type === 'program' ? -1 : 1),
  );
  const programmes: T[] = [];
  let open: T | undefined;
  for (const airing of sorted) {
    if (airing.type === 'program') {
      open = { ...airing };
      programmes.push(open);
      continue;
    }
    if (open && Date.parse(airing.a_st_dt) === Date.parse(open.a_ed_dt)) {
      open.a_ed_dt = airing.a_ed_dt;
      open.dur = (Date.parse(open.a_ed_dt) - Date.parse(open.a_st_dt)) / 1000;
    } else open = undefined;
  }
  return programmes;
}
