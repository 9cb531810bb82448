import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVersionPicker } from './useVersionPicker';
import type { VersionPicker } from './useVersionPicker';

const published = { key: 'p1', ut: '2026-01-02', st: 'published' };
const draft = { key: 'd1', ut: '2026-01-01', st: 'draft' };
const archived = { key: 'a0', ut: '2025-12-01', st: 'archived' };
type Version = typeof draft;
interface Props {
  current: Version[] | undefined;
}
const usePicker = ({ current }: Props) => useVersionPicker(current);

/** The picker of a page whose current versions are `current` (changed by `rerender`). */
function renderPicker(current: Version[] | undefined) {
  return renderHook<VersionPicker<Version>, Props>(usePicker, { initialProps: { current } });
}

describe('useVersionPicker', () => {
  it('shows the draft by default, else the first current version, and nothing while they load', () => {
    const { result, rerender } = renderPicker(undefined);
    expect(result.current.shown(undefined)).toBeUndefined();
    expect(result.current.olderKey).toBeUndefined();
    rerender({ current: [published, draft] });
    expect(result.current.shown(undefined)).toBe(draft);
    rerender({ current: [published] });
    expect(result.current.shown(undefined)).toBe(published);
  });

  it('takes the page’s own default when it has one', () => {
    const latest = (current: readonly Version[]) => current[current.length - 1];
    const { result } = renderHook(() => useVersionPicker([published, archived], latest));
    expect(result.current.shown(undefined)).toBe(archived);
  });

  it('shows a picked current version without asking for an older one', () => {
    const { result } = renderPicker([published, draft]);
    act(() => result.current.pick('p1'));
    expect(result.current.olderKey).toBeUndefined();
    expect(result.current.shown(undefined)).toBe(published);
  });

  it('asks for a picked older version once the current ones are known, and shows it when it comes', () => {
    const { result, rerender } = renderPicker([published, draft]);
    act(() => result.current.pick('a0'));
    expect(result.current.olderKey).toBe('a0');
    expect(result.current.shown(undefined)).toBeUndefined();
    expect(result.current.shown(archived)).toBe(archived);
    expect(result.current.shown(published)).toBeUndefined();
    rerender({ current: undefined });
    expect(result.current.olderKey).toBeUndefined();
  });
});
