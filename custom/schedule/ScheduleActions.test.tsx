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
import { Link } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import type { ScheduleDay, ScheduledAiring, VepgChannel } from '../../domain/schedule/api';
import type { ScheduleMethods } from '../../dataProvider/schedule/scheduleProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  actAndRunItsTimers,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { SCHEDULE_PATHS } from './paths';
import { RuntimeFeaturesProvider } from '../../kit/config/RuntimeFeatures';
import type { RuntimeFeatures } from '../../kit/config/RuntimeFeatures';
import { SchedulePage } from './SchedulePage';
import { messages } from './i18n/schedule';

/*
 * The schedule page's toolbar actions and guards (issue 10), as a scheduler sees them: add
 * content (the catalogue search and the series suggestion), add ad break (the spec's lengths and
 * the flags that drop the first or last), loop until a date, the unsaved-changes guard, the
 * channel expiry banner, and the pin confirmation before a drop on a published day.
 */

const NOW = new Date('2026-11-24T12:00:00Z');
const WED = '2026-11-25';
const SUN = '2026-11-29';
const WEEK = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  WED,
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  SUN,
  '2026-11-30',
];

// The page draws a 9-day timeline: slow on a machine shared by several agents.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const scheduler: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'sam', roles: ['vll_admin'] }),
};

const airing = (uId: string, title: string, start: string, end: string): ScheduledAiring => ({
  uId,
  type: 'program',
  pgm_id: `p-${uId}`,
  a_st_dt: `${WED}T${start}:00Z`,
  a_ed_dt: `${WED}T${end}:00Z`,
  dur: 3600,
  content_name: title,
  content_type: 'Program',
  past: false,
  wrng: [],
  pgm: { id: `p-${uId}`, sg: [{ seg_ty: 'vod', dur: 3600 }] },
});

/** A ten-hour airing from 14:00 that fills `day` to midnight. */
function untilMidnight(day: string): ScheduledAiring {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    ...airing(`z-${day}`, 'Zeta', '14:00', '14:00'),
    a_st_dt: `${day}T14:00:00Z`,
    a_ed_dt: next.toISOString().replace('.000Z', 'Z'),
    dur: 36_000,
  };
}

function weekDays(status: 'draft' | 'published', fullDay?: string): ScheduleDay[] {
  return WEEK.map((dt) => {
    const ar = [
      ...(dt === WED
        ? [airing('a', 'Alpha', '10:00', '11:00'), airing('c', 'Gamma', '13:00', '14:00')]
        : []),
      ...(dt === fullDay ? [untilMidnight(dt)] : []),
    ];
    return {
      id: `ch1_${dt}`,
      key: ar.length ? `ch1_${dt}-v1` : '',
      ut: ar.length ? '2026-11-20T00:00:00.000Z' : '',
      cs: 'ch1',
      dt,
      st: status,
      pst: 'completed',
      tz: 'UTC',
      st_dt: `${dt}T00:00:00.000Z`,
      ed_dt: `${dt}T23:59:59.999Z`,
      minutes: 1440,
      ar,
      wrng: [],
      messages: [],
    };
  });
}

/** The published guide (and usage report) the service answers: two programmes on Wednesday. */
const GUIDE_CHANNEL: VepgChannel = {
  channel: 'ch1',
  name: 'Retro TV',
  tz: 'UTC',
  airing: [
    {
      uId: 'a',
      type: 'program',
      title: 'Alpha',
      description: 'The first one',
      a_st_dt: `${WED}T10:00:00.000Z`,
      a_ed_dt: `${WED}T11:00:00.000Z`,
      dur: 3600,
      dt: WED,
    },
    {
      uId: 'c',
      type: 'program',
      title: 'Gamma',
      description: 'The last one',
      a_st_dt: `${WED}T13:00:00.000Z`,
      a_ed_dt: `${WED}T14:00:00.000Z`,
      dur: 3600,
      dt: WED,
    },
  ],
};

interface Options {
  status?: 'draft' | 'published';
  channel?: Record<string, unknown>;
  /** The runtime configuration's features (`/config.json`). */
  flags?: RuntimeFeatures;
  /** The programs the catalogue search finds (two 30-minute ones by default). */
  programs?: Record<string, unknown>[];
  /** The search service's content lookup (none by default). */
  lookupContent?: (
    ...args: unknown[]
  ) => Promise<{ data: Record<string, unknown>[]; total: number }>;
  /** A day filled to midnight (an airing from 14:00 to 24:00). */
  fullDay?: string;
}

