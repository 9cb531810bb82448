// @vitest-environment jsdom -- the painted colours are read back as the browser serialises them (rgb());
// happy-dom keeps the hex it was given.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../../domain/navigation/testing/declaredPageEntries';
import { preferencesSetting } from '../../../kit/preferences/preferences';
import { authAs, identitySettled } from '../../../kit/testing/renderInAdmin';
import { THEME_PALETTES } from '../../theme/palettes';
import { ConsoleLayout } from '../ConsoleLayout';
import { ShellConfigProvider } from '../ShellConfigContext';
import { fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { THEME_SETTINGS_LOCAL_KEY, themeSettings } from './themeSettings';

/**
 * The shell on the dashboard, for a guest (settings kept in the browser) unless roles are given
 * (settings saved as user settings).
 */
async function renderShell(onLocation?: (pathname: string) => void, roles: string[] = []) {
  const createSetting = vi.fn((t: string, n: string, payload: unknown) =>
    Promise.resolve({ id: 's1', t, n, payload, ct: '', ut: '' }),
  );
  const dataProvider = fakeDataProvider({
    getMenu: () =>
      Promise.resolve({ items: buildMenuGroups({}, DECLARED_PAGE_ENTRIES), settings: {} }),
    countResources: () => Promise.resolve([]),
    listSettings: () => Promise.resolve([]),
    listProducts: () => Promise.resolve([]),
    createSetting,
    updateSetting: (id, payload) =>
      Promise.resolve({ id, t: 'theme', n: 'theme', payload, ct: '', ut: '' }),
  });
  renderInAdmin(
    <ShellConfigProvider value={{ buildVersion: '1.2.3' }}>
      <ConsoleLayout>
        <p>page content</p>
      </ConsoleLayout>
    </ShellConfigProvider>,
    {
      dataProvider,
      path: '/apps/main/dashboards/project',
      authProvider: authAs(roles, 'u1', { fullName: 'Ana Lim', products: [] }),
      product: { product: 'main' },
      ...(onLocation ? { onLocation } : {}),
    },
  );
  await identitySettled();
  return { createSetting };
}

async function openPanel() {
  const [button] = screen.getAllByRole('button', { name: 'Theme settings' });
  await userEvent.click(button as HTMLElement);
  return within(await screen.findByRole('dialog', { name: 'Theme Settings' }));
}

async function closePanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Close the theme settings' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(THEME_SETTINGS_LOCAL_KEY) ?? 'null');
}

