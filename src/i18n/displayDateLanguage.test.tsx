import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failOnMissingKey, renderInAdmin } from '../../kit/testing/renderInAdmin';
import { createI18nProvider } from './i18nProvider';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';

const NINTH_OF_MARCH = new Date(2026, 2, 9, 7, 3);

function ShownDate() {
  const displayDate = useDisplayDate();
  return <p data-testid="date">{displayDate(NINTH_OF_MARCH)}</p>;
}

async function choose(current: string, language: string) {
  await userEvent.click(screen.getByRole('button', { name: current }));
  await userEvent.click(screen.getByRole('menuitem', { name: language }));
}

describe('useDisplayDate', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('names the month in the UI language, following the language switcher', async () => {
    renderInAdmin(
      <>
        <LanguageSwitcher />
        <ShownDate />
      </>,
      { i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }) },
    );
    expect(screen.getByTestId('date')).toHaveTextContent('09 Mar 2026 07:03');

    await choose('Language', '中文');
    expect(await screen.findByText('09 3月 2026 07:03')).toBeInTheDocument();

    await choose('语言', 'Bahasa Melayu');
    expect(await screen.findByText('09 Mac 2026 07:03')).toBeInTheDocument();

    await choose('Bahasa', 'தமிழ்');
    expect(await screen.findByText('09 மார். 2026 07:03')).toBeInTheDocument();

    await choose('மொழி', 'English');
    expect(await screen.findByText('09 Mar 2026 07:03')).toBeInTheDocument();
  });

  it('gives an empty text for no date and "Invalid date" for unreadable text', () => {
    function Texts() {
      const displayDate = useDisplayDate();
      return (
        <p data-testid="texts">{`[${displayDate(undefined)}][${displayDate('')}][${displayDate('soon')}]`}</p>
      );
    }
    renderInAdmin(
      <>
        <Texts />
      </>,
      { i18nProvider: createI18nProvider({ initialLocale: 'en', onMissingKey: failOnMissingKey }) },
    );
    expect(screen.getByTestId('texts')).toHaveTextContent('[][][Invalid date]');
  });
});
