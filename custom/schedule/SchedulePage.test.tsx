import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { useEffect } from 'react';
import { useSetLocale } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import axe from 'axe-core';
import type { PutScheduleBody, ScheduleDay, ScheduledAiring } from '../../domain/schedule/api';
import type { ScheduleMethods } from '../../dataProvider/schedule/scheduleProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import type { OtherLocale } from '../../kit/testing/renderInAdmin';
import { SCHEDULE_PATHS } from './paths';
import { SchedulePage } from './SchedulePage';
import { messages } from './i18n/schedule';

const NOW = new Date('2026-11-24T12:00:00Z');

// The page draws a 9-day timeline: slow on a machine shared by several agents.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView, which dnd-kit's keyboard sensor calls.
  Element.prototype.scrollIntoView ??= () => undefined;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function authAs(roles: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'u1', uid: 'u1', username: 'sam', roles }),
  };
}

const airing = (
  uId: string,
  title: string,
  start: string,
  end: string,
  extra: Partial<ScheduledAiring> = {},
): ScheduledAiring => ({
  uId,
  type: 'program',
  pgm_id: `p-${uId}`,
  a_st_dt: start,
  a_ed_dt: end,
  dur: (Date.parse(end) - Date.parse(start)) / 1000,
  content_name: title,
  content_type: 'Program',
  past: Date.parse(start) <= NOW.getTime(),
  wrng: [],
  pgm: {
    id: `p-${uId}`,
    sg: [
      { seg_ty: 'vod', dur: 3000 },
      { seg_ty: 'ad', dur: 600 },
    ],
  },
  ...extra,
});

function day(dt: string, ar: ScheduledAiring[], fields: Partial<ScheduleDay> = {}): ScheduleDay {
  return {
    id: `ch1_${dt}`,
    key: ar.length ? `ch1_${dt}-v1` : '',
    ut: ar.length ? '2026-11-20T00:00:00.000Z' : '',
    cs: 'ch1',
    dt,
    st: 'draft',
    pst: 'completed',
    tz: 'UTC',
    st_dt: `${dt}T00:00:00.000Z`,
    ed_dt: `${dt}T23:59:59.999Z`,
    minutes: 1440,
    ar,
    wrng: [],
    messages: [],
    ...fields,
  };
}

const WEEK = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
];

function days(): ScheduleDay[] {
  return WEEK.map((dt) => {
    if (dt === '2026-11-24')
      return day(dt, [airing('past', 'Morning News', `${dt}T08:00:00Z`, `${dt}T09:00:00Z`)]);
    if (dt === '2026-11-25')
      return day(
        dt,
        [
          airing('a', 'Alpha', `${dt}T10:00:00Z`, `${dt}T11:00:00Z`),
          airing('b', 'Beta', `${dt}T11:00:00Z`, `${dt}T12:00:00Z`, {
            wrng: [{ code: 11340201, msg: 'Content availability expired' }],
          }),
          airing('c', 'Gamma', `${dt}T13:00:00Z`, `${dt}T14:00:00Z`, {
            pgm: {
              id: 'p-c',
              lon: [
                { lang: 'en', n: 'Gamma' },
                { lang: 'ta', n: 'காமா' },
              ],
              sg: [{ seg_ty: 'vod', dur: 3600 }],
            },
          }),
        ],
        { wrng: [{ code: 413401, msg: 'Gaps Present' }] },
      );
    if (dt === '2026-11-26')
      return day(dt, [
        airing('s', 'Short Clip', `${dt}T10:00:00Z`, `${dt}T10:03:00Z`),
        airing('ad1', 'Ad break (60 s)', `${dt}T10:03:00Z`, `${dt}T10:04:00Z`, {
          type: 'ad',
          pgm_id: undefined,
          pgm: undefined,
        }),
      ]);
    return day(dt, []);
  });
}

const TRANSLATIONS = {
  zh: () => import('./i18n/schedule.zh'),
  ms: () => import('./i18n/schedule.ms'),
  ta: () => import('./i18n/schedule.ta'),
};

