import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failOnMissingKey, renderInAdmin } from '../../kit/testing/renderInAdmin';
import { createI18nProvider, loadMessages } from './i18nProvider';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useDocumentLanguage } from './useDocumentLanguage';

// The provider starts in Malay, so its messages must be here first; Tamil and Chinese load on switching.
await loadMessages('ms');

function Shell() {
  useDocumentLanguage();
  return <LanguageSwitcher />;
}

describe('useDocumentLanguage', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('keeps <html lang> on the UI language', async () => {
    renderInAdmin(
      <>
        <Shell />
      </>,
      { i18nProvider: createI18nProvider({ initialLocale: 'ms', onMissingKey: failOnMissingKey }) },
    );
    expect(document.documentElement.lang).toBe('ms');

    await userEvent.click(screen.getByRole('button', { name: 'Bahasa' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'தமிழ்' }));
    await screen.findByRole('button', { name: 'மொழி' });
    expect(document.documentElement.lang).toBe('ta');

    await userEvent.click(screen.getByRole('button', { name: 'மொழி' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    await screen.findByRole('button', { name: '语言' });
    expect(document.documentElement.lang).toBe('zh-Hans');
  });
});
