import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { ProgramUsageRow } from '../../dataProvider/vll/vllProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/programs';
import { ProgramUsagePanel, groupUsageByChannel } from './ProgramUsagePanel';

afterEach(cleanup);

const labels = { enums: { st: { draft: 'Draft', published: 'Published' } } };

/** 90 usage rows: 3 channels × 15 days × draft and published (2 airings; 3 on the draft of the 15th). */
function usageRows(): ProgramUsageRow[] {
  const rows: ProgramUsageRow[] = [];
  for (const [channelId, channelName] of [
    ['v3', 'Gamma'],
    ['v1', 'Alpha'],
    ['v2', 'Beta'],
  ] as const)
    for (let day = 15; day >= 1; day -= 1)
      for (const st of ['published', 'draft'])
        rows.push({
          channelId,
          channelName,
          dt: `2026-12-${String(day).padStart(2, '0')}`,
          st,
          airings: day === 15 && st === 'draft' ? 3 : 2,
          firstStart: `2026-12-${String(day).padStart(2, '0')}T06:15:00.000Z`,
        });
  return rows;
}

function renderPanel(getProgramUsage: () => Promise<ProgramUsageRow[]>) {
  const dataProvider = {
    ...fakeDataProvider(),
    getProgramUsage: vi.fn(getProgramUsage),
  } as unknown as ConsoleDataProvider;
  renderInAdmin(<ProgramUsagePanel programId="p1" />, {
    dataProvider,
    i18nProvider: strictI18nProvider(messages, labels),
    authProvider: authAs(['vll_admin']),
  });
}

describe('groupUsageByChannel', () => {
  it('groups rows by channel, channels by name, days by date', () => {
    const groups = groupUsageByChannel(usageRows());
    // A day counts once, with its newest version's airings (the draft where there is one).
    expect(groups.map((g) => [g.channelName, g.days.length, g.dayCount, g.airings])).toEqual([
      ['Alpha', 30, 15, 31],
      ['Beta', 30, 15, 31],
      ['Gamma', 30, 15, 31],
    ]);
    expect(groups[0]?.days.slice(0, 2).map((d) => `${d.dt} ${d.st}`)).toEqual([
      '2026-12-01 draft',
      '2026-12-01 published',
    ]);
  });
});

describe('the program usage panel', () => {
  it('shows ~90 usage rows as one entry per channel with its counts, each expanding to its days', async () => {
    renderPanel(() => Promise.resolve(usageRows()));
    const usage = screen.getByRole('region', { name: 'Where it airs' });
    const channels = await within(usage).findAllByRole('button', { expanded: false });
    expect(channels.map((button) => button.textContent)).toEqual([
      'Alpha 15 days · 31 airings',
      'Beta 15 days · 31 airings',
      'Gamma 15 days · 31 airings',
    ]);
    // Collapsed: no day tables.
    expect(within(usage).queryByRole('table')).toBeNull();
    const beta = within(usage).getByRole('button', { name: /^Beta/ });
    await userEvent.click(beta);
    expect(beta.getAttribute('aria-expanded')).toBe('true');
    const days = within(usage).getByRole('table', { name: 'Days on Beta' });
    expect(beta.getAttribute('aria-controls')).toBe(days.id);
    expect(
      within(days).getByRole('row', { name: '2026-12-01 Draft 2 2026-12-01 06:15' }),
    ).toBeTruthy();
    expect(
      within(days).getAllByRole('row', { name: /^2026-12-\d\d (Draft|Published) [23] / }),
    ).toHaveLength(30);
    await userEvent.click(beta);
    expect(within(usage).queryByRole('table')).toBeNull();
  });

  it('says so when the program airs nowhere', async () => {
    renderPanel(() => Promise.resolve([]));
    expect(await screen.findByText('Not scheduled on any virtual channel.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Fetch program usage failed' when the usage cannot be read", async () => {
    renderPanel(() => Promise.reject(new ConsoleHttpError('Fetch program usage failed', 500)));
    expect(await screen.findByText('Fetch program usage failed')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
