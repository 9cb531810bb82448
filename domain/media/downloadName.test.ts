import { describe, expect, it } from 'vitest';
import { asciiFileName, downloadBaseName, mp4ContentDisposition } from './downloadName';

describe('the MP4 download file name (from lon)', () => {
  it('is the first English name, else the first name, else clip', () => {
    expect(
      downloadBaseName([
        { lang: 'zh', n: '进球' },
        { lang: 'en', n: 'Winning goal' },
      ]),
    ).toBe('Winning goal');
    expect(downloadBaseName([{ lang: 'zh', n: '进球' }])).toBe('进球');
    expect(downloadBaseName([])).toBe('clip');
    expect(downloadBaseName(undefined)).toBe('clip');
    expect(downloadBaseName([{ lang: 'en', n: '   ' }])).toBe('clip');
  });

  it('keeps separators, quotes and control characters out', () => {
    expect(downloadBaseName([{ lang: 'en', n: '../../etc/"passwd"\r\nX' }])).toBe('etc passwd X');
    expect(mp4ContentDisposition([{ lang: 'en', n: 'a"b\\c' }])).toBe(
      'attachment; filename="a b c.mp4"',
    );
  });

  it('is a plain filename for an ASCII name', () => {
    expect(mp4ContentDisposition([{ lang: 'en', n: 'Big Buck (HD) cut' }])).toBe(
      'attachment; filename="Big Buck (HD) cut.mp4"',
    );
    expect(mp4ContentDisposition([])).toBe('attachment; filename="clip.mp4"');
  });

  it('adds RFC 5987 filename* with the whole name and an ASCII fallback for other names', () => {
    expect(mp4ContentDisposition([{ lang: 'en', n: 'Café goal' }])).toBe(
      `attachment; filename="Cafe goal.mp4"; filename*=UTF-8''Caf%C3%A9%20goal.mp4`,
    );
    expect(mp4ContentDisposition([{ lang: 'zh', n: '制胜进球' }])).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''%E5%88%B6%E8%83%9C%E8%BF%9B%E7%90%83.mp4`,
    );
    expect(mp4ContentDisposition([{ lang: 'ta', n: "Goal's (வெற்றி)" }])).toBe(
      `attachment; filename="Goal_s (_).mp4"; filename*=UTF-8''Goal%27s%20%28%E0%AE%B5%E0%AF%86%E0%AE%B1%E0%AF%8D%E0%AE%B1%E0%AE%BF%29.mp4`,
    );
    expect(asciiFileName('வெற்றி')).toBe('clip');
  });
});
