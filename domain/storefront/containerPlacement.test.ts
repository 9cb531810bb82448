import { describe, expect, it } from 'vitest';
import { containerPlacementChange } from './containerPlacement';

const tabs = (...lists: string[][]) => lists.map((c, n) => ({ id: `tab-${String(n)}`, c }));
const tChange = (from: unknown, to: unknown) => [{ field: 't', from, to }];

describe('containerPlacementChange', () => {
  it('names a page change that placed, moved or removed the container', () => {
    expect(containerPlacementChange(tChange(null, tabs(['a', 'x'])), 'x')).toBe('placed');
    expect(containerPlacementChange(tChange(tabs(['a']), tabs(['a', 'x'])), 'x')).toBe('placed');
    expect(containerPlacementChange(tChange(tabs(['a', 'x'], []), tabs(['a'], ['x'])), 'x')).toBe(
      'moved',
    );
    expect(containerPlacementChange(tChange(tabs(['x', 'a']), tabs(['a', 'x'])), 'x')).toBe(
      'moved',
    );
    expect(containerPlacementChange(tChange(tabs(['a', 'x']), tabs(['a'])), 'x')).toBe('removed');
  });

  it('answers nothing when the container stayed where it was, or the tabs did not change', () => {
    expect(containerPlacementChange(tChange(tabs(['x']), tabs(['x', 'b'])), 'x')).toBeUndefined();
    expect(containerPlacementChange([{ field: 'lon', from: 'a', to: 'b' }], 'x')).toBeUndefined();
    expect(containerPlacementChange(tChange('nonsense', [{ c: 'x' }]), 'x')).toBeUndefined();
  });
});
