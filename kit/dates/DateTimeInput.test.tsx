import { useState } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zhCN } from 'date-fns/locale/zh-CN';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayFormat } from '../../domain/dates';
import { registerDateLocale } from '../i18n/dateLocales';
import { messages as datesZh } from '../i18n/dates.zh';
import { mergeMessages } from '../i18n/messageTree';
import { preferencesSetting } from '../preferences/preferences';
import {
  KIT_ENGLISH,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../testing/renderInAdmin';
import { DateTimeInput } from './DateTimeInput';

/** Saves the display preferences as a guest does (local storage), before the input renders. */
async function prefer(dateFormat: DisplayFormat, timeZone: string): Promise<void> {
  await preferencesSetting.save(fakeDataProvider(), undefined, {
    language: 'en',
    dateFormat,
    timeZone,
  });
}

/** A strict Chinese provider: kit's dates messages in Chinese, a missing key fails the test. */
function strictChinese() {
  registerDateLocale('zh', zhCN);
  const messages = mergeMessages(KIT_ENGLISH, datesZh);
  return polyglotI18nProvider(() => messages, 'zh', [{ locale: 'zh', name: '中文' }], {
    onMissingKey: (key: string) => {
      throw new Error(`missing translation: ${key}`);
    },
  });
}

/** The input as its parent holds it: the last reported value is shown again. */
function Controlled({
  initial,
  onChange,
  precision,
}: {
  initial: Date | null;
  onChange: (value: Date | null) => void;
  precision?: 'date' | 'minute';
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      label="Licence window end"
      value={value}
      precision={precision ?? 'minute'}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const english = () => strictI18nProvider();

describe('DateTimeInput', () => {
  afterEach(() => {
    cleanup();
    preferencesSetting.reset();
    window.localStorage.clear();
  });

  it("shows the value in the user's display format, with a label as its accessible name", async () => {
    await prefer('YYYY MMM DD HH:mm', 'UTC');
    renderInAdmin(<DateTimeInput label="Updated" value={new Date('2026-03-05T04:07:00Z')} />, {
      i18nProvider: english(),
    });
    expect(screen.getByRole('textbox', { name: 'Updated' })).toHaveValue('2026 Mar 05 04:07');
  });

  it('shows the wall-clock time of the time zone chosen in the profile', async () => {
    // 20:30 UTC is 04:30 the next morning in Singapore (UTC+8), whatever the browser's zone.
    await prefer('DD MMM YYYY HH:mm', 'Asia/Singapore');
    renderInAdmin(<DateTimeInput label="Updated" value={new Date('2026-03-15T20:30:00Z')} />, {
      i18nProvider: english(),
    });
    expect(screen.getByRole('textbox', { name: 'Updated' })).toHaveValue('16 Mar 2026 04:30');
  });

  it('names the months and its calendar button in the UI language', async () => {
    await prefer('DD MMM YYYY HH:mm', 'UTC');
    renderInAdmin(
      <DateTimeInput label="结束" value={new Date('2026-03-15T04:00:00Z')} precision="date" />,
      { i18nProvider: strictChinese() },
    );
    expect(screen.getByRole('textbox', { name: '结束' })).toHaveValue('15 3月 2026');
    const open = screen.getByRole('button', { name: /^选择日期，已选择/ });
    await userEvent.click(open);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('三月 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '下个月' })).toBeInTheDocument();
  });

  it('reads a typed date and time as wall-clock time in the profile time zone', async () => {
    await prefer('DD MMM YYYY HH:mm', 'Asia/Singapore');
    const onChange = vi.fn();
    renderInAdmin(<Controlled initial={null} onChange={onChange} />, { i18nProvider: english() });
    const input = screen.getByRole('textbox', { name: 'Licence window end' });
    await userEvent.click(input);
    await userEvent.keyboard('15');
    await userEvent.keyboard('3');
    await userEvent.keyboard('2026');
    await userEvent.keyboard('0930');
    expect(input).toHaveValue('15 Mar 2026 09:30');
    // 09:30 in Singapore is 01:30 UTC.
    expect(onChange).toHaveBeenLastCalledWith(new Date('2026-03-15T01:30:00.000Z'));
  });

  it('reports a picked calendar day as the instant that day starts in the profile time zone', async () => {
    await prefer('DD MMM YYYY HH:mm', 'Asia/Singapore');
    const onChange = vi.fn();
    renderInAdmin(
      <Controlled
        initial={new Date('2026-03-09T16:00:00Z')}
        onChange={onChange}
        precision="date"
      />,
      { i18nProvider: english() },
    );
    expect(screen.getByRole('textbox', { name: 'Licence window end' })).toHaveValue('10 Mar 2026');
    await userEvent.click(screen.getByRole('button', { name: /^Choose date, selected date is/ }));
    const calendar = await screen.findByRole('dialog');
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '20' }));
    // 20 March starts at 16:00 UTC on the 19th in Singapore.
    expect(onChange).toHaveBeenLastCalledWith(new Date('2026-03-19T16:00:00.000Z'));
    expect(screen.getByRole('textbox', { name: 'Licence window end' })).toHaveValue('20 Mar 2026');
  });

  it('reports null when the text is cleared', async () => {
    await prefer('DD MMM YYYY HH:mm', 'UTC');
    const onChange = vi.fn();
    renderInAdmin(<Controlled initial={new Date('2026-03-15T04:00:00Z')} onChange={onChange} />, {
      i18nProvider: english(),
    });
    const input = screen.getByRole('textbox', { name: 'Licence window end' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).not.toHaveValue('15 Mar 2026 04:00');
  });

  it('is not editable and has no calendar button when read-only', async () => {
    await prefer('DD MMM YYYY HH:mm', 'UTC');
    renderInAdmin(
      <DateTimeInput label="Updated" value={new Date('2026-03-15T04:00:00Z')} readOnly />,
      { i18nProvider: english() },
    );
    expect(screen.getByRole('textbox', { name: 'Updated' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /^Choose date/ })).not.toBeInTheDocument();
  });
});