function SwitchLanguage({ to }: { to: OtherLocale }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

function renderSchedule(
  roles: string[],
  language?: OtherLocale,
  status: 'draft' | 'published' = 'draft',
) {
  const methods: ScheduleMethods = {
    getScheduleDays: vi.fn((query: { st_dt?: string; ed_dt?: string }) =>
      Promise.resolve(
        days().filter(
          (entry) => entry.dt >= (query.st_dt ?? '') && entry.dt <= (query.ed_dt ?? '9999'),
        ),
      ),
    ),
    saveScheduleDay: vi.fn((body: PutScheduleBody) =>
      Promise.resolve(day(body.dt, [], { key: `ch1_${body.dt}-v2` })),
    ),
    confirmPin: vi.fn(() => Promise.resolve({ safe: true, conflicts: [] })),
    loopSchedule: vi.fn(),
    getUsageReport: vi.fn(() => Promise.resolve([])),
    getUsageReportCsv: vi.fn(),
    getGuide: vi.fn(() => Promise.resolve([])),
    getGuideXmltv: vi.fn(),
  };
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider({
      getOne: ((resource: string, params: { id: string }) =>
        resource === 'virtuallivechannel'
          ? Promise.resolve({
              data: { id: params.id, lon: [{ lang: 'en', n: 'Retro TV' }], tz: 'UTC' },
            })
          : Promise.reject(new Error(resource))) as ConsoleDataProvider['getOne'],
      getMany: () => Promise.resolve({ data: [] }),
    }),
    ...methods,
  };
  renderInAdmin(language ? <SwitchLanguage to={language} /> : null, {
    path: SCHEDULE_PATHS.scheduleOf('main', status, 'ch1'),
    dataProvider,
    authProvider: authAs(roles),
    notifications: true,
    i18nProvider: language
      ? createStrictI18nProvider({
          english: [messages],
          otherLocales: async (locale) => [(await TRANSLATIONS[locale]()).messages],
        })
      : strictI18nProvider(messages),
    routes: { [SCHEDULE_PATHS.schedule]: <SchedulePage /> },
  });
  return methods;
}

const block = (name: RegExp) => screen.findByRole('button', { name });

