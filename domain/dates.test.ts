import { enUS } from 'date-fns/locale/en-US';
import { ms } from 'date-fns/locale/ms';
import { ta } from 'date-fns/locale/ta';
import { zhCN } from 'date-fns/locale/zh-CN';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  DEFAULT_DISPLAY_FORMAT,
  DISPLAY_FORMATS,
  DISPLAY_FORMAT_TOKENS,
  INVALID_DATE_TEXT,
  formatDate,
  formatDisplayDate,
  isDisplayFormat,
  isValidTimeZone,
  parseDateInput,
  readDate,
} from './dates';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

describe('parseDateInput: ISO 8601', () => {
  it('reads Z and numeric offsets as the instant they name', () => {
    expect(iso(parseDateInput('2026-12-01T10:00:00Z'))).toBe('2026-12-01T10:00:00.000Z');
    expect(iso(parseDateInput('2026-12-01T10:00:00.250Z'))).toBe('2026-12-01T10:00:00.250Z');
    expect(iso(parseDateInput('2026-12-01T10:00:00+05:30'))).toBe('2026-12-01T04:30:00.000Z');
    expect(iso(parseDateInput('2026-12-01T10:00:00-0800'))).toBe('2026-12-01T18:00:00.000Z');
  });

  it('refuses impossible calendar dates and times', () => {
    expect(parseDateInput('2026-02-29T10:00:00Z')).toBeNull();
    expect(parseDateInput('2026-13-01T10:00:00Z')).toBeNull();
    expect(parseDateInput('2026-12-01T25:00:00Z')).toBeNull();
    expect(iso(parseDateInput('2028-02-29T10:00:00Z'))).toBe('2028-02-29T10:00:00.000Z');
  });
});

describe('parseDateInput: RFC 2822', () => {
  it('reads GMT and +0000 alike', () => {
    expect(iso(parseDateInput('Tue, 01 Dec 2026 10:00:00 GMT'))).toBe('2026-12-01T10:00:00.000Z');
    expect(iso(parseDateInput('Tue, 01 Dec 2026 10:00:00 +0000'))).toBe('2026-12-01T10:00:00.000Z');
  });

  it('applies numeric and named offsets, with optional weekday and seconds', () => {
    expect(iso(parseDateInput('01 Dec 2026 10:00:00 +0530'))).toBe('2026-12-01T04:30:00.000Z');
    expect(iso(parseDateInput('Tue, 1 Dec 2026 10:00 -0100'))).toBe('2026-12-01T11:00:00.000Z');
    expect(iso(parseDateInput('Tue, 01 Dec 2026 10:00:00 EST'))).toBe('2026-12-01T15:00:00.000Z');
    expect(iso(parseDateInput('tue, 01 dec 2026 10:00:00 gmt'))).toBe('2026-12-01T10:00:00.000Z');
  });

  it('refuses a weekday that does not match, a rolled-over date, a bad zone', () => {
    expect(parseDateInput('Wed, 01 Dec 2026 10:00:00 GMT')).toBeNull();
    expect(parseDateInput('Mon, 31 Feb 2026 10:00:00 GMT')).toBeNull();
    expect(parseDateInput('Tue, 01 Dec 2026 10:00:00 XYZ')).toBeNull();
    expect(parseDateInput('Tue, 01 Dec 2026 10:00:00 +0560')).toBeNull();
    expect(parseDateInput('Tue, 01 Dec 2026 24:00:00 GMT')).toBeNull();
    expect(parseDateInput('Tue, 01 Foo 2026 10:00:00 GMT')).toBeNull();
  });
});