function renderSchedule({
  status = 'draft',
  channel = {},
  flags,
  programs,
  lookupContent,
  fullDay,
}: Options = {}) {
  const methods: ScheduleMethods = {
    getScheduleDays: vi.fn(() => Promise.resolve(weekDays(status, fullDay))),
    saveScheduleDay: vi.fn(),
    confirmPin: vi.fn(() => Promise.resolve({ safe: true, conflicts: [] })),
    loopSchedule: vi.fn(() => Promise.resolve([])),
    getUsageReport: vi.fn(() => Promise.resolve([GUIDE_CHANNEL])),
    getUsageReportCsv: vi.fn(() => Promise.resolve('Channel\n')),
    getGuide: vi.fn(() => Promise.resolve([GUIDE_CHANNEL])),
    getGuideXmltv: vi.fn(() => Promise.resolve('<?xml version="1.0"?><tv/>')),
  };
  const getList = vi.fn((resource: string) =>
    Promise.resolve(
      resource === 'program'
        ? {
            data: programs ?? [
              {
                id: 'p-new',
                lon: [{ lang: 'en', n: 'Quiz Night 1' }],
                sg: [{ seg_ty: 'vod', dur: 1800 }],
                st: 'published',
              },
              {
                id: 'p-new2',
                lon: [{ lang: 'en', n: 'Quiz Night 2' }],
                sg: [{ seg_ty: 'vod', dur: 1800 }],
                st: 'published',
              },
            ],
            total: 2,
          }
        : { data: [{ id: 's1', lon: [{ lang: 'en', n: 'Quiz Night' }] }], total: 1 },
    ),
  );
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider({
      getOne: ((resource: string, params: { id: string }) =>
        resource === 'virtuallivechannel'
          ? Promise.resolve({
              data: { id: params.id, lon: [{ lang: 'en', n: 'Retro TV' }], tz: 'UTC', ...channel },
            })
          : Promise.reject(new Error(resource))) as ConsoleDataProvider['getOne'],
      getMany: () => Promise.resolve({ data: [] }),
      getList: getList as unknown as ConsoleDataProvider['getList'],
    }),
    ...methods,
    ...(lookupContent ? { lookupContent } : {}),
  };
  renderInAdmin(<Link to="/elsewhere">Elsewhere</Link>, {
    path: SCHEDULE_PATHS.scheduleOf('main', status, 'ch1'),
    dataProvider,
    authProvider: scheduler,
    notifications: true,
    i18nProvider: strictI18nProvider(messages),
    routes: {
      // The flags arrive as the runtime configuration's features (/config.json).
      [SCHEDULE_PATHS.schedule]: (
        <RuntimeFeaturesProvider value={flags ?? {}}>
          <SchedulePage />
        </RuntimeFeaturesProvider>
      ),
      '/elsewhere': <h1>Somewhere else</h1>,
    },
  });
  return { methods, getList };
}

const block = (name: RegExp) => screen.findByRole('button', { name });

