import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  englishNameInput,
  mainMenu,
  notification,
  openMenuItem,
  uniqueName,
  versionPicker,
} from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { signIn } from '../support/login';
import {
  POSTGRES_URL,
  ensurePostgresDatabase,
  postgresUrlFor,
} from '../../support/postgresDatabases';
import { shoot } from '../support/screens';

/*
 * The type designer's acceptance, on SQLite and on PostgreSQL (a server of its own for each, so
 * the type is new to it): an administrator designs 'podcastepisode' in the designer — six fields
 * of six kinds, a choice with two options, a second tab — saves and publishes it. An editor whose
 * console was open before, in another browser, finds it in the menu on the next navigation,
 * creates an item, finds it in the global search and sees it counted in the list; the
 * administrator sees it counted too. The administrator then adds a required field with a default
 * (the editor's item gets it) and tries a narrowing that the item would fail: refused, with the
 * count. No restart anywhere.
 */

const T = 'console.typeDesigner';
const en = (key: string, options: Record<string, string | number> = {}) => t('en', key, options);
const LANGUAGES = ['English', 'Chinese', 'Malay', 'Tamil'] as const;
/** A label in each design language: English as given, the others marked with their language. */
const labelIn = (english: string, language: (typeof LANGUAGES)[number]) =>
  language === 'English' ? english : `${english} (${language})`;

/** A database of its own for a PostgreSQL server, and the way to drop it. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_types_${process.pid}_${Date.now().toString(36)}`;
  await ensurePostgresDatabase(name);
  return {
    url: postgresUrlFor(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Picks an option of a MUI select (a combobox) by its text. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** Adds a field at `index` with its key, its label in the four languages, its kind. */
async function addField(
  page: Page,
  index: number,
  key: string,
  label: string,
  kind: string,
): Promise<Locator> {
  await page.getByRole('button', { name: en(`${T}.addField`), exact: true }).click();
  const field = page.getByTestId(`field-${index}`);
  await field.getByRole('textbox', { name: /^Key/ }).fill(key);
  for (const language of LANGUAGES)
    await field
      .getByRole('textbox', { name: new RegExp(`^Label \\(${language}\\)`) })
      .first()
      .fill(labelIn(label, language));
  if (kind !== en(`${T}.kinds.text`))
    await choose(page, field.getByRole('combobox', { name: en(`${T}.kind`) }), kind);
  return field;
}

/** Saves the draft and waits for its version's notice. */
async function saveDraft(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: en(`${T}.saveDraft`), exact: true }).click();
  await expect(page.getByText(en(`${T}.saved`, { vn: version }))).toBeVisible();
}

/** Asks the service what publishing would do to the stored items; the answer shown. */
async function checkExistingItems(page: Page): Promise<Locator> {
  const check = page.getByRole('button', { name: en(`${T}.check`), exact: true });
  await expect(check).toBeEnabled();
  await check.click();
  return page.getByText(/^Publishing would check \d+ items/);
}

/** Publish, then Publish in the confirmation. */
async function publish(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: en(`${T}.publish`), exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(en(`${T}.confirm.publishTitle`, { id: 'podcastepisode' })),
  ).toBeVisible();
  await dialog.getByRole('button', { name: en(`${T}.actions.publish`), exact: true }).click();
}

