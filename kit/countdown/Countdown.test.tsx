import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { Countdown } from './Countdown';

const timer = () => screen.getByRole('timer');

afterEach(cleanup);

describe('Countdown', () => {
  it('starts at 15 days by default and ticks every second', async () => {
    renderInAdmin(<Countdown />);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(timer().getAttribute('aria-label')).toBe('15 days 0 hours 0 minutes 0 seconds left');
    expect(timer().textContent).toBe('15days:00hours:00minutes:00seconds');
    await waitFor(
      () =>
        expect(timer().getAttribute('aria-label')).toBe(
          '14 days 23 hours 59 minutes 59 seconds left',
        ),
      { timeout: 2500 },
    );
    await waitFor(
      () => expect(timer().getAttribute('aria-label')).toContain('59 minutes 58 seconds'),
      { timeout: 2500 },
    );
  });

  it('stops at zero and calls onComplete once', async () => {
    // The ticks and the clock are faked: the test moves time on, and counts what is left to run.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const onComplete = vi.fn();
      renderInAdmin(<Countdown endDate={Date.now() + 3000} onComplete={onComplete} />);
      expect(Number((await screen.findByRole('timer')).getAttribute('data-countdown-total'))).toBe(
        3,
      );
      expect(onComplete).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(timer().getAttribute('aria-label')).toBe('0 days 0 hours 0 minutes 0 seconds left');
      // Stopped: no tick is left to run, and a minute on it has not been called again.
      expect(vi.getTimerCount()).toBe(0);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(timer().getAttribute('data-countdown-total')).toBe('0');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Countdown from another moment', () => {
  it('counts from the moment given, runs on from it, and takes 15 days when the end is not a date', async () => {
    const from = Date.parse('2026-03-01T12:00:00.000Z');
    renderInAdmin(
      <>
        <Countdown compact from={from} endDate="2026-03-03T15:04:05.000Z" />
        <Countdown compact from={new Date(from).toISOString()} endDate="soon" />
      </>,
    );
    const [end, unknown] = await screen.findAllByRole('timer');
    expect(end?.getAttribute('aria-label')).toBe('2 days 3 hours 4 minutes 5 seconds left');
    expect(end?.textContent).toBe('2 days 03:04:05');
    expect(unknown?.getAttribute('aria-label')).toBe('15 days 0 hours 0 minutes 0 seconds left');
    await waitFor(() => expect(end?.textContent).toBe('2 days 03:04:04'), { timeout: 2500 });
  });
});
