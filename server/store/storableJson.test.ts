import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storableJson';

describe('storableJson', () => {
  it('replaces lone surrogates and U+0000 (values and keys) by U+FFFD, keeping whole pairs', () => {
    const text = JSON.stringify({ n: 'cut \ud83c', ['k\udfac']: ['\u0000', '🎬'], ok: 1 });
    expect(text).toContain('\\ud83c');
    expect(JSON.parse(storableJson(text))).toEqual({
      n: 'cut \ufffd',
      ['k\ufffd']: ['\ufffd', '🎬'],
      ok: 1,
    });
    expect(storableText('a\ud800b\u0000')).toBe('a\ufffdb\ufffd');
  });

  it('leaves ordinary JSON as it is, escaped pairs and escaped backslashes included', () => {
    const plain = JSON.stringify({ n: 'Brave River 🎬 中文', tab: 'a\tb', c: '\u000b' });
    expect(storableJson(plain)).toBe(plain);
    expect(JSON.parse(storableJson('{"n":"\\ud83c\\udfac"}'))).toEqual({ n: '🎬' });
    expect(JSON.parse(storableJson('{"n":"\\\\ud800"}'))).toEqual({ n: '\\ud800' });
  });
});