/** Picks an airing up with Enter: dnd-kit listens for the next keys from the following tick. */
async function pickUp(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.keyDown(element, { code: 'Enter' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Wednesday's airings after Gamma was moved up to 12:00 (as the save sends them). */
const GAMMA_AT_NOON = [
  ['a', '2026-11-25T10:00:00Z'],
  ['b', '2026-11-25T11:00:00Z'],
  ['c', '2026-11-25T12:00:00.000Z'],
];

describe('the schedule page', () => {
  it('draws the week (nine days read, seven drawn) with its blocks, day messages, locked past airings and warnings', async () => {
    const methods = renderSchedule(['vll_admin']);
    expect(await screen.findByRole('heading', { name: 'Schedule: Retro TV' })).toBeTruthy();
    await block(/^Gamma 13:00–14:00$/);
    expect(methods.getScheduleDays).toHaveBeenCalledWith(
      { cs: 'ch1', st: 'draft', st_dt: '2026-11-22', ed_dt: '2026-11-30' },
      expect.anything(),
    );
    const columns = document.querySelectorAll('.sched-column');
    expect(columns).toHaveLength(7);
    // 1441 entries plus 60 blank each side, one pixel a minute in the week.
    expect((columns[0] as HTMLElement).style.height).toBe('1561px');
    // The future airings are draggable, the past one is not.
    expect(
      screen.getByRole('button', { name: /^Alpha/ }).getAttribute('aria-roledescription'),
    ).toBe('draggable');
    const past = screen.getByRole('button', { name: /^Morning News/ });
    expect(past.getAttribute('aria-roledescription')).toBeNull();
    expect(past.getAttribute('data-locked')).toBe('true');
    // Wednesday has a hole 12:00-13:00 and stops at 14:00.
    const wednesday = screen.getByRole('heading', { name: /Wed 25 Nov 2026/ });
    expect(wednesday.textContent).toContain('There are gaps in the schedule.');
    expect(wednesday.textContent).toContain('Schedule content for this day is not filled.');
    // Expired content in the expired colour (#790707, which a browser's style gives back as
    // rgb(121, 7, 7)); the segments of a program as bands.
    expect(screen.getByRole('button', { name: /^Beta/ }).style.background).toMatch(
      /#790707|rgb\(121, 7, 7\)/i,
    );
    expect(screen.getByRole('button', { name: /^Alpha/ }).style.background).toContain(
      'linear-gradient',
    );
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Gaps Present (1)', 'VOD Content Expired (1)']);
    expect(screen.getByRole('img', { name: 'Current time' })).toBeTruthy();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('moves an airing with the keyboard by quarter hours, shows the target, and saves the day', async () => {
    const methods = renderSchedule(['vll_admin']);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(document, { code: 'ArrowUp' });
    const target = await screen.findByTestId('drag-target');
    await waitFor(() => expect(target.textContent).toContain('12:00–13:00'));
    expect(target.textContent).not.toContain('Overlaps');
    fireEvent.keyDown(document, { code: 'Enter' });
    await block(/^Gamma 12:00–13:00$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Schedules updated sucessfully!');
    expect(methods.saveScheduleDay).toHaveBeenCalledTimes(1);
    const body = vi.mocked(methods.saveScheduleDay).mock.calls[0]?.[0];
    expect(body?.dt).toBe('2026-11-25');
    expect(body?.st).toBe('draft');
    expect(body?.base).toEqual({ key: 'ch1_2026-11-25-v1', ut: '2026-11-20T00:00:00.000Z' });
    expect(body?.ar.map((entry) => [entry.uId, entry.a_st_dt])).toEqual(GAMMA_AT_NOON);
  });

  it('keeps unsaved moves when switching between week and day view, and saves them on their version', async () => {
    const methods = renderSchedule(['vll_admin']);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(document, { code: 'ArrowUp' });
    await waitFor(() =>
      expect(screen.getByTestId('drag-target').textContent).toContain('12:00–13:00'),
    );
    fireEvent.keyDown(document, { code: 'Enter' });
    await block(/^Gamma 12:00–13:00$/);
    // Today's day view (Monday and Tuesday): Wednesday is out of the window, its move kept.
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() =>
      expect(methods.getScheduleDays).toHaveBeenCalledWith(
        { cs: 'ch1', st: 'draft', st_dt: '2026-11-23', ed_dt: '2026-11-24' },
        expect.anything(),
      ),
    );
    await block(/^Morning News/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Gamma/ })).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
    // The next day's view asks the service for Wednesday again and still shows the move.
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(methods.getScheduleDays).toHaveBeenCalledWith(
        { cs: 'ch1', st: 'draft', st_dt: '2026-11-24', ed_dt: '2026-11-25' },
        expect.anything(),
      ),
    );
    await block(/^Alpha 10:00–11:00$/);
    expect(screen.getByRole('button', { name: /^Gamma 12:00–13:00$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await block(/^Gamma 12:00–13:00$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Schedules updated sucessfully!');
    expect(methods.saveScheduleDay).toHaveBeenCalledTimes(1);
    const body = vi.mocked(methods.saveScheduleDay).mock.calls[0]?.[0];
    expect(body?.dt).toBe('2026-11-25');
    expect(body?.base).toEqual({ key: 'ch1_2026-11-25-v1', ut: '2026-11-20T00:00:00.000Z' });
    expect(body?.ar.map((entry) => [entry.uId, entry.a_st_dt])).toEqual(GAMMA_AT_NOON);
  });

  it('keeps an unsaved edit of a day both views show; the new answer fills only the other days', async () => {
    const methods = renderSchedule(['vll_admin']);
    await block(/^Gamma/);
    // The service's Monday changes after the week was read (another scheduler saved it).
    vi.mocked(methods.getScheduleDays).mockImplementation((query) =>
      Promise.resolve(
        days()
          .map((entry) =>
            entry.dt === '2026-11-23'
              ? day(entry.dt, [
                  airing('late', 'Late Show', '2026-11-23T20:00:00Z', '2026-11-23T21:00:00Z'),
                ])
              : entry.dt === '2026-11-24'
                ? day(entry.dt, [
                    airing('other', 'Other Edit', '2026-11-24T18:00:00Z', '2026-11-24T19:00:00Z'),
                  ])
                : entry,
          )
          .filter(
            (entry) => entry.dt >= (query.st_dt ?? '') && entry.dt <= (query.ed_dt ?? '9999'),
          ),
      ),
    );
    // An ad break added to today (Tuesday) in the week view.
    fireEvent.click(screen.getByRole('button', { name: 'Add ad break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ad break' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const added = /^Ad break \(30 s\) /;
    const tuesday = () =>
      document.querySelector('.sched-column[data-day="2026-11-24"]') as HTMLElement;
    await block(added);
    expect(within(tuesday()).getByRole('button', { name: added })).toBeTruthy();
    // Today's day view (Monday and Tuesday read), read again from the service: Tuesday keeps the
    // working copy (the ad break and Morning News, not the service's other edit); Monday shows
    // the new answer (in the week).
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() =>
      expect(methods.getScheduleDays).toHaveBeenCalledWith(
        { cs: 'ch1', st: 'draft', st_dt: '2026-11-23', ed_dt: '2026-11-24' },
        expect.anything(),
      ),
    );
    // The day view draws the chosen day only (Monday is read for airings crossing midnight).
    await waitFor(() => expect(document.querySelectorAll('.sched-column')).toHaveLength(1));
    expect(within(tuesday()).getByRole('button', { name: added })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Morning News/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Other Edit/ })).toBeNull();
    // Back to the week: still there.
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(document.querySelectorAll('.sched-column')).toHaveLength(7));
    await block(/^Gamma/);
    await block(/^Late Show 20:00–21:00/);
    expect(within(tuesday()).getByRole('button', { name: added })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Other Edit/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('publishes the days of the window that are stored, never an empty day nobody scheduled', async () => {
    const methods = renderSchedule(['vll_admin']);
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // It asks first, listing the window's warnings by code and message.
    const dialog = await screen.findByRole('dialog', { name: 'Publish the schedule?' });
    expect(methods.saveScheduleDay).not.toHaveBeenCalled();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '413401 Gaps Present — Gaps Present (Wed 25 Nov 2026)',
      '11340201 VOD Content Expired — Content availability expired (Beta)',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Schedules updated sucessfully!');
    // Said on the page, and nothing new to publish until an edit is saved.
    expect(
      screen.getByText('Published Mon 23 Nov 2026 to Sun 29 Nov 2026.').getAttribute('role'),
    ).toBe('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled).toBe(true);
    const sent = vi.mocked(methods.saveScheduleDay).mock.calls.map(([body]) => [body.dt, body.st]);
    expect(sent).toEqual([
      ['2026-11-24', 'published'],
      ['2026-11-25', 'published'],
      ['2026-11-26', 'published'],
    ]);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    fireEvent.keyDown(document, { code: 'ArrowDown' });
    await screen.findByTestId('drag-target');
    fireEvent.keyDown(document, { code: 'Enter' });
    await block(/^Gamma 13:15–14:15$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' }).disabled).toBe(
        false,
      ),
    );
  });

  it('asks before saving edits to the published schedule, naming the days, and saves nothing on Cancel', async () => {
    const methods = renderSchedule(['vll_admin'], undefined, 'published');
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    fireEvent.keyDown(document, { code: 'ArrowDown' });
    await screen.findByTestId('drag-target');
    fireEvent.keyDown(document, { code: 'Enter' });
    // A drop on the published schedule is pinned first.
    const pin = await screen.findByRole('dialog', { name: 'Pin confirmation' });
    const pinButton = within(pin).getByRole<HTMLButtonElement>('button', { name: 'Pin' });
    await waitFor(() => expect(pinButton.disabled).toBe(false));
    fireEvent.click(pinButton);
    await block(/^Gamma 13:15–14:15$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the published schedule?' });
    expect(dialog.textContent).toContain('Wed 25 Nov 2026');
    expect(methods.saveScheduleDay).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(methods.saveScheduleDay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Save the published schedule?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await screen.findByText('Schedules updated sucessfully!');
    const sent = vi.mocked(methods.saveScheduleDay).mock.calls.map(([body]) => [body.dt, body.st]);
    expect(sent).toEqual([['2026-11-25', 'published']]);
  });

  it('refuses a drop onto an occupied range, names the conflict before and after, and stays put', async () => {
    renderSchedule(['vll_admin']);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    for (let step = 0; step < 8; step += 1) fireEvent.keyDown(document, { code: 'ArrowUp' });
    const target = await screen.findByTestId('drag-target');
    await waitFor(() => expect(target.textContent).toContain('Overlaps Beta'));
    fireEvent.keyDown(document, { code: 'Enter' });
    expect((await screen.findByTestId('refused-move')).textContent).toContain(
      'Cannot move Gamma: it would overlap Beta.',
    );
    expect(screen.getByRole('button', { name: /^Gamma 13:00–14:00$/ })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('Escape cancels a keyboard move', async () => {
    renderSchedule(['vll_admin']);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    fireEvent.keyDown(document, { code: 'ArrowDown' });
    await screen.findByTestId('drag-target');
    fireEvent.keyDown(document, { code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('drag-target')).toBeNull());
    expect(screen.getByRole('button', { name: /^Gamma 13:00–14:00$/ })).toBeTruthy();
  });

  it('removes all gaps: later airings move up to close the hole', async () => {
    renderSchedule(['vll_admin']);
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all gaps' }));
    // Sunday-to-Monday edges aside, Wednesday's airings start at midnight and follow each other.
    await block(/^Alpha 00:00–01:00$/);
    expect(screen.getByRole('button', { name: /^Gamma 02:00–03:00$/ })).toBeTruthy();
    // The past airing stays.
    expect(screen.getByRole('button', { name: /^Morning News 08:00–09:00, Locked$/ })).toBeTruthy();
  });

  it('is read-only for a viewer', async () => {
    renderSchedule(['content_user']);
    await block(/^Gamma/);
    expect(screen.getByText('You can view this schedule but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add content' })).toBeNull();
    expect(
      screen.getByRole('button', { name: /^Gamma/ }).getAttribute('aria-roledescription'),
    ).toBeNull();
  });

  it('speaks Tamil', async () => {
    renderSchedule(['vll_admin'], 'ta');
    expect(await screen.findByRole('heading', { name: 'அட்டவணை: Retro TV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'சேமி' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'எச்சரிக்கைகள்' })).toBeTruthy();
    // A draggable airing's role is described in Tamil too.
    const alpha = await block(/^Alpha/);
    expect(alpha.getAttribute('aria-roledescription')).toBe('இழுக்கக்கூடியது');
    // A program airing is named by its program's title in the UI language where it has one
    // (Alpha's program has none: its stored name stays).
    const gamma = await block(/^காமா/);
    expect(gamma.textContent).toContain('காமா');
    expect(screen.queryByRole('button', { name: /^Gamma/ })).toBeNull();
  });

  it('draws the seven days its range text names in the week, and the one day in the day view', async () => {
    renderSchedule(['vll_admin']);
    await block(/^Gamma/);
    const columnDays = () =>
      [...document.querySelectorAll<HTMLElement>('.sched-column')].map((c) => c.dataset.day);
    expect(columnDays()).toEqual(WEEK.slice(1, -1));
    // One date format on the page: the preference's ('DD MMM YYYY'), after the weekday.
    expect(screen.getByText('Showing Mon 23 Nov 2026 to Sun 29 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Wed 25 Nov 2026/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(columnDays()).toEqual(['2026-11-24']));
    expect(screen.getByText('Showing Tue 24 Nov 2026 to Tue 24 Nov 2026')).toBeTruthy();
  });

  it('lets the whole block take the pointer, draws short airings and ad breaks tall enough, and names a block in full on hover and focus', async () => {
    renderSchedule(['vll_admin']);
    const short = await block(/^Short Clip 10:00–10:03$/);
    const ad = screen.getByRole('button', { name: /^Ad break \(60 s\) 10:03–10:04$/ });
    // The day's background is under the blocks and never the pointer's target.
    const dayBox = document.querySelector('.sched-daybox') as HTMLElement;
    expect(getComputedStyle(dayBox).pointerEvents).toBe('none');
    expect(getComputedStyle(dayBox).zIndex).toBe('-1');
    // Three minutes and one minute in the week (a pixel a minute) are drawn 12 px tall.
    expect(parseFloat(short.style.height)).toBeGreaterThanOrEqual(12);
    expect(parseFloat(ad.style.height)).toBeGreaterThanOrEqual(12);
    expect(ad.className).toContain('sched-block-short');
    fireEvent.pointerOver(short);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Short Clip 10:00–10:03');
    act(() => screen.getByRole('button', { name: /^Alpha/ }).focus());
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Alpha 10:00–11:00'));
  });

  it('says in the day header that the content expires, with the spec’s message on hover and focus', async () => {
    renderSchedule(['vll_admin']);
    await block(/^Gamma/);
    const wednesday = screen.getByRole('heading', { name: /^Wed 25 Nov 2026/ });
    const note = within(wednesday).getByTitle('Schedule content expires prior to this date.');
    expect(note.textContent).toContain('Content expires');
    expect(note.tabIndex).toBe(0);
  });
});