async function pickUp(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.keyDown(element, { code: 'Enter' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Opens the MUI select named `label` in `dialog` and answers its options' texts. */
async function optionsOf(dialog: HTMLElement, label: RegExp): Promise<string[]> {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/**
 * Adds a 30 s ad break with the dialog's defaults on the window's day `index` (whose option's text
 * matches `day`), once the week has drawn.
 */
async function addBreakOn(index: number, day: RegExp) {
  await block(/^Gamma/);
  fireEvent.click(screen.getByRole('button', { name: 'Add ad break' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add ad break' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
  const option = within(await screen.findByRole('listbox')).getAllByRole('option')[index];
  expect(option?.textContent).toMatch(day);
  fireEvent.click(option as HTMLElement);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
}

describe('the schedule page actions', () => {
  it('adds content found in the catalogue, with the series title suggested, after the day’s last airing', async () => {
    const { getList } = renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add content' });
    // Two characters search nothing, not even once the search's delay has passed.
    actAndRunItsTimers(() => {
      fireEvent.change(within(dialog).getByLabelText('Search programs'), {
        target: { value: 'Qu' },
      });
    });
    expect(getList).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Search programs'), {
      target: { value: 'Quiz' },
    });
    const suggestion = await within(dialog).findByRole('button', { name: 'Quiz Night' });
    expect(getList).toHaveBeenCalledWith(
      'program',
      expect.objectContaining({ filter: { q: 'Quiz', st: 'published' } }),
    );
    expect(getList).toHaveBeenCalledWith(
      'tvseries',
      expect.objectContaining({ filter: { q: 'Quiz' } }),
    );
    fireEvent.click(suggestion);
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'program',
        expect.objectContaining({ filter: { q: 'Quiz Night', st: 'published' } }),
      ),
    );
    // The day: Wednesday (the day select offers the week's seven days).
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
    const days = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(days).toHaveLength(7);
    fireEvent.click(days[2] as HTMLElement);
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Quiz Night 1/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await block(/^Quiz Night 1 14:00–14:30$/);
    expect(screen.getByText('Quiz Night 1 added at 14:00.').getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('adds a 30 s ad break from the spec’s lengths', async () => {
    renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add ad break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ad break' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getAllByRole('option')[2] as HTMLElement,
    );
    expect(await optionsOf(dialog, /^Length/)).toEqual([
      '15 seconds',
      '30 seconds',
      '60 seconds',
      '90 seconds',
      '120 seconds',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '30 seconds' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await block(/^Ad break \(30 s\) 14:00–14:00$/);
    expect(screen.getByText('Ad break (30 s) added at 14:00.').getAttribute('role')).toBe('status');
  });

  it('names the day a break starts in when the chosen day is full and it starts in the next', async () => {
    renderSchedule({ fullDay: WED });
    await addBreakOn(2, /^Wed /);
    // Wednesday ends with Zeta at midnight: the break starts on Thursday, and the notice says so.
    await block(/^Ad break \(30 s\) 00:00–00:00$/);
    const notice = screen.getByText(/^Ad break \(30 s\) added at /);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toMatch(/^Ad break \(30 s\) added at Thu \S.* 00:00\.$/);
  });

  it('moves the window to a break that starts in the next week, and shows it selected', async () => {
    const { methods } = renderSchedule({ fullDay: SUN });
    await addBreakOn(6, /^Sun /);
    // Sunday ends with Zeta at midnight: the break starts on Monday 30, the next week's first day.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-11-30'),
    );
    await waitFor(() =>
      expect(methods.getScheduleDays).toHaveBeenLastCalledWith(
        expect.objectContaining({ st_dt: '2026-11-29', ed_dt: '2026-12-07' }),
        expect.anything(),
      ),
    );
    await block(/^Ad break \(30 s\) 00:00–00:00$/);
    // Selected: its panel beside the timeline, with its day and time.
    const panel = screen.getByRole('region', { name: 'Ad break (30 s)' });
    expect(panel.textContent).toMatch(/Mon .*30.* 00:00–00:00/);
    expect(screen.getByText(/^Ad break \(30 s\) added at Mon \S.* 00:00\.$/)).toBeTruthy();
  });

  it.each([
    [{ adBreakDropFirst: true }, ['30 seconds', '60 seconds', '90 seconds', '120 seconds']],
    [{ adBreakDropLast: true }, ['15 seconds', '30 seconds', '60 seconds', '90 seconds']],
    [{ adBreakDropFirst: true, adBreakDropLast: true }, ['30 seconds', '60 seconds', '90 seconds']],
    // Only true drops: a string from a hand-written config is not a flag.
    [
      { adBreakDropFirst: 'true', adBreakDropLast: false },
      ['15 seconds', '30 seconds', '60 seconds', '90 seconds', '120 seconds'],
    ],
  ])('drops the flagged ad break lengths: %o', async (flags, expected) => {
    renderSchedule({ flags });
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add ad break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ad break' });
    expect(await optionsOf(dialog, /^Length/)).toEqual(expected);
  });

  it('loops the schedule until a date', async () => {
    const { methods } = renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Loop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Loop schedule' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Loop' });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '2026-12-31' } });
    fireEvent.click(submit);
    await screen.findByText('Looping schedule updated sucessfully!');
    expect(methods.loopSchedule).toHaveBeenCalledWith({
      keys: ['ch1'],
      end_date_time: '2026-12-31',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loop schedule' })).toBeNull());
    // The week is read again.
    await waitFor(() => expect(methods.getScheduleDays).toHaveBeenCalledTimes(2));
  });

  it('asks before leaving with unsaved changes; Stay keeps the edit', async () => {
    renderSchedule();
    const gamma = await block(/^Gamma/);
    // Nothing changed: leaving asks nothing.
    await pickUp(gamma);
    fireEvent.keyDown(document, { code: 'ArrowDown' });
    await screen.findByTestId('drag-target');
    fireEvent.keyDown(document, { code: 'Enter' });
    await block(/^Gamma 13:15–14:15$/);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const guard = await screen.findByRole('dialog', { name: 'Unsaved schedule changes' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Gamma 13:15–14:15$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const again = await screen.findByRole('dialog', { name: 'Unsaved schedule changes' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Somewhere else' });
  });

  it('leaves without asking when nothing changed', async () => {
    renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('heading', { name: 'Somewhere else' });
  });

  it('warns that the channel expires within 72 hours, in the banner and the warnings', async () => {
    renderSchedule({ channel: { lwe: '2026-11-26T00:00:00.000Z' } });
    await block(/^Gamma/);
    expect(
      screen.getByText('Channel Expiring: the channel is available only until 26 Nov 2026 00:00.'),
    ).toBeTruthy();
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByRole('heading', { name: /^Channel Expiring/ })).toBeTruthy();
  });

  it('shows no expiry banner for a channel available for longer', async () => {
    renderSchedule({ channel: { lwe: '2027-06-01T00:00:00.000Z' } });
    await block(/^Gamma/);
    expect(screen.queryByText(/^Channel Expiring/)).toBeNull();
  });

  it('asks for pin confirmation before a drop on a published day, then moves the airing', async () => {
    const { methods } = renderSchedule({ status: 'published' });
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(document, { code: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByTestId('drag-target').textContent).toContain('14:00–15:00'),
    );
    fireEvent.keyDown(document, { code: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Pin confirmation' });
    await within(dialog).findByText('Pin Gamma at 14:00 on the published schedule?');
    expect(methods.confirmPin).toHaveBeenCalledWith({
      cs: 'ch1',
      start: `${WED}T14:00:00.000Z`,
      end: `${WED}T15:00:00.000Z`,
      uId: 'c',
      st: 'published',
    });
    // Not moved before the confirmation (the page behind the dialog is hidden from roles).
    expect(screen.getByRole('button', { name: /^Gamma 13:00–14:00$/, hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin' }));
    await block(/^Gamma 14:00–15:00$/);
  });

  it('refuses the pin when the published schedule holds a conflict, naming it', async () => {
    const { methods } = renderSchedule({ status: 'published' });
    vi.mocked(methods.confirmPin).mockResolvedValue({
      safe: false,
      conflicts: [
        {
          uId: 'x',
          content_name: 'Late Show',
          a_st_dt: `${WED}T14:00:00Z`,
          a_ed_dt: `${WED}T15:00:00Z`,
        },
      ],
    } as Awaited<ReturnType<ScheduleMethods['confirmPin']>>);
    const gamma = await block(/^Gamma/);
    await pickUp(gamma);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(document, { code: 'ArrowDown' });
    await screen.findByTestId('drag-target');
    fireEvent.keyDown(document, { code: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Pin confirmation' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Cannot move Gamma: it would overlap Late Show.',
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pin' }).disabled).toBe(
      true,
    );
    // The shared dialog: Escape does not close it; Cancel and the title bar's close button do.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    // fireEvent runs inside act: a dialog that Escape closed would be fading out by now (its
    // container's opacity going to 0 while it stays in the page until the fade ends).
    expect(
      screen.getByRole('dialog', { name: 'Pin confirmation' }).parentElement?.style.opacity,
    ).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Gamma 13:00–14:00$/ })).toBeTruthy();
  });

  it('adds several programs in one go at a time, later airings making room, and keeps the day', async () => {
    const { getList } = renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add content' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getAllByRole('option')[2] as HTMLElement,
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Where/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'At a time' }));
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '12:30' } });
    fireEvent.change(within(dialog).getByLabelText('Search programs'), {
      target: { value: 'Quiz' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Quiz Night 1/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Quiz Night 2/ }));
    expect(within(dialog).getByText('2 chosen: Quiz Night 1, Quiz Night 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await block(/^Quiz Night 1 12:30–13:00$/);
    expect(screen.getByRole('button', { name: /^Quiz Night 2 13:00–13:30$/ })).toBeTruthy();
    // Gamma made room; Alpha, before, stays.
    expect(screen.getByRole('button', { name: /^Gamma 13:30–14:30$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Alpha 10:00–11:00$/ })).toBeTruthy();
    expect(getList).toHaveBeenCalled();
    // The next opening starts on the same day.
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    dialog = await screen.findByRole('dialog', { name: 'Add content' });
    expect(within(dialog).getByRole('combobox', { name: /^Day/ }).textContent).toBe(
      'Wed 25 Nov 2026',
    );
  });

  it('flags a program whose licence date passed or whose segments are unavailable, naming them', async () => {
    const lookupContent = vi.fn(() =>
      Promise.resolve({
        data: [
          { id: 'm-ok', st: 'published', prd: ['main'], mn_lic: '2030-01-01T00:00:00Z' },
          { id: 'm-old', st: 'published', prd: ['main'], mn_lic: '2026-11-01T00:00:00Z' },
        ],
        total: 2,
      }),
    );
    renderSchedule({
      lookupContent,
      programs: [
        {
          id: 'p-fine',
          lon: [{ lang: 'en', n: 'Quiz Night 1' }],
          sg: [{ seg_ty: 'vod', dur: 1800, ctkey: 'm-ok' }],
          st: 'published',
        },
        {
          id: 'p-flagged',
          lon: [{ lang: 'en', n: 'Quiz Night 2' }],
          sg: [
            { seg_ty: 'vod', dur: 900, ctkey: 'm-old' },
            { seg_ty: 'ad', dur: 30 },
            { seg_ty: 'vod', dur: 870, ctkey: 'm-gone' },
          ],
          st: 'published',
        },
      ],
    });
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add content' });
    fireEvent.change(within(dialog).getByLabelText('Search programs'), {
      target: { value: 'Quiz' },
    });
    // m-old's licence date passed; m-gone is not published in the product.
    expect(
      await within(dialog).findByRole('button', {
        name: /^Quiz Night 2 00:30:00 Flagged: licence date passed; unavailable segments 1, 3$/,
      }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Quiz Night 1/ }).textContent).not.toMatch(
      /Flagged/,
    );
    expect(lookupContent).toHaveBeenCalledWith(
      [
        { field: 'id', values: ['m-ok', 'm-old', 'm-gone'] },
        { field: 'st', values: ['published'] },
      ],
      { pageNumber: 1, pageSize: 3 },
      expect.anything(),
    );
  });

  it('adds an ad break between two airings: after the chosen one', async () => {
    renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Add ad break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ad break' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getAllByRole('option')[2] as HTMLElement,
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Where/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'After an airing' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^After/ }));
    fireEvent.click(await screen.findByRole('option', { name: '10:00–11:00 Alpha' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await block(/^Ad break \(30 s\) 11:00–11:00$/);
    expect(screen.getByRole('button', { name: /^Gamma 13:00–14:00$/ })).toBeTruthy();
  });

  it('shows the published guide as apps read it, by day, and downloads its XMLTV named after the channel', async () => {
    const { methods } = renderSchedule();
    await block(/^Gamma/);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:guide');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Guide' }));
    const guide = await screen.findByRole('region', { name: 'Guide as apps read it' });
    expect(methods.getGuide).toHaveBeenCalledWith(
      { channel: 'ch1', start: '2026-11-23', end: '2026-11-30' },
      expect.anything(),
    );
    const wednesday = await within(guide).findByRole('region', { name: 'Wed 25 Nov 2026' });
    expect(
      within(wednesday)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['10:00–11:00AlphaThe first one', '13:00–14:00GammaThe last one']);
    expect(within(guide).getAllByText('No published programmes.')).toHaveLength(6);
    fireEvent.click(within(guide).getByRole('button', { name: 'Download XMLTV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(methods.getGuideXmltv).toHaveBeenCalledWith({
      channel: 'ch1',
      start: '2026-11-23',
      end: '2026-11-30',
    });
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Retro-TV-guide-2026-11-23-to-2026-11-29.xml',
    );
    clicked.mockRestore();
  });

  it('reports the chosen day’s whole week (Monday to the next Monday) in the day view too', async () => {
    const { methods } = renderSchedule();
    await block(/^Gamma/);
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Channel usage report' }));
    const report = await screen.findByRole('region', { name: 'Channel usage report' });
    // Tuesday 24 Nov: its week, not the day (the channel schedule query range of section 9).
    expect(methods.getUsageReport).toHaveBeenLastCalledWith(
      { channel: 'ch1', start: '2026-11-23', end: '2026-11-30' },
      expect.anything(),
    );
    expect(
      within(report).getByText(
        'The week from Monday 2026-11-23 to Sunday 2026-11-29, on the channel’s clock',
      ),
    ).toBeTruthy();
  });

  it('shows the usage report in the user’s date format and downloads it named after the channel and range', async () => {
    const { methods } = renderSchedule();
    await block(/^Gamma/);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Channel usage report' }));
    const report = await screen.findByRole('region', { name: 'Channel usage report' });
    // The whole last day: the end is the day after it.
    expect(methods.getUsageReport).toHaveBeenCalledWith(
      { channel: 'ch1', start: '2026-11-23', end: '2026-11-30' },
      expect.anything(),
    );
    const first = (await within(report).findAllByRole('row'))[1] as HTMLElement;
    expect(within(first).getByText('25 Nov 2026 10:00')).toBeTruthy();
    expect(within(first).getByText('25 Nov 2026 11:00')).toBeTruthy();
    fireEvent.click(within(report).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Retro-TV-usage-report-2026-11-23-to-2026-11-29.csv',
    );
    // Released later, not at once (Chromium then names the file after the blob's id).
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    clicked.mockRestore();
  });
});
