import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_MACROS, AD_TAG_URL_MAX, adTagProblems, expandAdTag, macrosIn } from './adTag';

const TAG =
  'https://ads.example.com/vast?cb=[CACHEBUSTING]&cid=[CONTENTID]&ua=[DEVICEUA]&gdpr=[GDPRCONSENT]';

describe('ad tag templates', () => {
  it('accepts an https template of known macros', () => {
    expect(adTagProblems(TAG)).toEqual([]);
    expect(macrosIn(TAG)).toEqual(['CACHEBUSTING', 'CONTENTID', 'DEVICEUA', 'GDPRCONSENT']);
  });

  it('expands macros with given values, else their samples, URL-encoded', () => {
    const url = expandAdTag(TAG, { CONTENTID: 'movie 7/a' });
    expect(url).toBe(
      'https://ads.example.com/vast?cb=48213907&cid=movie%207%2Fa' +
        '&ua=Mozilla%2F5.0%20(SMART-TV%3B%20Linux%3B%20Tizen%207.0)' +
        '&gdpr=CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA',
    );
    expect(new URL(url).searchParams.get('cid')).toBe('movie 7/a');
  });

  it('refuses an unknown macro, naming it and where it is, each time it occurs', () => {
    const template = 'https://ads.example.com/vast?a=[CACHEBUSTER]&b=[CACHEBUSTER]';
    expect(adTagProblems(template)).toEqual([
      { code: 'macroUnknown', macro: 'CACHEBUSTER', at: 31 },
      { code: 'macroUnknown', macro: 'CACHEBUSTER', at: 47 },
    ]);
    expect(() => expandAdTag(template)).toThrow('Unknown ad tag macro [CACHEBUSTER]');
  });

  it('is case-sensitive about macro names, as the IAB writes them', () => {
    expect(adTagProblems('https://a.example.com/?cb=[cachebusting]')).toEqual([
      { code: 'macroUnknown', macro: 'cachebusting', at: 26 },
    ]);
  });

  it('refuses a URL that is not https', () => {
    expect(adTagProblems('http://ads.example.com/vast?cb=[CACHEBUSTING]')).toEqual([
      { code: 'notHttps', scheme: 'http' },
    ]);
    expect(adTagProblems('ftp://ads.example.com/vast')).toEqual([
      { code: 'notHttps', scheme: 'ftp' },
    ]);
  });

  it('refuses what is no URL at all, or missing', () => {
    expect(adTagProblems('ads.example.com/vast')).toEqual([{ code: 'urlMalformed' }]);
    expect(adTagProblems('https://')).toEqual([{ code: 'urlMalformed' }]);
    expect(adTagProblems('   ')).toEqual([{ code: 'urlMissing' }]);
    expect(adTagProblems(undefined)).toEqual([{ code: 'urlMissing' }]);
    expect(adTagProblems(42)).toEqual([{ code: 'urlMissing' }]);
  });

  it('finds a bracket never closed', () => {
    expect(adTagProblems('https://ads.example.com/vast?cb=[CACHEBUSTING')).toEqual([
      { code: 'bracketUnclosed', at: 32 },
    ]);
    expect(adTagProblems('https://ads.example.com/vast?cb=[A[CACHEBUSTING]')).toEqual([
      { code: 'bracketUnclosed', at: 32 },
    ]);
  });

  it('refuses a URL over the limit', () => {
    const long = `https://ads.example.com/vast?x=${'a'.repeat(AD_TAG_URL_MAX)}`;
    expect(adTagProblems(long)).toEqual([
      { code: 'urlTooLong', max: AD_TAG_URL_MAX, length: long.length },
    ]);
  });

  it('allows a macro in the host and an IPv6 host', () => {
    expect(adTagProblems('https://[DOMAIN]/vast?cb=[CACHEBUSTING]')).toEqual([]);
    expect(adTagProblems('https://[2001:db8::1]/vast?cb=[CACHEBUSTING]')).toEqual([]);
  });

  it('any value expands to a URL whose query gives the value back', () => {
    const macro = fc.constantFrom(...AD_MACROS.map((m) => m.name));
    fc.assert(
      fc.property(macro, fc.string(), (name, value) => {
        const url = expandAdTag(`https://ads.example.com/vast?v=[${name}]`, { [name]: value });
        expect(new URL(url).searchParams.get('v')).toBe(value);
      }),
    );
  });

  it('every known macro has a unique name of capitals, digits and underscores', () => {
    const names = AD_MACROS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z0-9_]+$/);
  });
});
