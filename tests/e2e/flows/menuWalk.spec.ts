import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { t } from '../i18n/catalogs';
import { consoleShell, signIn } from '../support/login';

/*
 * Every menu entry, rail button and profile-menu entry opens a page (issue 15), in the browser:
 * the counterpart of src/routes/menuWalk.test.ts, which resolves the same entries against the
 * route table. Each demo user of the embedded provider signs in (own browser context) and the
 * test reads the menu that user is shown by opening every group and collapse (the menu is an
 * accordion), the rail's buttons and the profile menu's entries. It then clicks its way through
 * them (client-side navigation, no reloads) and fails when an entry lands on the 404 page — or,
 * for a menu entry, anywhere but the entry's own path (an access guard sending the user away).
 *
 * To keep the run short, each distinct menu entry is walked once, by the first user (in the
 * demo file's order) who sees it; the rail's buttons once per distinct menu (a section's button
 * opens the first page of that section the user's menu holds, so two users shown the same menu
 * have the same rail), profile-menu entries once per distinct entry.
 * Every user's menu is still read, so an entry only one user sees is walked by that user.
 * Users without the shell (no role or no product) have no entry to walk; the test checks they
 * do not land on the 404 page either.
 *
 * Areas whose issue is still open stand in EXPECTED_404 by area; the list only shrinks.
 */
const EXPECTED_404: Readonly<Record<string, readonly string[]>> = {};
const NOT_FOUND = '/pages/errors/error-404';

interface DemoUser {
  username: string;
  roles: string[];
  product?: string[];
}

