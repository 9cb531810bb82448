import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '../../../dataProvider/types';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import {
  adminWrapper,
  fakeDataProvider,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { messages as lists } from '../i18n/lists';
import { useBulkStatusChange } from './useBulkStatusChange';

const job = (status: string, success: number, failure = 0): BulkJob => ({
  id: 'job-7',
  cty: 'movie',
  status,
  count: 3,
  success,
  failure,
  failureKeys: [],
  ct: '2026-01-01T00:00:00Z',
  ut: '2026-01-01T00:00:00Z',
});

function renderBulk(methods: Parameters<typeof fakeDataProvider>[0]) {
  return renderHook(() => useBulkStatusChange('movie'), {
    wrapper: adminWrapper({
      dataProvider: fakeDataProvider(methods),
      i18nProvider: strictI18nProvider(lists),
      notifications: true,
    }),
  });
}

describe('useBulkStatusChange', () => {
  afterEach(cleanup);

  it('follows the job every second while it runs, then tells how many items were not updated', async () => {
    const getBulkStatus = vi
      .fn<(id: string) => Promise<BulkJob>>()
      .mockResolvedValueOnce(job('processing', 1))
      .mockResolvedValueOnce(job('inactive', 2, 1));
    const startBulkUpdate = vi.fn(() => Promise.resolve(job('yet-to-start', 0)));
    const { result } = renderBulk({ startBulkUpdate, getBulkStatus });

    await act(() => result.current.start(['m1', 'm2', 'm3'], 'archived'));
    expect(startBulkUpdate).toHaveBeenCalledWith('movie', ['m1', 'm2', 'm3'], { st: 'archived' });
    // The started job is the first answer: the progress shows before any question.
    expect(result.current.isRunning).toBe(true);
    expect(result.current.job?.status).toBe('yet-to-start');
    expect(getBulkStatus).not.toHaveBeenCalled();

    await waitFor(() => expect(result.current.job?.status).toBe('processing'), { timeout: 3000 });
    expect(getBulkStatus).toHaveBeenLastCalledWith('job-7');
    expect(
      await screen.findByText(
        'Bulk update failed: 1 of 3 items were not updated',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(getBulkStatus).toHaveBeenCalledTimes(2);
    expect(result.current.isRunning).toBe(false);
    expect(result.current.job).toBeUndefined();
  });

  it("reports a job the server would not start with the server's message", async () => {
    const { result } = renderBulk({
      startBulkUpdate: () => Promise.reject(new ConsoleHttpError('Too many items', 400)),
    });
    await act(() => result.current.start(['m1'], 'published'));
    expect(await screen.findByText('Too many items')).toBeInTheDocument();
    expect(result.current.isRunning).toBe(false);
  });
});
