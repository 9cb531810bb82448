import { expect, type Page } from '@playwright/test';
import type { SupportedLocale } from '../../../domain/languages';
import { t } from './catalogs';

/** Datastore → VOD → Movies through the side menu, by its translated titles; waits for 25 rows. */
export async function openMovies(page: Page, locale: SupportedLocale = 'en'): Promise<void> {
  const menu = page.getByRole('navigation', { name: t(locale, 'console.shell.menu.label') });
  for (const group of ['console.shell.nav.datastore', 'console.shell.nav.vod']) {
    const toggle = menu.getByRole('button', { name: t(locale, group), exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await menu
    .getByRole('link', { name: t(locale, 'console.shell.nav.type.movie'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/vod\/movie$/);
  await expect(page.locator('table tbody tr')).toHaveCount(25);
}
