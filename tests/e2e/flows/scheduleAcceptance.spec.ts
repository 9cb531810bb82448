import { readFileSync } from 'node:fs';
import { parseXmltv } from '@iptv/xmltv';
import { expect, test, type Locator, type Page } from '../support/test';
import { parse } from 'csv-parse/sync';
import { addCalendarDays } from '../../../domain/schedule/channelDay';
import { USAGE_REPORT_COLUMNS } from '../../../domain/schedule/api';
import type { VepgResponse } from '../../../domain/schedule/api';
import { loginWithPassword } from '../../helpers/oidcLogin';
import { t, type SupportedLocale } from '../i18n/catalogs';
import {
  TAMIL_LATIN_ALLOWLIST,
  englishWordsIn,
  skipUserContent,
  visibleUiText,
} from '../i18n/visibleText';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { notification } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { saveScreenshot, settle, shoot, switchLanguage } from '../support/screens';

/*
 * Issue 10's acceptance walk, on a virtual channel of its own (made through the API, so each
 * test starts from an empty schedule and reruns never collide): a scheduler opens the channel's
 * schedule, adds three programs to tomorrow through 'Add content' (catalogue search, the series
 * title suggestion), drags one onto another with the keyboard (refused, stays put, the conflict
 * named before and after the drop), drags one away with the pointer (a gap: 'There are gaps in
 * the schedule.'), removes all gaps, adds a 30 s ad break, saves and publishes. The published
 * guide then agrees airing by airing between XMLTV and /vepg; the usage report downloads as CSV
 * with the spec's columns; a viewer sees the schedule read-only. The same walk in Tamil shows
 * no English at any step. Screenshots go to tests/e2e/screenshots/out/.
 */

const PRODUCT = 'main';
const C = '/urn/resource/catalog';
const PROGRAM_MINUTES = 30;
/** The week view draws one pixel a minute (custom/schedule/ScheduleTimeline.tsx). */
const WEEK_PX_PER_MINUTE = 1;

interface WalkData {
  channel: string;
  channelName: string;
  /** The search term: the start of every program's and of the series' name. */
  token: string;
  series: string;
  programs: [string, string, string];
  tomorrow: string;
}

