import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test, type Locator, type Page } from '../support/test';
import { addCalendarDays, mondayOf } from '../../../domain/schedule/channelDay';
import { USAGE_REPORT_COLUMNS } from '../../../domain/schedule/api';
import { letterToken, serviceAs } from '../../helpers/serviceApi';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { clickMenuLink, notification } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';
import { settle, shoot, switchLanguage } from '../support/screens';

/*
 * A scheduler's day, end to end, from the dashboard through menus, buttons and keys only (the
 * one typed address is the sign-in's start): the demo vll_admin ('scheduler') creates a virtual
 * channel, opens its schedule from the channel list, adds five programs to tomorrow in one go,
 * moves one by mouse drag (pressed on its name, not its time line) and one by keyboard (both
 * snapped to the quarter hour), removes the gaps that left, adds an ad break between the first
 * two programs, reads the warnings, publishes after the confirmation that lists them, opens the
 * channel's guide as apps read it, downloads its XMLTV (checked by xmllint when installed) and
 * the usage report's CSV (named after the channel and the week). axe on every screen;
 * screenshots at 1440 and 1024 px in the dark theme and in Malay.
 *
 * The five programs are catalogue data made beforehand through the API (the programs' editor has
 * its own spec); their names are a random token of letters, so reruns never collide.
 */

const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);
const PROGRAMS = '/api/catalog/content/urn/resource/catalog';
const PROGRAM_SECONDS = 1800;

async function makePrograms(baseURL: string): Promise<{ token: string; programs: string[] }> {
  const { send } = await serviceAs(baseURL);
  const token = `Jrny${letterToken()}`;
  const programs: string[] = [];
  for (const n of [1, 2, 3, 4, 5]) {
    const name = `${token} ${n}`;
    const made = await send('POST', `${PROGRAMS}/program`, {
      lon: [{ lang: 'en', n: name }],
      sg: [
        { seg_ty: 'vod', dur: PROGRAM_SECONDS, sp: 0, ep: PROGRAM_SECONDS, ctkey: 'main-movie-1' },
      ],
      trt: PROGRAM_SECONDS,
    });
    await send('PUT', `${PROGRAMS}/program/${made.id}`, {
      key: made.key,
      ut: made.ut,
      st: 'published',
    });
    programs.push(name);
  }
  return { token, programs };
}

/** The day label the schedule page writes: short weekday, then the preferred 'DD MMM YYYY'. */
function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(date);
  return `${weekday} ${day.slice(8, 10)} ${month} ${day.slice(0, 4)}`;
}

async function openMenuEntry(page: Page, chain: readonly string[], name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: en('console.shell.menu.label') });
  const link = nav.getByRole('link', { name, exact: true });
  // The menu may still re-render as the served menu and the path arrive after the sign-in, which
  // can swallow a click: open the groups and click again until the page is the entry's.
  await expect(async () => {
    for (const id of chain) {
      const toggle = nav.locator(`[data-nav-type][data-nav-id="${id}"]`);
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 });
    }
    await clickMenuLink(page, link);
  }).toPass({ timeout: 45_000 });
}

async function expectAt(block: Locator, start: string, end: string): Promise<void> {
  await expect(block).toHaveAttribute('aria-label', new RegExp(`${start}–${end}`));
}

