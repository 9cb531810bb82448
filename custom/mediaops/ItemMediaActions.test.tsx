import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMediaOpsService } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { MediaOpsMethods } from '../../dataProvider/mediaOps/mediaOpsProvider';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/mediaOps';
import { ItemMediaActions } from './ItemMediaActions';

function renderActions(methods: Partial<MediaOpsMethods>, canUpdate = true) {
  const reload = vi.fn();
  const dataProvider = withMediaOpsService(fakeDataProvider(), methods as MediaOpsMethods);
  renderInAdmin(
    <ItemMediaActions
      area="vod"
      type="movie"
      id="m1"
      record={{ id: 'm1', ex_id: 'EXT-M1' }}
      data={undefined}
      editing={false}
      canUpdate={canUpdate}
      onChange={() => undefined}
      reload={reload}
    />,
    { dataProvider, i18nProvider: strictI18nProvider(messages), notifications: true },
  );
  return reload;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ItemMediaActions', () => {
  it('restores the original only after the shared confirmation, which Escape does not answer', async () => {
    const restoreOriginal = vi.fn<MediaOpsMethods['restoreOriginal']>(() =>
      Promise.resolve({ id: 'm1', key: 'm1-v1', st: 'draft', restoredFrom: 'm1-v1' }),
    );
    const reload = renderActions({ restoreOriginal });
    const section = screen.getByRole('region', { name: 'Media operations' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restore original' }, { container: section }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore to Original' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeVisible();
    expect(restoreOriginal).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: 'Restore original' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() =>
      expect(restoreOriginal).toHaveBeenCalledWith({ cty: 'movie', id: 'm1', ex_id: 'EXT-M1' }),
    );
    expect(
      await screen.findByText('Restore to Original request has been submitted successfully'),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledWith('m1-v1');
  });

  it("shows a failed restore's fallback message, 'Failed to submit Restore to Original request', and reloads nothing", async () => {
    const restoreOriginal = vi.fn<MediaOpsMethods['restoreOriginal']>(() =>
      Promise.reject(new Error('')),
    );
    const reload = renderActions({ restoreOriginal });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore original' }));
    await screen.findByRole('dialog', { name: 'Restore to Original' });
    const buttons = screen.getAllByRole('button', { name: 'Restore original' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(
      await screen.findByText('Failed to submit Restore to Original request'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the re-aggregate notice for 30000 ms, then hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reaggregate = vi.fn<MediaOpsMethods['reaggregate']>(() =>
      Promise.resolve({ id: 'm1', au_ut: '2026-11-24T18:00:00.000Z' }),
    );
    renderActions({ reaggregate });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Re-aggregate' }));
    const notice = await screen.findByText(/It could take up to 30 seconds/);
    expect(reaggregate).toHaveBeenCalledWith('movie', 'm1');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(notice).toBeInTheDocument();
    expect(screen.getByText(/It could take up to 30 seconds/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(screen.queryByText(/It could take up to 30 seconds/)).not.toBeInTheDocument(),
    );
  });

  it('shows nothing to a user who may not update the item', () => {
    renderActions({}, false);
    expect(screen.queryByRole('region', { name: 'Media operations' })).not.toBeInTheDocument();
  });
});
