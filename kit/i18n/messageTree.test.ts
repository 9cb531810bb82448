// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { flattenMessages, mergeMessages } from './messageTree';

describe('mergeMessages', () => {
  it('deep-merges without touching its inputs', () => {
    const base = { ra: { action: { save: 'Save' } } };
    const more = { ra: { action: { cancel: 'Cancel' } }, console: { common: { ok: 'OK' } } };
    const merged = mergeMessages(base, more);
    expect(merged).toEqual({
      ra: { action: { save: 'Save', cancel: 'Cancel' } },
      console: { common: { ok: 'OK' } },
    });
    expect(base).toEqual({ ra: { action: { save: 'Save' } } });
    merged.ra.action.save = 'changed';
    expect(base.ra.action.save).toBe('Save');
  });

  it('lets a later leaf win, but never turns a leaf into a subtree or back', () => {
    expect(mergeMessages({ a: 'one' }, { a: 'two' })).toEqual({ a: 'two' });
    expect(mergeMessages({ a: 'one' }, { a: { b: 'two' } })).toEqual({ a: 'one' });
    expect(mergeMessages({ a: { b: 'one' } }, { a: 'two' })).toEqual({ a: { b: 'one' } });
  });
});

describe('flattenMessages', () => {
  it('joins paths with dots, as polyglot does', () => {
    expect(flattenMessages({ fields: { avl: 'Availability', 'avl.con': 'Condition' } })).toEqual(
      new Map([
        ['fields.avl', 'Availability'],
        ['fields.avl.con', 'Condition'],
      ]),
    );
  });
});
