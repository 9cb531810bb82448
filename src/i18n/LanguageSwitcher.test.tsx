// @own-module-graph: one test chooses Malay for the first time, so it needs the language packs as a
// fresh page starts with them (none loaded but English), not as an earlier file left them.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleState, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleHttpError } from '../../dataProvider/errors';
import { failOnMissingKey, fakeDataProvider, renderInAdmin } from '../../kit/testing/renderInAdmin';
import { createI18nProvider } from './i18nProvider';
import { LanguageSwitcher } from './LanguageSwitcher';
import { loadedLocalePack } from './localePacks';
import { isSupportedLocale } from '../../domain/languages';

function SaveLabel() {
  const translate = useTranslate();
  return <p>{translate('ra.action.save')}</p>;
}

function renderSwitcher() {
  return renderInAdmin(
    <>
      <LanguageSwitcher />
      <SaveLabel />
    </>,
    { i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }) },
  );
}

/**
 * Notes, on each render, the locale content names follow (react-admin's locale state) and
 * whether that language's messages are here yet.
 */
function RenderProbe({ seen }: { seen: string[] }) {
  const [locale] = useLocaleState();
  seen.push(
    // English starts with the shell's messages, always here.
    `${locale}:${locale === 'en' || (isSupportedLocale(locale) && loadedLocalePack(locale)) ? 'loaded' : 'not loaded'}`,
  );
  return null;
}

describe('LanguageSwitcher', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('lists the four languages in their own names, the current one selected', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '中文',
      'Bahasa Melayu',
      'தமிழ்',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
  });

  it('switches the console to the chosen language and remembers it', async () => {
    renderSwitcher();
    expect(screen.getByText('Save')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'தமிழ்' }));

    expect(await screen.findByText('சேமி')).toBeInTheDocument();
    expect(window.localStorage.getItem('locale')).toBe('ta');
    expect(screen.getByRole('button', { name: 'மொழி' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'மொழி' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    expect(await screen.findByText('保存')).toBeInTheDocument();
    expect(window.localStorage.getItem('locale')).toBe('zh');
  });

  it('loads a language before switching to it, so content names and messages change together', async () => {
    expect(loadedLocalePack('ms')).toBeUndefined(); // Malay is chosen for the first time here.
    const seen: string[] = [];
    renderInAdmin(
      <>
        <LanguageSwitcher />
        <RenderProbe seen={seen} />
      </>,
      { i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bahasa Melayu' }));
    expect(await screen.findByRole('button', { name: 'Bahasa' })).toBeInTheDocument();
    expect(seen[0]).toBe('en:loaded');
    expect(seen).toContain('ms:loaded');
    expect(seen).not.toContain('ms:not loaded');
  });
});

describe('the languages of the config service', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  const menuItems = () =>
    within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('offers the languages GET /config/language names, those the console has, in menu order', async () => {
    const getLanguageConfig = vi.fn(() =>
      Promise.resolve({ default: 'en', languages: ['ta', 'en', 'fr'] }),
    );
    renderInAdmin(<LanguageSwitcher />, {
      dataProvider: fakeDataProvider({ getLanguageConfig }),
      i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }),
    });
    await waitFor(() => expect(getLanguageConfig).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await waitFor(() => expect(menuItems()).toEqual(['English', 'தமிழ்']));
  });

  it('falls back to the four default languages when the language config fails', async () => {
    const getLanguageConfig = vi.fn(() =>
      Promise.reject(new ConsoleHttpError('Error fetching global configs', 503)),
    );
    renderInAdmin(<LanguageSwitcher />, {
      dataProvider: fakeDataProvider({ getLanguageConfig }),
      i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }),
    });
    await waitFor(() => expect(getLanguageConfig).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(menuItems()).toEqual(['English', '中文', 'Bahasa Melayu', 'தமிழ்']);
    expect(screen.queryByText('Error fetching global configs')).toBeNull();
  });
});
