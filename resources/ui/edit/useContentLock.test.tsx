import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import { adminWrapper } from '../../../kit/testing/renderInAdmin';
import { createFakeProvider } from './testing/fakeConsoleProvider';
import { LOCK_HEARTBEAT_MS, useContentLock } from '../../../kit/locks/useContentLock';

function renderLock(provider = createFakeProvider().provider) {
  return {
    provider,
    ...renderHook(() => useContentLock('movie', 'm1', 'u-me'), {
      wrapper: adminWrapper({ dataProvider: provider }),
    }),
  };
}

describe('useContentLock', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('keeps the held lock under lockObj and lockstatus in session storage until it is released', async () => {
    const { result } = renderLock();
    expect(sessionStorage.getItem('lockObj')).toBeNull();
    await act(async () => {
      await result.current.acquire();
    });
    expect(JSON.parse(sessionStorage.getItem('lockObj') ?? 'null')).toMatchObject({
      type: 'movie',
      id: 'm1',
    });
    expect(sessionStorage.getItem('lockstatus')).toBe('locked');
    // A save (or a cancel) releases the lock: the keys go with it.
    await act(async () => {
      await result.current.release();
    });
    expect(sessionStorage.getItem('lockObj')).toBeNull();
    expect(sessionStorage.getItem('lockstatus')).toBeNull();
  });

  it('clears the keys when the tab closes or the page is left while holding the lock', async () => {
    const first = renderLock();
    await act(async () => {
      await first.result.current.acquire();
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('lockObj')).toBeNull();
    first.unmount();
    const second = renderLock();
    await act(async () => {
      await second.result.current.acquire();
    });
    expect(sessionStorage.getItem('lockstatus')).toBe('locked');
    second.unmount();
    expect(sessionStorage.getItem('lockObj')).toBeNull();
    expect(sessionStorage.getItem('lockstatus')).toBeNull();
  });

  it('releases a lock another item left behind in this tab (a page that ended without leaving)', async () => {
    sessionStorage.setItem('lockObj', JSON.stringify({ type: 'episode', id: 'e9' }));
    sessionStorage.setItem('lockstatus', 'locked');
    const { provider } = renderLock();
    await waitFor(() => expect(provider.releaseLock).toHaveBeenCalledWith('episode', 'e9'));
    expect(sessionStorage.getItem('lockObj')).toBeNull();
    expect(sessionStorage.getItem('lockstatus')).toBeNull();
  });

  it('beats every 60 s while held, and releases by beacon when the tab closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { provider, result } = renderLock();
    await act(async () => {
      expect(await result.current.acquire()).toBe(true);
    });
    expect(result.current.held).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCK_HEARTBEAT_MS);
    });
    expect(provider.heartbeatLock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(provider.releaseLock).toHaveBeenCalledWith('movie', 'm1', { beacon: true });
  });

  it('stops lock mode with a warning when a beat fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { provider, result } = renderLock();
    vi.mocked(provider.heartbeatLock).mockRejectedValue(
      new ConsoleHttpError('Fetch lock beat failed!', 409),
    );
    await act(async () => {
      await result.current.acquire();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCK_HEARTBEAT_MS);
    });
    expect(result.current.problem?.kind).toBe('beatFailed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCK_HEARTBEAT_MS * 2);
    });
    expect(provider.heartbeatLock).toHaveBeenCalledTimes(1);
  });

  it('announces a lock status it cannot read, and reads it again after a force unlock', async () => {
    const fake = createFakeProvider();
    vi.mocked(fake.provider.getLockStatus).mockRejectedValueOnce(
      new ConsoleHttpError('Fetch lock status failed!', 500),
    );
    const { result, provider } = renderLock(fake.provider);
    await waitFor(() =>
      expect(result.current.problem).toEqual({
        kind: 'statusFailed',
        message: 'Fetch lock status failed!',
      }),
    );
    expect(provider.getLockStatus).toHaveBeenCalledTimes(1);
    await act(async () => {
      await result.current.forceUnlock();
    });
    expect(provider.releaseLock).toHaveBeenCalledWith('movie', 'm1', { force: true });
    expect(provider.getLockStatus).toHaveBeenCalledTimes(2);
  });

  it('restricts editing when acquiring fails for another reason than a holder', async () => {
    const { provider, result } = renderLock();
    vi.mocked(provider.acquireLock).mockRejectedValue(new ConsoleHttpError('', 500));
    await act(async () => {
      expect(await result.current.acquire()).toBe(false);
    });
    expect(result.current.restricted).toBe(true);
    expect(result.current.problem?.kind).toBe('acquireFailed');
  });

  it('names the holder when acquiring answers 423, and releases a held lock on unmount', async () => {
    const fake = createFakeProvider({
      lock: { ls: 'u-editor', lo_uid: 'u-editor', lo_name: 'editor' },
    });
    const { result, unmount, provider } = renderLock(fake.provider);
    await waitFor(() => expect(result.current.lockedBy).toBe('editor'));
    await act(async () => {
      expect(await result.current.acquire()).toBe(false);
    });
    expect(result.current.restricted).toBe(false);

    const free = renderLock();
    await act(async () => {
      await free.result.current.acquire();
    });
    free.unmount();
    expect(free.provider.releaseLock).toHaveBeenCalledWith('movie', 'm1');
    unmount();
    expect(provider.releaseLock).not.toHaveBeenCalled();
  });
});
