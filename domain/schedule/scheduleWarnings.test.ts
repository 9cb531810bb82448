import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_WARNING_KINDS,
  groupWarningsByCode,
  tallyByName,
  hasWarningCode,
  normaliseWarningCode,
} from './scheduleWarnings';

describe('SCHEDULE_WARNING_KINDS', () => {
  it('lists the spec codes and titles in the spec order', () => {
    expect(SCHEDULE_WARNING_KINDS).toEqual([
      { code: 413401, title: 'Gaps Present' },
      { code: 11340201, title: 'VOD Content Expired' },
      { code: 11340202, title: 'VOD Content Not Available For VLL' },
      { code: 11340203, title: 'VOD Content Not Available For Product' },
      { code: 11340204, title: 'VOD Content Not Published' },
      { code: 413405, title: 'Schedule Reprocessing' },
      { code: 113403, title: 'Schedule content for this day is not filled' },
      { code: 'channelExpiry', title: 'Channel Expiring' },
      { code: 'conditionalPublish', title: 'Conditional Publish' },
    ]);
  });
});

describe('normaliseWarningCode', () => {
  it('reads numeric strings as numbers and keeps named codes', () => {
    expect(normaliseWarningCode('413401')).toBe(413401);
    expect(normaliseWarningCode(413401)).toBe(413401);
    expect(normaliseWarningCode('channelExpiry')).toBe('channelExpiry');
  });
});

describe('hasWarningCode', () => {
  it('matches a code in either spelling', () => {
    expect(hasWarningCode({ wrng: [{ code: '11340201', msg: 'expired' }] }, 11340201)).toBe(true);
    expect(hasWarningCode({ wrng: [{ code: 11340202, msg: 'vll' }] }, 11340201)).toBe(false);
    expect(hasWarningCode({}, 11340201)).toBe(false);
  });
});

describe('groupWarningsByCode', () => {
  const a = {
    id: 'a',
    wrng: [
      { code: 'conditionalPublish', msg: 'Published on condition' },
      { code: 11340201, msg: 'Movie A expired' },
    ],
  };
  const b = {
    id: 'b',
    wrng: [
      { code: '11340201', msg: 'Movie B expired' },
      { code: 413401, msg: 'Gap at 10:00' },
    ],
  };
  const c = {
    id: 'c',
    wrng: [
      { code: 41440202, msg: 'Something' },
      { code: 'channelExpiry', msg: 'Channel ends soon' },
    ],
  };
  const quiet = { id: 'd', wrng: null };

  it('groups by code in the spec order, unknown codes last', () => {
    const groups = groupWarningsByCode([c, quiet, a, b]);
    expect(groups.map((group) => group.code)).toEqual([
      413401,
      11340201,
      'channelExpiry',
      'conditionalPublish',
      41440202,
    ]);
    expect(groups.map((group) => group.title)).toEqual([
      'Gaps Present',
      'VOD Content Expired',
      'Channel Expiring',
      'Conditional Publish',
      '41440202',
    ]);
  });

  it('puts every item carrying a code in its group, with the messages', () => {
    const expired = groupWarningsByCode([a, b]).find((group) => group.code === 11340201);
    expect(expired?.items).toEqual([a, b]);
    expect(expired?.messages).toEqual(['Movie A expired', 'Movie B expired']);
  });

  it('lists an item and a message once even when repeated', () => {
    const twice = {
      wrng: [
        { code: 413401, msg: 'Gap' },
        { code: '413401', msg: 'Gap' },
      ],
    };
    const [group] = groupWarningsByCode([twice]);
    expect(group?.items).toEqual([twice]);
    expect(group?.messages).toEqual(['Gap']);
  });

  it('keeps unknown codes in first-seen order', () => {
    const groups = groupWarningsByCode([
      { wrng: [{ code: 40220351, msg: 'x' }] },
      { wrng: [{ code: 40220304, msg: 'y' }] },
    ]);
    expect(groups.map((group) => group.code)).toEqual([40220351, 40220304]);
  });

  it('gives no groups for items without warnings', () => {
    expect(groupWarningsByCode([quiet, {}])).toEqual([]);
  });
});

describe('tallyByName', () => {
  it('lists each name once with its count, in first-seen order', () => {
    expect(
      tallyByName([{ name: 'Wild' }, { name: 'Brave' }, { name: 'Wild' }, { name: 'Wild' }]),
    ).toEqual([
      { name: 'Wild', count: 3 },
      { name: 'Brave', count: 1 },
    ]);
    expect(tallyByName([])).toEqual([]);
  });
});