async function adminFetch(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ id: string; key: string; ut: string }> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-product': PRODUCT,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await response.json()) as {
    data: { id: string; key: string; ut: string };
    header: unknown;
  };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body.header)}`);
  return body.data;
}

/**
 * The walk's own data: a virtual channel (UTC), three published 30-minute programs named after
 * a series, and the series (for the title suggestion). Names are a random token of letters
 * only, then separate digits: no English UI word, so the Tamil walk can count every Latin word it
 * sees as English.
 */
async function makeWalkData(baseURL: string): Promise<WalkData> {
  const { accessToken } = await loginWithPassword(baseURL, 'admin', 'admin');
  // Letters only: a base-36 stamp's digits split it into Latin fragments, and one of them could
  // be an English UI word ('Kqzvmwusmnm26or' read as 'or' once).
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.replace(
    /[0-9]/g,
    (digit) => 'qwxzjkvbfp'[Number(digit)] ?? 'q',
  );
  const token = `Kqzv${stamp}`;
  const create = async (type: string, body: Record<string, unknown>, publish: boolean) => {
    const made = await adminFetch(
      baseURL,
      accessToken,
      'POST',
      `/api/catalog/content${C}/${type}`,
      body,
    );
    if (publish)
      await adminFetch(baseURL, accessToken, 'PUT', `/api/catalog/content${C}/${type}/${made.id}`, {
        key: made.key,
        ut: made.ut,
        st: 'published',
      });
    return made.id;
  };
  const channelName = `${token} 24x7`;
  const channel = await create(
    'virtuallivechannel',
    { lon: [{ lang: 'en', n: channelName }] },
    false,
  );
  const series = `${token} 0`;
  await create('tvseries', { lon: [{ lang: 'en', n: series }] }, false);
  const seconds = PROGRAM_MINUTES * 60;
  const programs: string[] = [];
  for (const n of [1, 2, 3]) {
    const name = `${token} ${n}`;
    await create(
      'program',
      {
        lon: [{ lang: 'en', n: name }],
        sg: [{ seg_ty: 'vod', dur: seconds, sp: 0, ep: seconds, ctkey: 'main-movie-1' }],
        trt: seconds,
      },
      true,
    );
    programs.push(name);
  }
  const today = new Date().toISOString().slice(0, 10);
  return {
    channel,
    channelName,
    token,
    series,
    programs: programs as [string, string, string],
    tomorrow: addCalendarDays(today, 1),
  };
}

const schedulePath = (cs: string, cid: string) =>
  `/apps/${PRODUCT}/live/virtuallivechannel/schedule/${cs}/${cid}`;

/** A walk in one language: its texts, and a check of the visible text at each step. */
interface Walker {
  page: Page;
  lang: SupportedLocale;
  text: (key: string, options?: Record<string, string | number>) => string;
  /** Tamil: no English UI word visible now (named `step` in the failure). English: nothing. */
  checkLanguage: (step: string) => Promise<void>;
}

function walker(page: Page, lang: SupportedLocale): Walker {
  return {
    page,
    lang,
    text: (key, options = {}) => t(lang, key, options),
    checkLanguage: async (step) => {
      if (lang === 'en') return;
      // The product's and the user's names in the toolbar are data, not UI text.
      await skipUserContent(
        page.getByRole('banner').locator('button[aria-haspopup="menu"]').last(),
        page.getByRole('banner').getByRole('button', { name: /Main/ }),
      );
      // 'UTC' is the channel's time zone identifier (data), not a UI word.
      const allow = new Set([...TAMIL_LATIN_ALLOWLIST, 'utc']);
      expect
        .soft(englishWordsIn(await visibleUiText(page), allow), `English on screen: ${step}`)
        .toEqual([]);
    },
  };
}

/** The block of a program in tomorrow's column. */
function blockOf(page: Page, data: WalkData, name: string): Locator {
  return page
    .locator(`.sched-column[data-day="${data.tomorrow}"] .sched-block`)
    .filter({ hasText: name });
}

async function expectAt(block: Locator, start: string, end: string): Promise<void> {
  await expect(block).toHaveAttribute('aria-label', new RegExp(`${start}–${end}`));
}

/** 'Add content': searches the catalogue, takes the series suggestion, picks `name`. */
async function addProgram(w: Walker, data: WalkData, name: string, checkSuggestion: boolean) {
  const { page, text } = w;
  await page.getByRole('button', { name: text('console.schedule.add.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text('console.schedule.add.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text('console.schedule.add.search')).fill(data.token.slice(0, 8));
  if (checkSuggestion) {
    // The series title is suggested; choosing it searches for it.
    const suggestion = dialog.getByRole('button', { name: data.series, exact: true });
    await expect(suggestion).toBeVisible();
    await w.checkLanguage('add content, searched');
    await suggestion.click();
    await expect(dialog.getByLabel(text('console.schedule.add.search'))).toHaveValue(data.series);
    await dialog.getByLabel(text('console.schedule.add.search')).fill(data.token);
  }
  const results = dialog.getByRole('list', { name: text('console.schedule.add.results') });
  await results.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await dialog
    .getByRole('button', { name: text('console.schedule.add.submit'), exact: true })
    .click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The scheduler's walk on tomorrow of the walk's channel, in `w.lang`, from the draft schedule
 * to the published one.
 */
async function scheduleWalk(w: Walker, data: WalkData): Promise<void> {
  const { page, text } = w;
  const [first, second, third] = data.programs;
  await page.goto(schedulePath('draft', data.channel));
  // The first page of a fresh server can be slow on a busy machine.
  await expect(page.locator('.sched-column')).toHaveCount(7, { timeout: 60_000 });
  if (w.lang !== 'en') await switchLanguage(page, 'en', w.lang);
  await page.getByLabel(text('console.schedule.date')).fill(data.tomorrow);
  await expect(page.locator(`.sched-column[data-day="${data.tomorrow}"]`)).toBeVisible();
  await settle(page);
  await w.checkLanguage('the empty week');

  // Three programs, one after the other from midnight.
  await addProgram(w, data, first, true);
  await addProgram(w, data, second, false);
  await addProgram(w, data, third, false);
  await expectAt(blockOf(page, data, first), '00:00', '00:30');
  await expectAt(blockOf(page, data, second), '00:30', '01:00');
  await expectAt(blockOf(page, data, third), '01:00', '01:30');
  await w.checkLanguage('three programs added');

  // Keyboard: the third up a quarter hour onto the second: named before the drop, refused after.
  const thirdBlock = blockOf(page, data, third);
  await thirdBlock.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  const target = page.getByTestId('drag-target');
  await expect(target).toContainText(text('console.schedule.drag.conflicts', { names: second }));
  await expect(target).toContainText('00:45–01:15');
  await w.checkLanguage('dragging onto another airing');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('refused-move')).toContainText(
    text('console.schedule.refused', { title: third, names: second }),
  );
  await expectAt(thirdBlock, '01:00', '01:30');
  await expect(
    page.getByRole('button', { name: text('console.schedule.save'), exact: true }),
  ).toBeEnabled();

  // Escape cancels a keyboard move.
  await thirdBlock.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(target).toContainText('01:15–01:45');
  await page.keyboard.press('Escape');
  await expect(target).toHaveCount(0);
  await expectAt(thirdBlock, '01:00', '01:30');

  // Pointer: the third an hour later, which leaves a gap.
  const box = await thirdBlock.boundingBox();
  if (!box) throw new Error('the third block is not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(10, box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(x, y + (step * 60 * WEEK_PX_PER_MINUTE) / 12);
  await expect(target).toContainText('02:00–02:30');
  await expect(target).not.toContainText(
    text('console.schedule.drag.conflicts', { names: '' }).trim(),
  );
  await page.mouse.up();
  await expect(target).toHaveCount(0);
  await expectAt(thirdBlock, '02:00', '02:30');
  await thirdBlock.click();
  const dayPanel = page.locator('section[aria-labelledby="sched-day-title"]');
  await expect(dayPanel).toContainText(text('console.schedule.messages.gaps'));
  await w.checkLanguage('a gap left');

  // Remove all gaps: the third moves back up against the second.
  await page
    .getByRole('button', { name: text('console.schedule.gaps.remove'), exact: true })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: text('console.schedule.gaps.removed', { smart_count: 1 }) }),
  ).toBeVisible();
  await expectAt(thirdBlock, '01:00', '01:30');
  await expect(dayPanel).not.toContainText(text('console.schedule.messages.gaps'));

  // A 30 s ad break after the last airing.
  await page.getByRole('button', { name: text('console.schedule.ad.open'), exact: true }).click();
  const adDialog = page.getByRole('dialog', { name: text('console.schedule.ad.title') });
  await adDialog
    .getByRole('combobox', { name: new RegExp(`^${text('console.schedule.ad.length')}`) })
    .click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(
    [15, 30, 60, 90, 120].map((count) => text('console.schedule.ad.seconds', { count })),
  );
  await w.checkLanguage('ad break lengths');
  await page
    .getByRole('option', { name: text('console.schedule.ad.seconds', { count: 30 }) })
    .click();
  await adDialog
    .getByRole('button', { name: text('console.schedule.ad.submit'), exact: true })
    .click();
  await expect(adDialog).toHaveCount(0);
  const adName = text('console.schedule.ad.name', { count: 30 });
  await expect(
    page.getByRole('status').filter({
      hasText: text('console.schedule.added', { title: adName, start: '01:30' }),
    }),
  ).toBeVisible();
  await expect(
    page
      .locator(`.sched-column[data-day="${data.tomorrow}"] .sched-block`)
      .and(page.getByRole('button', { name: new RegExp(`01:30–01:30`) })),
  ).toHaveCount(1);

  // Save the draft, then publish it.
  await page.getByRole('button', { name: text('console.schedule.save'), exact: true }).click();
  await expect(notification(page)).toContainText(text('console.schedule.saved'));
  await w.checkLanguage('saved');
  await expect(
    page.getByRole('button', { name: text('console.schedule.save'), exact: true }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text('console.schedule.publish'), exact: true }).click();
  // Publish asks first.
  const confirm = page.getByRole('dialog', { name: text('console.schedule.publishing.title') });
  await w.checkLanguage('publish confirmation');
  await confirm
    .getByRole('button', { name: text('console.schedule.publish'), exact: true })
    .click();
  await expect(notification(page)).toContainText(text('console.schedule.saved'));
  await expectAt(blockOf(page, data, first), '00:00', '00:30');
  await settle(page);
  await w.checkLanguage('published');
}

test('a scheduler builds tomorrow, publishes it; XMLTV and /vepg agree, the usage report downloads as CSV, a viewer reads it', async ({
  page,
  baseURL,
  browser,
}) => {
  // Long: the machine is shared by several agents (load average 20-30 on 2 cores seen).
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const data = await makeWalkData(base);
  const errors = watchConsoleErrors(page, 'schedule acceptance');
  await signIn(page, 'scheduler');
  await scheduleWalk(walker(page, 'en'), data);
  await shoot(page, 'schedule-acceptance-published-draft');
  await expectNoSeriousAxeViolations(page, 'schedule page after the walk');

  // The published guide: XMLTV and /vepg agree airing by airing (the ad break is no entry of its
  // own: it belongs to the programme before it, whose stop runs to the break's end).
  const { accessToken } = await loginWithPassword(base, 'scheduler', 'scheduler');
  const query = `channel=${data.channel}&start=${data.tomorrow}&end=${addCalendarDays(data.tomorrow, 1)}`;
  const headers = { authorization: `Bearer ${accessToken}`, 'x-product': PRODUCT };
  const json = (await (await fetch(`${base}/api/vll/vepg?${query}`, { headers })).json()) as {
    data: VepgResponse;
  };
  const xml = await (await fetch(`${base}/api/vll/vepg.xml?${query}`, { headers })).text();
  const fromJson = json.data.flatMap((channel) =>
    channel.airing.map((airing) => ({
      channel: channel.channel,
      start: airing.a_st_dt,
      stop: airing.a_ed_dt,
      title: airing.title,
    })),
  );
  const fromXml = (parseXmltv(xml).programmes ?? []).map((programme) => ({
    channel: programme.channel,
    start: new Date(programme.start).toISOString(),
    stop: programme.stop ? new Date(programme.stop).toISOString() : '',
    title: programme.title[0]?._value ?? '',
  }));
  expect(fromXml).toEqual(fromJson);
  const at = (time: string) => new Date(`${data.tomorrow}T${time}:00.000Z`).toISOString();
  expect(fromJson).toEqual([
    { channel: data.channel, start: at('00:00'), stop: at('00:30'), title: data.programs[0] },
    { channel: data.channel, start: at('00:30'), stop: at('01:00'), title: data.programs[1] },
    {
      channel: data.channel,
      start: at('01:00'),
      stop: new Date(`${data.tomorrow}T01:30:30.000Z`).toISOString(),
      title: data.programs[2],
    },
  ]);

  // The usage report of the week shown, downloaded as CSV with the spec's columns.
  const en = (key: string) => t('en', key);
  await page.getByRole('button', { name: en('console.schedule.report.open'), exact: true }).click();
  await expect(page.getByRole('columnheader', { name: USAGE_REPORT_COLUMNS[0] })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: en('console.schedule.report.download'), exact: true })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const rows: string[][] = parse(readFileSync(file, 'utf8'), { bom: true });
  expect(rows[0]).toEqual([...USAGE_REPORT_COLUMNS]);
  // The report says what played: each program's own times (the guide gives the ad break to
  // the programme before it; the report does not).
  expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[4]])).toEqual(
    [
      ['00:00', '00:30'],
      ['00:30', '01:00'],
      ['01:00', '01:30'],
    ].map(([start = '', stop = ''], index) => [
      data.channelName,
      at(start),
      at(stop),
      String(PROGRAM_MINUTES * 60),
      data.programs[index],
    ]),
  );
  await shoot(page, 'schedule-acceptance-report');
  errors.assertClean();

  // A viewer sees the published schedule, read-only.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'viewer');
  await viewer.goto(schedulePath('published', data.channel));
  await viewer.getByLabel(en('console.schedule.date')).fill(data.tomorrow);
  await expect(blockOf(viewer, data, data.programs[0])).toBeVisible();
  await expect(viewer.getByText(en('console.schedule.readOnly'))).toBeVisible();
  await expect(viewer.locator('.sched-block-draggable')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: en('console.schedule.save') })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: en('console.schedule.add.open') })).toHaveCount(
    0,
  );
  await viewerContext.close();
});

test('the same walk in Tamil shows no English at any step', async ({ page, baseURL }) => {
  test.setTimeout(480_000);
  const data = await makeWalkData(baseURL ?? '');
  await signIn(page, 'scheduler');
  await scheduleWalk(walker(page, 'ta'), data);
  await saveScreenshot(page, 'schedule-acceptance-tamil');
});
