import { describe, expect, it } from 'vitest';
import { chooseVersion, nextVersionNumber, parseVersionNumber, versionName } from './versions';
import type { VersionEntry } from './versions';

const v = (n: number, st: string): VersionEntry => ({ key: `k${n}`, st, name: versionName(n, st) });

describe('versionName', () => {
  it("is 'V{n} - {status}'", () => {
    expect(versionName(2, 'draft')).toBe('V2 - draft');
    expect(versionName(1, 'published')).toBe('V1 - published');
    expect(versionName(10, 'pre-draft')).toBe('V10 - pre-draft');
  });

  it('refuses numbers that cannot name a version', () => {
    expect(() => versionName(0, 'draft')).toThrow(RangeError);
    expect(() => versionName(1.5, 'draft')).toThrow(RangeError);
    expect(() => versionName(-1, 'draft')).toThrow(RangeError);
  });
});

describe('parseVersionNumber', () => {
  it('reads the number of a version name', () => {
    expect(parseVersionNumber('V3 - published')).toBe(3);
    expect(parseVersionNumber('V1 - draft')).toBe(1);
    expect(parseVersionNumber('V12 - pre-draft')).toBe(12);
  });

  it('round-trips with versionName', () => {
    for (const n of [1, 2, 9, 10, 99, 100, 12345])
      expect(parseVersionNumber(versionName(n, 'draft'))).toBe(n);
  });

  it.each(['', 'V - draft', 'v3 - draft', 'V3-draft', 'V3 - ', 'Version 3', 'V0 - draft', 'V3'])(
    'gives undefined for %j',
    (name) => {
      expect(parseVersionNumber(name)).toBeUndefined();
    },
  );
});

describe('nextVersionNumber', () => {
  it('is 1 when there are no versions', () => {
    expect(nextVersionNumber([])).toBe(1);
  });

  it('is one above the highest, from names or numbers, in any order', () => {
    expect(nextVersionNumber(['V1 - published', 'V3 - archived', 'V2 - draft'])).toBe(4);
    expect(nextVersionNumber([2, 7, 5])).toBe(8);
    expect(nextVersionNumber(['V9 - draft', 10])).toBe(11);
  });

  it('skips names that do not parse', () => {
    expect(nextVersionNumber(['renamed by hand', 'V2 - draft'])).toBe(3);
    expect(nextVersionNumber(['renamed by hand'])).toBe(1);
  });
});

describe('chooseVersion', () => {
  it('is undefined for no versions', () => {
    expect(chooseVersion([])).toBeUndefined();
    expect(chooseVersion([], 'published')).toBeUndefined();
  });

  it('takes the draft version first', () => {
    const versions = [v(1, 'published'), v(2, 'draft'), v(3, 'archived')];
    expect(chooseVersion(versions)?.key).toBe('k2');
    expect(chooseVersion(versions, 'archived')?.key).toBe('k2');
    expect(chooseVersion(versions, 'published')?.key).toBe('k2');
  });

  it('else the version matching the wanted status', () => {
    const versions = [v(1, 'published'), v(2, 'archived'), v(3, 'pre-draft')];
    expect(chooseVersion(versions, 'published')?.key).toBe('k1');
    expect(chooseVersion(versions, 'archived')?.key).toBe('k2');
  });

  it('else the last', () => {
    const versions = [v(1, 'published'), v(2, 'archived')];
    expect(chooseVersion(versions)?.key).toBe('k2');
    expect(chooseVersion(versions, 'pending')?.key).toBe('k2');
    expect(chooseVersion([v(1, 'published')], 'deleted')?.key).toBe('k1');
  });

  it('takes the newest of several matches', () => {
    expect(
      chooseVersion([v(1, 'published'), v(2, 'published'), v(3, 'archived')], 'published')?.key,
    ).toBe('k2');
    expect(
      chooseVersion([v(1, 'draft'), v(2, 'published'), v(3, 'draft'), v(4, 'archived')])?.key,
    ).toBe('k3');
  });

  it('returns the entry itself, with any extra fields the caller carries', () => {
    const versions = [{ ...v(1, 'published'), ct: '2026-12-01' }];
    expect(chooseVersion(versions)).toBe(versions[0]);
  });
});