/** `#rrggbb` as the `rgb(r, g, b)` a computed style gives. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The text of every style sheet emotion wrote into the document. */
function documentStyles(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

const THEME_LABELS = {
  default: 'Default',
  sunset: 'Sunset',
  greeny: 'Greeny',
  beach: 'Beach',
  tech: 'Tech',
  sweetHues: 'Sweet Hues',
  defaultDark: 'Default Dark',
  mainLight: 'Main Light',
  mainDark: 'Main Dark',
  deepOcean: 'Deep Ocean',
  slate: 'Slate',
} as const;

describe('the theme settings panel', () => {
  beforeEach(() => {
    window.localStorage.clear();
    themeSettings.reset();
    preferencesSetting.reset();
  });
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('dir');
  });

  it("offers the specification's 11 themes in its order, each with a swatch, and paints the page in the one chosen", async () => {
    await renderShell();
    const panel = await openPanel();
    const themes = within(panel.getByRole('radiogroup', { name: 'Theme' }));
    expect(themes.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      Object.keys(THEME_LABELS),
    );
    expect(themes.getByRole('radio', { name: 'Default Dark' })).toBeChecked();
    expect(panel.getAllByTestId('theme-swatch')).toHaveLength(11);
    // Light and dark ones, away from the default and back (every theme: the test below).
    for (const name of ['sunset', 'deepOcean', 'default', 'slate'] as const) {
      await userEvent.click(themes.getByRole('radio', { name: THEME_LABELS[name] }));
      const { background } = THEME_PALETTES[name];
      await waitFor(() =>
        expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(background)),
      );
    }
    expect(stored()).toMatchObject({ theme: { main: 'slate' } });
  });

  it.each(Object.keys(THEME_LABELS) as (keyof typeof THEME_LABELS)[])(
    'paints the shell in the %s theme once chosen',
    async (name) => {
      window.localStorage.setItem(
        THEME_SETTINGS_LOCAL_KEY,
        JSON.stringify({ theme: { main: name } }),
      );
      themeSettings.reset();
      await renderShell();
      const { background, paper } = THEME_PALETTES[name];
      await waitFor(() =>
        expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(background)),
      );
      expect(getComputedStyle(await screen.findByTestId('sidebar-panel')).backgroundColor).toBe(
        rgb(paper),
      );
      const panel = await openPanel();
      expect(panel.getByRole('radio', { name: THEME_LABELS[name] })).toBeChecked();
    },
  );

  it('turns the page right to left and back, on the document and in the MUI theme', async () => {
    await renderShell();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const panel = await openPanel();
    const direction = within(panel.getByRole('radiogroup', { name: 'Direction' }));
    await userEvent.click(direction.getByRole('radio', { name: 'Right to left' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByTestId('console-shell')).toHaveAttribute('data-direction', 'rtl');
    // MUI's components turn with it: the panel, anchored at the end of the line, moves left.
    await waitFor(() =>
      expect(getComputedStyle(screen.getByRole('dialog', { name: 'Theme Settings' })).left).toBe(
        '0px',
      ),
    );
    expect(stored()).toMatchObject({ direction: 'rtl' });
    await userEvent.click(direction.getByRole('radio', { name: 'Left to right' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('hides the footer, the toolbar and the navbar, keeping a way back to the settings', async () => {
    await renderShell();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    let panel = await openPanel();
    await userEvent.click(panel.getByRole('switch', { name: 'Show the footer' }));
    await waitFor(() => expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument());
    await userEvent.click(panel.getByRole('switch', { name: 'Show the navbar' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    await userEvent.click(panel.getByRole('switch', { name: 'Show the toolbar' }));
    await closePanel();
    expect(screen.queryByPlaceholderText('Search')).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeVisible();
    expect(stored()).toMatchObject({
      layout: {
        config: {
          navbar: { display: false },
          toolbar: { display: false },
          footer: { display: false },
        },
      },
    });
    // Without the toolbar its palette button is gone; a button of its own opens the settings.
    panel = await openPanel();
    await userEvent.click(panel.getByRole('switch', { name: 'Show the toolbar' }));
    await closePanel();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('puts the navbar on the right of the page and back, the icon rail on the outer edge', async () => {
    await renderShell();
    const sidebar = await screen.findByTestId('sidebar-panel');
    const place = screen.getByTestId('sidebar-place');
    expect(getComputedStyle(place).order).toBe('0');
    const panel = await openPanel();
    const position = within(panel.getByRole('radiogroup', { name: 'Navbar position' }));
    expect(position.getByRole('radio', { name: 'Left' })).toBeChecked();
    await userEvent.click(position.getByRole('radio', { name: 'Right' }));
    // After the page in the shell's row, the rail on the outer (right) edge.
    await waitFor(() => expect(getComputedStyle(place).order).toBe('1'));
    expect(getComputedStyle(place).flexDirection).toBe('row-reverse');
    expect(place).toHaveAttribute('data-position', 'right');
    // The menu panel opens towards the page, beside the rail on the right edge.
    expect(getComputedStyle(sidebar).right).toBe('64px');
    expect(stored()).toMatchObject({ layout: { config: { navbar: { position: 'right' } } } });
    await userEvent.click(position.getByRole('radio', { name: 'Left' }));
    await waitFor(() => expect(getComputedStyle(place).order).toBe('0'));
    expect(stored()).toMatchObject({ layout: { config: { navbar: { position: 'left' } } } });
  });

  it('folds the navbar from the settings, the same fold the toolbar button toggles, and keeps it', async () => {
    await renderShell();
    const sidebar = await screen.findByTestId('sidebar-panel');
    expect(sidebar).toHaveAttribute('data-folded', 'false');
    const panel = await openPanel();
    const fold = panel.getByRole('switch', { name: 'Fold the navbar' });
    expect(fold).not.toBeChecked();
    await userEvent.click(fold);
    await waitFor(() => expect(sidebar).toHaveAttribute('data-folded', 'true'));
    expect(stored()).toMatchObject({ layout: { config: { navbar: { folded: true } } } });
    await closePanel();
    await userEvent.click(screen.getByRole('button', { name: 'Fold or unfold the menu' }));
    await waitFor(() => expect(sidebar).toHaveAttribute('data-folded', 'false'));
    expect(stored()).toMatchObject({ layout: { config: { navbar: { folded: false } } } });
    expect((await openPanel()).getByRole('switch', { name: 'Fold the navbar' })).not.toBeChecked();
  });

  it('runs MUI transitions at 0 ms with animations off, and the folded menu opens on hover in 400 ms with them on', async () => {
    await renderShell();
    const sidebar = await screen.findByTestId('sidebar-panel');
    expect(getComputedStyle(sidebar).transition).toMatch(/width 400ms/);
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('switch', { name: 'Animations' }));
    await waitFor(() => expect(getComputedStyle(sidebar).transition).toMatch(/width 0ms/));
    expect(screen.getByTestId('console-shell')).toHaveAttribute('data-animations', 'off');
    expect(stored()).toMatchObject({ animations: false });
  });

  it('styles thin scrollbars while custom scrollbars are on (the default) and leaves the browser’s when off', async () => {
    await renderShell();
    await waitFor(() => expect(documentStyles()).toMatch(/scrollbar-width:\s*thin/));
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('switch', { name: 'Custom scrollbars' }));
    await waitFor(() => expect(documentStyles()).not.toMatch(/scrollbar-width:\s*thin/));
    expect(stored()).toMatchObject({ customScrollbars: false });
  });

  it('locks the menu: its items show disabled and lead nowhere until unlocked', async () => {
    const onLocation = vi.fn<(pathname: string) => void>();
    const { createSetting } = await renderShell(onLocation, ['creator']);
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(nav.getByRole('button', { name: 'Settings' }));
    const policies = await nav.findByRole('link', { name: 'Policy Management' });
    expect(policies).not.toHaveAttribute('aria-disabled');
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('switch', { name: 'Lock the menu' }));
    await closePanel();
    const locked = nav.getByRole('link', { name: 'Policy Management' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).not.toHaveAttribute('href');
    // A person's click does not reach it (pointer-events: none); a forced one leads nowhere.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(locked);
    expect(onLocation).not.toHaveBeenCalledWith(expect.stringContaining('policy'));
    expect(createSetting.mock.lastCall?.[2]).toMatchObject({
      layout: { config: { navbar: { display: true, locked: true } } },
    });
    // Unlocked, the item leads to its page again.
    await openPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'Lock the menu' }));
    await closePanel();
    await userEvent.click(nav.getByRole('link', { name: 'Policy Management' }));
    expect(onLocation).toHaveBeenLastCalledWith('/apps/main/policy');
  });

  it('is usable from the keyboard and has no axe violations', async () => {
    await renderShell();
    const panel = await openPanel();
    const animations = panel.getByRole('switch', { name: 'Animations' });
    animations.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(animations).not.toBeChecked());
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      // jsdom draws nothing: colour contrast is checked by the palette tests and in the browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