async function signedInPage(browser: Browser, username: string, origin: string) {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, { origin, fresh: true });
  return { context, page };
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  test.describe(`the type designer on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    let server: FixtureServer | undefined;
    let database: { url: string; drop(): Promise<void> } | undefined;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      database = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
      server = await startFixtureServer({
        env: database === undefined ? {} : { DATABASE_URL: database.url },
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    test('an admin designs and publishes a type; an editor in another browser uses it; a required field gets its default, a narrowing is refused', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const origin = server!.origin;
      // The editor's console is open, on the dashboard, before the type exists.
      const editor = await signedInPage(browser, 'editor', origin);
      const admin = await signedInPage(browser, 'admin', origin);
      const editorErrors = watchConsoleErrors(editor.page, `designed type, editor (${dialect})`);
      const adminErrors = watchConsoleErrors(admin.page, `type designer, admin (${dialect})`);
      try {
        const page = admin.page;
        // Settings → Type Designer → New type.
        await openMenuItem(page, ['Settings'], en(`${T}.title`));
        await page
          .getByRole('link', { name: en(`${T}.add`), exact: true })
          .first()
          .click();
        await page.getByRole('textbox', { name: /^Identifier/ }).fill('podcastepisode');
        for (const language of LANGUAGES)
          await page
            .getByRole('textbox', { name: new RegExp(`^Display name \\(${language}\\)`) })
            .fill(labelIn('Podcast episode', language));
        await expect(page.getByRole('combobox', { name: en(`${T}.area`) })).toHaveText(
          en(`${T}.areas.vod`),
        );

        // Six fields of six kinds.
        const host = await addField(page, 0, 'host', 'Host', en(`${T}.kinds.text`));
        await host.getByRole('switch', { name: en(`${T}.required`) }).check();
        const length = await addField(page, 1, 'length', 'Length', en(`${T}.kinds.integer`));
        await length
          .getByRole('spinbutton', { name: en(`${T}.constraints.maximum`) })
          .fill('100000');
        const mood = await addField(page, 2, 'mood', 'Mood', en(`${T}.kinds.enum`));
        for (const [at, value] of ['calm', 'lively'].entries()) {
          await mood.getByRole('button', { name: en(`${T}.constraints.addOption`) }).click();
          await mood
            .getByRole('textbox', { name: /^Value/ })
            .nth(at)
            .fill(value);
          for (const language of LANGUAGES)
            await mood
              .getByRole('textbox', { name: new RegExp(`^Label \\(${language}\\)`) })
              .nth(at + 1)
              .fill(labelIn(value === 'calm' ? 'Calm' : 'Lively', language));
        }
        await addField(page, 3, 'aired', 'Aired', en(`${T}.kinds.dateTime`));
        await addField(page, 4, 'explicit', 'Explicit', en(`${T}.kinds.boolean`));
        await addField(page, 5, 'notes', 'Notes', en(`${T}.kinds.longText`));

        // A second tab, 'More', holding the date, the yes/no and the notes.
        await page.getByRole('button', { name: en(`${T}.layout.addTab`) }).click();
        const tab = page.getByTestId('tab-1');
        await tab.getByRole('textbox', { name: /^Tab key/ }).fill('more');
        for (const language of LANGUAGES)
          await tab
            .getByRole('textbox', { name: new RegExp(`^Tab name \\(${language}\\)`) })
            .fill(labelIn('More', language));
        for (const field of ['Aired', 'Notes'])
          await choose(page, page.getByRole('combobox', { name: `Tab of ${field}` }), 'More');
        // On it, a titled group 'Flags' holding the yes/no.
        await tab.getByRole('button', { name: en(`${T}.layout.addGroup`) }).click();
        const group = tab.getByRole('group', { name: /^Group / });
        await group.getByRole('textbox', { name: /^Group key/ }).fill('flags');
        for (const language of LANGUAGES)
          await group
            .getByRole('textbox', { name: new RegExp(`^Group name \\(${language}\\)`) })
            .fill(labelIn('Flags', language));
        await choose(page, page.getByRole('combobox', { name: 'Tab of Explicit' }), 'More › Flags');
        // The preview draws the two tabs and the group as they stand.
        const preview = page.getByTestId('type-preview-form');
        await preview.getByRole('tab', { name: 'More' }).click();
        await expect(preview.getByText('Flags', { exact: true })).toBeVisible();
        await expect(preview.getByRole('checkbox', { name: 'Explicit' })).toBeVisible();
        // The edit screen's preview: a sample item, read-only until Edit.
        const screens = page.getByRole('group', { name: en(`${T}.previewScreen`) });
        await screens.getByRole('button', { name: en(`${T}.previewEdit`) }).click();
        await expect(
          page.getByRole('heading', { name: en(`${T}.previewEditTitle`) }),
        ).toBeVisible();
        const sampleHost = preview.getByRole('textbox', { name: /^Host/ });
        await expect(sampleHost).toHaveValue('Host');
        await expect(sampleHost).toBeDisabled();
        await preview.scrollIntoViewIfNeeded();
        await shoot(page, `type-designer-edit-preview-${dialect}`);
        await screens.getByRole('button', { name: en(`${T}.previewCreate`) }).click();
        await expect(preview.getByRole('textbox', { name: /^Host/ })).toBeEditable();
        await expectNoSeriousAxeViolations(page, `type designer, six fields (${dialect})`);
        await shoot(page, `type-designer-six-fields-${dialect}`);

        await saveDraft(page, 1);
        await expect(page).toHaveURL(`${origin}/apps/main/settings/types/podcastepisode`);
        await expect(await checkExistingItems(page)).toContainText('0 would fail');
        await publish(page);
        await expect(notification(page)).toContainText(en(`${T}.published`));

        // The editor's next navigation (to the movies) brings the type's menu entry: no reload,
        // no restart.
        const ed = editor.page;
        await expect(mainMenu(ed).getByRole('link', { name: 'Podcast episode' })).toHaveCount(0);
        await openMenuItem(ed, ['Datastore', 'VOD'], 'Movies');
        await openMenuItem(ed, ['Datastore', 'VOD'], 'Podcast episode');
        await expect(ed).toHaveURL(`${origin}/apps/main/vod/podcastepisode`);
        await ed.getByRole('link', { name: 'Create', exact: true }).first().click();
        await ed.getByRole('tab', { name: 'More' }).click();
        await expect(ed.getByText('Flags', { exact: true })).toBeVisible();
        await ed.getByRole('tab', { name: 'General' }).click();
        const name = uniqueName('E2E Podcast');
        await englishNameInput(ed).fill(name);
        await ed.getByRole('textbox', { name: /^Host/ }).fill('Ana');
        await ed.getByRole('spinbutton', { name: /^Length/ }).fill('1800');
        await ed.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(notification(ed)).toContainText('created sucessfully!');
        await expect(ed).toHaveURL(new RegExp(`/apps/main/vod/podcastepisode/(?!add$)[^/?]+$`));
        await expect(versionPicker(ed)).toHaveText('V1 - draft');
        const itemUrl = ed.url();

        // Found by the global search, and counted in its list.
        const search = ed
          .getByRole('banner')
          .getByRole('combobox', { name: en('console.search.label') });
        await openMenuItem(ed, ['Datastore', 'VOD'], 'Podcast episode');
        await expect(ed.locator('table tbody tr')).toHaveCount(1);
        await expect(ed.getByText(/^1-1 of 1$/)).toBeVisible();
        await search.fill(name.slice(-10));
        const popup = ed.getByRole('dialog', { name: en('console.search.popupLabel') });
        await expect(popup.getByRole('option').filter({ hasText: name })).toBeVisible();
        await expect(popup.getByText(en('console.search.showAll', { count: 1 }))).toBeVisible();
        await search.press('Escape');

        // The administrator's list counts it too.
        await page.getByRole('link', { name: en(`${T}.back`) }).click();
        const designed = page.getByRole('table', { name: en(`${T}.designed`) });
        const row = designed.getByRole('row').filter({ hasText: 'podcastepisode' });
        await expect(row).toContainText(en(`${T}.status.published`));
        await expect(row.getByRole('cell').nth(4)).toHaveText('1');

        // A required whole number with a default: the existing item gets it.
        await row.getByRole('link', { name: 'podcastepisode' }).click();
        await expect(page.getByTestId('field-5')).toBeVisible();
        const season = await addField(page, 6, 'season', 'Season', en(`${T}.kinds.integer`));
        await season.getByRole('switch', { name: en(`${T}.required`) }).check();
        await season.getByRole('spinbutton', { name: en(`${T}.defaultValue`) }).fill('1');
        await saveDraft(page, 2);
        await expect(await checkExistingItems(page)).toContainText(
          '0 would fail the new definition, 1 get a default',
        );
        await publish(page);
        await expect(notification(page)).toContainText(en(`${T}.published`));
        await ed.goto(itemUrl);
        await expect(ed.getByRole('spinbutton', { name: /^Season/ })).toHaveValue('1');
        await expect(englishNameInput(ed)).toHaveValue(name);
        await shoot(ed, `designed-type-item-with-default-${dialect}`);

        // A narrowing the item fails ('Ana' is longer than 2): refused, with the count.
        await page
          .getByTestId('field-0')
          .getByRole('spinbutton', { name: en(`${T}.constraints.maxLength`) })
          .fill('2');
        await saveDraft(page, 3);
        await expect(await checkExistingItems(page)).toContainText('1 would fail');
        // The refusal is the service's 409, which the browser logs.
        adminErrors.expectHttpError({
          status: 409,
          url: /\/api\/catalog\/types\/podcastepisode\/publish$/,
        });
        await publish(page);
        await expect(
          page.getByText(en(`${T}.publishRefused`, { affected: 1, checked: 1 })),
        ).toBeVisible();
        // The editor's item is as it was: its host and its default kept, no new version.
        await ed.reload();
        await expect(ed.getByRole('textbox', { name: /^Host/ })).toHaveValue('Ana');
        await expect(ed.getByRole('spinbutton', { name: /^Season/ })).toHaveValue('1');
        await expect(versionPicker(ed)).toHaveText('V1 - draft');

        // The length removed (the narrowing undone): the item holds one, so publishing is refused
        // unless the administrator has its value cleared, which they tick and confirm.
        await page
          .getByTestId('field-0')
          .getByRole('spinbutton', { name: en(`${T}.constraints.maxLength`) })
          .fill('');
        await page
          .getByTestId('field-1')
          .getByRole('button', { name: /^Remove / })
          .click();
        await saveDraft(page, 4);
        await expect(await checkExistingItems(page)).toContainText('1 would fail');
        await page.getByRole('checkbox', { name: en(`${T}.clearRemoved`, { count: 1 }) }).check();
        await expect(page.getByText(/^Publishing would check \d+ items/)).toContainText(
          '0 would fail',
        );
        await page.getByRole('button', { name: en(`${T}.publish`), exact: true }).click();
        const confirm = page.getByRole('dialog');
        await expect(confirm).toContainText(en(`${T}.confirm.publishClearContent`, { count: 1 }));
        await confirm
          .getByRole('button', { name: en(`${T}.actions.publish`), exact: true })
          .click();
        await expect(notification(page)).toContainText(en(`${T}.published`));
        await ed.reload();
        await expect(ed.getByRole('textbox', { name: /^Host/ })).toHaveValue('Ana');
        await expect(ed.getByRole('spinbutton', { name: /^Season/ })).toHaveValue('1');
        await expect(ed.getByRole('spinbutton', { name: /^Length/ })).toHaveCount(0);

        editorErrors.assertClean();
        adminErrors.assertClean();
      } finally {
        await editor.context.close();
        await admin.context.close();
      }
    });
  });
}
