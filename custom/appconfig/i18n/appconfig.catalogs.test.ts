import { describe, expect, it } from 'vitest';
import { messages as en } from './appconfig';
import { messages as ms } from './appconfig.ms';
import { messages as ta } from './appconfig.ta';
import { messages as zh } from './appconfig.zh';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

// Leaves that may read the same in another language: placeholders only, or a word Malay shares.
const SAME_ALLOWED = new Set(['console.appConfig.fields.st', 'console.appConfig.allStatuses']);

describe.each([
  ['zh', zh],
  ['ms', ms],
  ['ta', ta],
])('app configuration messages in %s', (_locale, translated) => {
  const english = leaves(en);
  const other = leaves(translated);

  it('has the English keys, each translated with the same placeholders', () => {
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translation = other.get(key) ?? '';
      expect(translation.trim(), key).not.toBe('');
      expect(placeholders(translation), key).toEqual(placeholders(text));
      if (!SAME_ALLOWED.has(key) && /[A-Za-z]{3}/.test(text.replace(/%\{\w+\}/g, ''))) {
        expect(translation, `${key} is left in English`).not.toBe(text);
      }
    }
  });
});