function demoUsers(): DemoUser[] {
  const file = join(import.meta.dirname, '..', '..', '..', 'server', 'idp', 'demo-users.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as DemoUser[] | { users: DemoUser[] };
  return Array.isArray(parsed) ? parsed : parsed.users;
}

interface MenuEntry {
  /** The toggles (group and collapse ids) to open, outermost first. */
  chain: string[];
  id: string;
  path: string;
}

const menuNav = (page: Page) =>
  page.getByRole('navigation', { name: t('en', 'console.shell.menu.label') });
const railNav = (page: Page) =>
  page.getByRole('navigation', { name: t('en', 'console.shell.rail.label') });

/**
 * Opens the toggles of `chain` that are closed (the accordion closes the others). A click that
 * lands just as a page reached by the previous entry finishes loading can be undone by the menu
 * opening that page's own group again (seen once in a clean-clone run: App Configuration stayed
 * closed after Policy Attributes), so a toggle still closed is clicked again.
 */
async function openChain(nav: Locator, chain: readonly string[]): Promise<void> {
  for (const id of chain) {
    const toggle = nav.locator(`[data-nav-type][data-nav-id="${id}"]`);
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
}

/** Every console page entry of the menu, found by opening each group and collapse in turn. */
async function readMenu(page: Page): Promise<MenuEntry[]> {
  const nav = menuNav(page);
  const entries: MenuEntry[] = [];
  const queue: string[][] = [[]];
  while (queue.length > 0) {
    const chain = queue.shift() ?? [];
    await openChain(nav, chain);
    const level = await nav.evaluate((root, last) => {
      const toggle = last ? root.querySelector(`[data-nav-id="${last}"][data-nav-type]`) : null;
      const list = toggle ? toggle.closest('li')?.querySelector('ul') : root.querySelector('ul');
      const found = { toggles: [] as string[], links: [] as { id: string; path: string }[] };
      for (const li of Array.from(list?.children ?? [])) {
        const child = li.firstElementChild;
        const id = child?.getAttribute('data-nav-id');
        if (!child || !id) continue;
        if (child.hasAttribute('data-nav-type')) found.toggles.push(id);
        else if (child instanceof HTMLAnchorElement) {
          found.links.push({ id, path: new URL(child.href).pathname });
        }
      }
      return found;
    }, chain.at(-1));
    for (const link of level.links) entries.push({ chain, ...link });
    for (const toggle of level.toggles) queue.push([...chain, toggle]);
  }
  return entries;
}

/** Fails when the page is (or turns into) the 404 page within a short wait after arriving. */
async function expectNoNotFound(page: Page, what: string): Promise<void> {
  // A 404 is a redirect once the page's code and the catalogue's types have loaded: wait until
  // the page has stopped loading before judging.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(new URL(page.url()).pathname, `${what} leads to the 404 page`).not.toBe(NOT_FOUND);
}

test('every menu entry, rail button and profile-menu entry a demo user sees opens a page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const expected = new Set(Object.values(EXPECTED_404).flat());
  const walkedPaths = new Set<string>();
  const walkedRail = new Set<string>();
  const walkedMenus = new Set<string>();
  const walkedProfile = new Set<string>();
  const summary: string[] = [];

  for (const user of demoUsers()) {
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const page = await context.newPage();
    try {
      await signIn(page, user.username, { waitForShell: false });
      // The shell, or the not-entitled screen of a user without a product.
      const signOut = page.getByRole('button', { name: t('en', 'console.product.signOut') });
      await expect(consoleShell(page).or(signOut).first()).toBeVisible({ timeout: 30_000 });
      const hasShell = await consoleShell(page).isVisible();
      if (!hasShell) {
        expect(new URL(page.url()).pathname, `${user.username} lands on the 404 page`).not.toBe(
          NOT_FOUND,
        );
        summary.push(`${user.username}: no shell`);
        continue;
      }
      await expect(menuNav(page).locator('[data-nav-id]').first()).toBeVisible();
      const entries = await readMenu(page);
      let walked = 0;
      for (const entry of entries) {
        if (walkedPaths.has(entry.path) || expected.has(entry.path)) continue;
        walkedPaths.add(entry.path);
        walked += 1;
        const nav = menuNav(page);
        await openChain(nav, entry.chain);
        await nav.locator(`a[data-nav-id="${entry.id}"]`).click();
        const what = `${user.username}'s menu entry ${entry.id} (${entry.path})`;
        await expect(page, what).toHaveURL((url) => url.pathname === entry.path);
        await expectNoNotFound(page, what);
        expect(new URL(page.url()).pathname, `${what} stays on its page`).toBe(entry.path);
      }

      const rail = railNav(page).locator('button');
      const railNames = await rail.evaluateAll((els) =>
        els.map((el) => el.getAttribute('aria-label') ?? ''),
      );
      // A rail button opens its section's first page this user's menu holds: walked once for
      // each distinct menu.
      const menu = entries.map((entry) => entry.path).join(' ');
      const railWalked = walkedMenus.has(menu);
      walkedMenus.add(menu);
      for (const name of railWalked ? [] : railNames) {
        walkedRail.add(name);
        await railNav(page).getByRole('button', { name, exact: true }).click();
        await expectNoNotFound(page, `${user.username}'s rail button ${name}`);
      }

      await consoleShell(page).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      const logout = t('en', 'console.shell.user.logout');
      const profileNames = (await items.allTextContents()).filter((name) => name !== logout);
      await page.keyboard.press('Escape');
      for (const name of profileNames) {
        if (walkedProfile.has(name)) continue;
        walkedProfile.add(name);
        await consoleShell(page).click();
        await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
        await expectNoNotFound(page, `${user.username}'s profile-menu entry ${name}`);
      }
      summary.push(
        `${user.username}: ${entries.length} menu entries (${walked} walked), ${railNames.length} rail buttons${railWalked ? ' (menu walked before)' : ''}, ${profileNames.length} profile entries`,
      );
    } finally {
      await context.close();
    }
  }
  console.log(summary.join('\n'));
  // The walk walked something: the admin alone sees dozens of entries.
  expect(walkedPaths.size).toBeGreaterThan(30);
  expect(walkedRail.size).toBeGreaterThan(3);
  expect(walkedProfile.size).toBeGreaterThanOrEqual(2);
});