async function pickOption(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a scheduler builds tomorrow on a new channel, publishes it and ships its guide', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { token, programs } = await makePrograms(baseURL ?? '');
  const channelName = `${token} Nonstop`;
  const errors = watchConsoleErrors(page, 'scheduler journey');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'scheduler');
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'dashboard');

  // Create a virtual channel: menu, list, New Virtual Channel.
  await openMenuEntry(page, ['datastore', 'live'], en('console.virtualChannels.title'));
  const addChannel = page
    .getByRole('link', { name: en('console.virtualChannels.add') })
    .or(page.getByRole('button', { name: en('console.virtualChannels.add') }));
  await expect(addChannel.first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'virtual channels');
  await addChannel.first().click();
  await page.getByLabel(/^Name \(English\)/).fill(channelName);
  await expectNoSeriousAxeViolations(page, 'new virtual channel');
  await page.getByRole('button', { name: en('console.virtualChannels.editor.create') }).click();
  await expect(notification(page)).toContainText(en('console.virtualChannels.editor.created'));

  // Its schedule, from the new channel's page.
  await expect(
    page.getByRole('heading', { name: `Virtual channel: ${channelName}` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the new channel');
  await page
    .getByRole('main')
    .getByRole('link', { name: en('console.virtualChannels.schedule'), exact: true })
    .or(
      page
        .getByRole('main')
        .getByRole('button', { name: en('console.virtualChannels.schedule'), exact: true }),
    )
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Schedule: ${channelName}` })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = addCalendarDays(today, 1);
  if (mondayOf(tomorrow) !== mondayOf(today))
    await page.getByRole('button', { name: en('console.schedule.nextWeek') }).click();
  const monday = mondayOf(tomorrow);
  const sunday = addCalendarDays(monday, 6);
  // The week's seven columns, as its range text says.
  await expect(page.locator('.sched-column')).toHaveCount(7);
  await expect(
    page.getByText(
      en('console.schedule.range', { first: dayLabel(monday), last: dayLabel(sunday) }),
    ),
  ).toBeVisible();
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'empty schedule');

  // Five programs to tomorrow in one go.
  await page.getByRole('button', { name: en('console.schedule.add.open'), exact: true }).click();
  let dialog = page.getByRole('dialog', { name: en('console.schedule.add.title') });
  await pickOption(page, dialog, /^Day/, dayLabel(tomorrow));
  await dialog.getByLabel(en('console.schedule.add.search')).fill(token);
  const results = dialog.getByRole('list', { name: en('console.schedule.add.results') });
  for (const name of programs)
    await results.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await expect(dialog.getByRole('status')).toContainText(`5 chosen: ${programs.join(', ')}`);
  await expectNoSeriousAxeViolations(page, 'add content dialog');
  await dialog
    .getByRole('button', { name: en('console.schedule.add.submit'), exact: true })
    .click();
  await expect(dialog).toHaveCount(0);
  const column = page.locator(`.sched-column[data-day="${tomorrow}"]`);
  const block = (name: string) => column.locator('.sched-block').filter({ hasText: name });
  const starts = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'];
  for (const [index, name] of programs.entries())
    await expectAt(block(name), starts[index] ?? '', starts[index + 1] ?? '');
  await shoot(page, 'journey-scheduler-added-1440-dark');

  // Mouse: the fifth pressed on its name and dragged 67 minutes down: snapped to 03:00.
  const fifth = block(programs[4] ?? '');
  await fifth.scrollIntoViewIfNeeded();
  const box = await fifth.locator('.sched-block-name').boundingBox();
  if (!box) throw new Error('the fifth program is not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(x, y + (step * 67) / 12);
  const target = page.getByTestId('drag-target');
  await expect(target).toContainText('03:00–03:30');
  await page.mouse.up();
  await expectAt(fifth, '03:00', '03:30');

  // Keyboard: the fourth down two quarter hours, to 02:00.
  const fourth = block(programs[3] ?? '');
  await fourth.focus();
  await expect(page.getByRole('tooltip')).toContainText(programs[3] ?? '');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(target).toContainText('02:00–02:30');
  await page.keyboard.press('Enter');
  await expectAt(fourth, '02:00', '02:30');

  // The gaps they left, then remove all gaps.
  await fourth.click();
  const dayPanel = page.locator('section[aria-labelledby="sched-day-title"]');
  await expect(dayPanel).toContainText(en('console.schedule.messages.gaps'));
  await page.getByRole('button', { name: en('console.schedule.gaps.remove'), exact: true }).click();
  await expectAt(fourth, '01:30', '02:00');
  await expectAt(fifth, '02:00', '02:30');
  await expect(dayPanel).not.toContainText(en('console.schedule.messages.gaps'));

  // An ad break between the first two programs; the day is the one used last.
  await page.getByRole('button', { name: en('console.schedule.ad.open'), exact: true }).click();
  dialog = page.getByRole('dialog', { name: en('console.schedule.ad.title') });
  await expect(dialog.getByRole('combobox', { name: /^Day/ })).toHaveText(dayLabel(tomorrow));
  await pickOption(page, dialog, /^Where/, en('console.schedule.place.after'));
  await pickOption(page, dialog, /^After/, `00:00–00:30 ${programs[0] ?? ''}`);
  await expectNoSeriousAxeViolations(page, 'ad break dialog');
  await dialog.getByRole('button', { name: en('console.schedule.ad.submit'), exact: true }).click();
  const adName = en('console.schedule.ad.name', { count: 30 });
  const ad = column.getByRole('button', {
    name: new RegExp(`^${adName.replace(/[()]/g, '\\$&')} 00:30–00:30`),
  });
  await expect(ad).toHaveCount(1);
  // A 30 s break is drawn tall enough to see and grab.
  expect((await ad.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(12);
  await expectAt(block(programs[1] ?? ''), '00:30', '01:00');

  // Save, then the warnings; Publish asks first and lists them by code.
  await page.getByRole('button', { name: en('console.schedule.save'), exact: true }).click();
  await expect(notification(page)).toContainText(en('console.schedule.saved'));
  const warnings = page.getByRole('region', { name: /^Warnings/ });
  await expect(warnings).toBeVisible();
  const codes = await warnings
    .locator('[data-warning-code]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-warning-code')));
  await page.getByRole('button', { name: en('console.schedule.publish'), exact: true }).click();
  dialog = page.getByRole('dialog', { name: en('console.schedule.publishing.title') });
  await expect(dialog).toBeVisible();
  const listed = await dialog
    .locator('[data-warning-code]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-warning-code')));
  expect(listed).toEqual(codes);
  await expectNoSeriousAxeViolations(page, 'publish confirmation');
  await dialog.getByRole('button', { name: en('console.schedule.publish'), exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: en('console.schedule.publishing.done', {
        first: dayLabel(monday),
        last: dayLabel(sunday),
      }),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: en('console.schedule.publish'), exact: true }),
  ).toBeDisabled();

  // The guide as apps read it, and its XMLTV.
  await page.getByRole('button', { name: en('console.schedule.guide.open'), exact: true }).click();
  const guide = page.getByRole('region', { name: en('console.schedule.guide.title') });
  const guideDay = guide.getByRole('region', { name: dayLabel(tomorrow) });
  await expect(guideDay.getByRole('row')).toHaveCount(1 + programs.length);
  await expect(guideDay.getByRole('row').nth(1)).toContainText(`00:00–00:30${programs[0] ?? ''}`);
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'guide view');
  await shoot(page, 'journey-scheduler-guide-1440-dark');
  const slug = channelName.replace(/[^A-Za-z0-9]+/g, '-');
  let downloading = page.waitForEvent('download');
  await guide.getByRole('button', { name: en('console.schedule.guide.download') }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}-guide-${monday}-to-${sunday}.xml`);
  const xmlFile = await download.path();
  const xml = readFileSync(xmlFile, 'utf8');
  for (const name of programs) expect(xml).toContain(name);
  if (existsSync('/usr/bin/xmllint')) execFileSync('xmllint', ['--noout', xmlFile]);

  // The usage report: times in the user's format on screen, the CSV named after channel and week.
  await page.getByRole('button', { name: en('console.schedule.report.open'), exact: true }).click();
  const report = page.getByRole('region', { name: en('console.schedule.report.title') });
  await expect(report.getByRole('row').nth(1)).toContainText(
    new RegExp(`\\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}`),
  );
  await expectNoSeriousAxeViolations(page, 'usage report');
  downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: en('console.schedule.report.download') }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}-usage-report-${monday}-to-${sunday}.csv`);
  const rows: string[][] = parse(readFileSync(await download.path(), 'utf8'), { bom: true });
  expect(rows[0]).toEqual([...USAGE_REPORT_COLUMNS]);
  expect(rows.slice(1).map((row) => row[4])).toEqual(expect.arrayContaining(programs));

  // 1024 px, dark, then Malay.
  await page.setViewportSize({ width: 1024, height: 800 });
  await shoot(page, 'journey-scheduler-guide-1024-dark');
  await page.getByRole('button', { name: en('console.schedule.weekly'), exact: true }).click();
  await expect(page.locator('.sched-column')).toHaveCount(7);
  await shoot(page, 'journey-scheduler-week-1024-dark');
  await switchLanguage(page, 'en', 'ms');
  await expect(
    page.getByRole('button', { name: t('ms', 'console.schedule.guide.open'), exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'schedule in Malay');
  await shoot(page, 'journey-scheduler-week-1024-malay');
  errors.assertClean();
});