describe('parseDateInput: datetime-local', () => {
  it('reads wall-clock time in the local zone, with and without seconds', () => {
    expect(parseDateInput('2026-12-01T10:00')?.getTime()).toBe(
      new Date(2026, 11, 1, 10, 0).getTime(),
    );
    expect(parseDateInput('2026-12-01T10:00:30')?.getTime()).toBe(
      new Date(2026, 11, 1, 10, 0, 30).getTime(),
    );
  });

  it('reads wall-clock time in a named zone', () => {
    expect(iso(parseDateInput('2026-12-01T10:00', 'Asia/Singapore'))).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(iso(parseDateInput('2026-12-01T10:00:30', 'America/New_York'))).toBe(
      '2026-12-01T15:00:30.000Z',
    );
    expect(iso(parseDateInput('2026-07-01T10:00', 'America/New_York'))).toBe(
      '2026-07-01T14:00:00.000Z',
    );
    expect(iso(parseDateInput('2026-12-01', 'Asia/Singapore'))).toBe('2026-11-30T16:00:00.000Z');
    expect(iso(parseDateInput('2026-12-01T10:00:00.5', 'Asia/Singapore'))).toBe(
      '2026-12-01T02:00:00.500Z',
    );
  });

  it('lets an explicit zone in the text win over the named zone', () => {
    expect(iso(parseDateInput('2026-12-01T10:00:00Z', 'Asia/Singapore'))).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });

  it('moves a wall time skipped by a spring gap forward and takes the earlier of a repeated one', () => {
    // New York skips 02:00-03:00 on 8 Mar 2026 and repeats 01:00-02:00 on 1 Nov 2026.
    expect(iso(parseDateInput('2026-03-08T02:30', 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(parseDateInput('2026-11-01T01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Berlin, east of UTC: skips 02:00-03:00 on 29 Mar, repeats 02:00-03:00 on 25 Oct 2026.
    expect(iso(parseDateInput('2026-03-29T02:30', 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(parseDateInput('2026-10-25T02:30', 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses ISO forms other than calendar dates', () => {
    expect(parseDateInput('2026-W49-2', 'Asia/Singapore')).toBeNull();
    expect(parseDateInput('2026-W49-2')).toBeNull();
    expect(parseDateInput('20261201T1000Z')).toBeNull();
  });
});

describe('parseDateInput: rubbish', () => {
  it.each(['', '   ', 'tomorrow', 'Invalid date', '2026-12-01T10:00Zulu', '12/01/2026'])(
    'refuses %j',
    (text) => {
      expect(parseDateInput(text)).toBeNull();
    },
  );
});

describe('readDate', () => {
  it('takes Dates, epoch milliseconds and text; refuses invalid ones', () => {
    const instant = new Date('2026-12-01T10:00:00Z');
    expect(readDate(instant)).toBe(instant);
    expect(iso(readDate(Date.UTC(2026, 11, 1, 10)))).toBe('2026-12-01T10:00:00.000Z');
    expect(iso(readDate('Tue, 01 Dec 2026 10:00:00 GMT'))).toBe('2026-12-01T10:00:00.000Z');
    expect(readDate(new Date(Number.NaN))).toBeNull();
    expect(readDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readDate(null)).toBeNull();
    expect(readDate(undefined)).toBeNull();
  });
});

describe('formatDisplayDate', () => {
  const localTen = new Date(2026, 11, 1, 10, 5);

  it("defaults to 'DD MMM YYYY HH:mm'", () => {
    expect(DEFAULT_DISPLAY_FORMAT).toBe('DD MMM YYYY HH:mm');
    expect(formatDisplayDate(localTen)).toBe('01 Dec 2026 10:05');
  });

  it('offers the two alternatives of the spec', () => {
    expect(DISPLAY_FORMATS).toEqual([
      'DD MMM YYYY HH:mm',
      'MMM DD YYYY HH:mm',
      'YYYY MMM DD HH:mm',
    ]);
    expect(formatDisplayDate(localTen, 'MMM DD YYYY HH:mm')).toBe('Dec 01 2026 10:05');
    expect(formatDisplayDate(localTen, 'YYYY MMM DD HH:mm')).toBe('2026 Dec 01 10:05');
  });

  it('formats text input and gives Invalid date for bad text', () => {
    expect(formatDisplayDate('2026-12-01T10:05')).toBe('01 Dec 2026 10:05');
    expect(formatDisplayDate('not a date')).toBe('Invalid date');
    expect(formatDisplayDate('2026-02-30T10:00:00Z')).toBe(INVALID_DATE_TEXT);
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('Invalid date');
  });

  it('shows the wall clock of a named zone', () => {
    const instant = '2026-12-31T20:30:00Z';
    expect(formatDisplayDate(instant, 'DD MMM YYYY HH:mm', 'UTC')).toBe('31 Dec 2026 20:30');
    expect(formatDisplayDate(instant, 'DD MMM YYYY HH:mm', 'Asia/Singapore')).toBe(
      '01 Jan 2027 04:30',
    );
    expect(formatDisplayDate(instant, 'YYYY MMM DD HH:mm', 'America/New_York')).toBe(
      '2026 Dec 31 15:30',
    );
    expect(formatDisplayDate('2026-07-01T00:00:00Z', 'MMM DD YYYY HH:mm', 'America/New_York')).toBe(
      'Jun 30 2026 20:00',
    );
    expect(formatDisplayDate('2026-12-01T16:00:00Z', 'DD MMM YYYY HH:mm', 'Asia/Singapore')).toBe(
      '02 Dec 2026 00:00',
    );
  });

  it('throws for an unknown time zone, which isValidTimeZone detects', () => {
    expect(isValidTimeZone('Asia/Singapore')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() =>
      formatDisplayDate('2026-12-01T10:00:00Z', 'DD MMM YYYY HH:mm', 'Mars/Olympus'),
    ).toThrow(RangeError);
  });

  it('recognises stored display formats', () => {
    expect(isDisplayFormat('YYYY MMM DD HH:mm')).toBe(true);
    expect(isDisplayFormat('dd MMM yyyy HH:mm')).toBe(false);
    expect(isDisplayFormat(undefined)).toBe(false);
  });
});

describe('DATE_FORMATS', () => {
  const local = new Date(2026, 0, 9, 7, 3, 4);

  it('maps the formats of section 9 to date-fns tokens', () => {
    expect(formatDate(local, DATE_FORMATS.time)).toBe('07:03:04');
    expect(formatDate(local, DATE_FORMATS.hourMinute)).toBe('07:03');
    expect(formatDate(local, DATE_FORMATS.isoDate)).toBe('2026-01-09');
    expect(formatDate(local, DATE_FORMATS.year)).toBe('2026');
    expect(DATE_FORMATS.display).toBe(DISPLAY_FORMAT_TOKENS['DD MMM YYYY HH:mm']);
  });

  it('renders every token the same way in a zone as date-fns does locally', () => {
    const instant = '2026-01-09T07:03:04Z';
    expect(formatDate(instant, DATE_FORMATS.time, 'UTC')).toBe('07:03:04');
    expect(formatDate(instant, DATE_FORMATS.isoDate, 'Asia/Singapore')).toBe('2026-01-09');
    expect(formatDate(instant, DATE_FORMATS.hourMinute, 'America/New_York')).toBe('02:03');
    expect(formatDate('2026-01-01T03:00:00Z', DATE_FORMATS.year, 'America/New_York')).toBe('2025');
    for (const tokens of [
      ...Object.values(DATE_FORMATS),
      ...Object.values(DISPLAY_FORMAT_TOKENS),
    ]) {
      const localWall = new Date(2026, 5, 15, 23, 59, 58);
      const asUtc = new Date(Date.UTC(2026, 5, 15, 23, 59, 58));
      expect(formatDate(asUtc, tokens, 'UTC')).toBe(formatDate(localWall, tokens));
    }
  });
});

describe('month names in the UI language', () => {
  const march = new Date(2026, 2, 9, 7, 3);
  const august = new Date(2026, 7, 9, 7, 3);

  it('shows English month names without a locale, and with en-US', () => {
    expect(formatDisplayDate(march)).toBe('09 Mar 2026 07:03');
    expect(formatDisplayDate(march, DEFAULT_DISPLAY_FORMAT, undefined, enUS)).toBe(
      '09 Mar 2026 07:03',
    );
  });

  it('shows them in Chinese, Malay and Tamil', () => {
    expect(formatDisplayDate(march, 'DD MMM YYYY HH:mm', undefined, zhCN)).toBe(
      '09 3月 2026 07:03',
    );
    expect(formatDisplayDate(august, 'MMM DD YYYY HH:mm', undefined, ms)).toBe('Ogo 09 2026 07:03');
    expect(formatDisplayDate(march, 'DD MMM YYYY HH:mm', undefined, ms)).toBe('09 Mac 2026 07:03');
    expect(formatDisplayDate(august, 'YYYY MMM DD HH:mm', undefined, ta)).toBe('2026 ஆக. 09 07:03');
  });

  it('names the month the same way in a time zone as locally', () => {
    const instant = '2026-08-09T07:03:00Z';
    expect(formatDisplayDate(instant, 'DD MMM YYYY HH:mm', 'UTC', zhCN)).toBe('09 8月 2026 07:03');
    expect(formatDisplayDate(instant, 'DD MMM YYYY HH:mm', 'Asia/Kuala_Lumpur', ms)).toBe(
      '09 Ogo 2026 15:03',
    );
    expect(formatDisplayDate(instant, 'DD MMM YYYY HH:mm', 'Asia/Kolkata', ta)).toBe(
      '09 ஆக. 2026 12:33',
    );
    for (const locale of [enUS, zhCN, ms, ta]) {
      for (let month = 0; month < 12; month += 1) {
        const localWall = new Date(2026, month, 15, 23, 59);
        const asUtc = new Date(Date.UTC(2026, month, 15, 23, 59));
        expect(formatDate(asUtc, DATE_FORMATS.display, 'UTC', locale)).toBe(
          formatDate(localWall, DATE_FORMATS.display, undefined, locale),
        );
      }
    }
  });

  it('keeps times and numeric dates as they are in every language', () => {
    for (const locale of [zhCN, ms, ta]) {
      expect(formatDate(march, DATE_FORMATS.isoDate, undefined, locale)).toBe('2026-03-09');
      expect(formatDate(march, DATE_FORMATS.hourMinute, 'UTC', locale)).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});
