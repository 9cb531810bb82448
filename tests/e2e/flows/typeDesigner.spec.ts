import { expect, test } from '../support/test';
import { t } from '../i18n/catalogs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { openMenuItem } from '../support/console';
import { watchConsoleErrors } from '../support/consoleErrors';
import { signIn } from '../support/login';

/*
 * The type designer as an administrator reaches it: Settings → Type Designer in the side menu
 * opens the list of types (built-in and designed, with what to do while none is designed), and
 * New type opens the designer with its preview; both pages pass the axe check, at 1440 and at
 * 1024 px. The design, save, check and publish steps are walked in the whole-console jsdom test
 * (tests/ui/typeDesigner.test.tsx) against the real service.
 */

const T = 'console.typeDesigner';

test('an admin opens the type designer from the menu, its list and a new type, at 1440 and 1024 px', async ({
  page,
}) => {
  const browserErrors = watchConsoleErrors(page, 'type designer');
  await signIn(page, 'admin');
  await openMenuItem(page, ['Settings'], t('en', `${T}.title`));
  await expect(page.getByRole('table', { name: t('en', `${T}.builtInTypes`) })).toBeVisible();
  await expect(page.getByText(t('en', `${T}.empty.title`))).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'type designer list');

  await page
    .getByRole('link', { name: t('en', `${T}.add`), exact: true })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: /^Identifier/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'type designer, new type');

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('textbox', { name: /^Identifier/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'type designer, new type at 1024 px');
  browserErrors.assertClean();
});
