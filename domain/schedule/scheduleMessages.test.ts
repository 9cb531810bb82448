import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGE, dayScheduleMessages } from './scheduleMessages';

const day = '2024-05-01';
const airing = (start: string, end: string, wrng?: { code: number | string; msg: string }[]) => ({
  a_st_dt: `2024-05-01T${start}:00Z`,
  a_ed_dt: end === '24:00' ? '2024-05-02T00:00:00Z' : `2024-05-01T${end}:00Z`,
  ...(wrng ? { wrng } : {}),
});

describe('SCHEDULE_MESSAGE', () => {
  it('holds the spec texts exactly', () => {
    expect(SCHEDULE_MESSAGE.contentExpires).toBe('Schedule content expires prior to this date.');
    expect(SCHEDULE_MESSAGE.gaps).toBe('There are gaps in the schedule.');
    expect(SCHEDULE_MESSAGE.dayNotFilled).toBe('Schedule content for this day is not filled.');
  });
});

describe('dayScheduleMessages', () => {
  it('gives no message for a fully filled day without warnings', () => {
    expect(
      dayScheduleMessages({ day, airings: [airing('00:00', '12:00'), airing('12:00', '24:00')] }),
    ).toEqual([]);
  });

  it('says not filled for an empty day, and not gaps', () => {
    expect(dayScheduleMessages({ day, airings: [] })).toEqual([
      'Schedule content for this day is not filled.',
    ]);
  });

  it('says not filled when programming stops one minute before midnight', () => {
    expect(dayScheduleMessages({ day, airings: [airing('00:00', '23:59')] })).toEqual([
      'Schedule content for this day is not filled.',
    ]);
  });

  it('says gaps for a one-minute hole with programming after it', () => {
    expect(
      dayScheduleMessages({ day, airings: [airing('00:00', '10:00'), airing('10:01', '24:00')] }),
    ).toEqual(['There are gaps in the schedule.']);
  });

  it('says gaps when the day starts late', () => {
    expect(dayScheduleMessages({ day, airings: [airing('00:01', '24:00')] })).toEqual([
      'There are gaps in the schedule.',
    ]);
  });

  it('says both for a hole and an unfinished end', () => {
    expect(
      dayScheduleMessages({ day, airings: [airing('00:00', '10:00'), airing('11:00', '20:00')] }),
    ).toEqual(['There are gaps in the schedule.', 'Schedule content for this day is not filled.']);
  });

  it('counts an airing from the previous day running past midnight', () => {
    const late = { a_st_dt: '2024-04-30T23:30:00Z', a_ed_dt: '2024-05-01T00:30:00Z' };
    expect(dayScheduleMessages({ day, airings: [late, airing('00:30', '24:00')] })).toEqual([]);
  });

  it('says content expires when the service flags an airing with 11340201', () => {
    const full = airing('00:00', '24:00', [{ code: 11340201, msg: 'VOD Content Expired' }]);
    expect(dayScheduleMessages({ day, airings: [full] })).toEqual([
      'Schedule content expires prior to this date.',
    ]);
  });

  it('does not say content expires for other VOD warnings', () => {
    const full = airing('00:00', '24:00', [{ code: 11340204, msg: 'VOD Content Not Published' }]);
    expect(dayScheduleMessages({ day, airings: [full] })).toEqual([]);
  });

  it('repeats the service day-level gap and not-filled verdicts, in the stable order', () => {
    const messages = dayScheduleMessages({
      day,
      airings: [airing('00:00', '24:00')],
      warnings: [
        { code: '113403', msg: 'Schedule content for this day is not filled' },
        { code: 413401, msg: 'Gaps Present' },
        { code: 11340201, msg: 'VOD Content Expired' },
      ],
    });
    expect(messages).toEqual([
      SCHEDULE_MESSAGE.contentExpires,
      SCHEDULE_MESSAGE.gaps,
      SCHEDULE_MESSAGE.dayNotFilled,
    ]);
  });
});
