import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIpRange, rangeContains, rangesOverlap } from './ipRange';
import type { IpRange } from './ipRange';

function range(text: string): IpRange {
  const result = parseIpRange(text);
  if (!result.ok) throw new Error(`${text}: ${result.problem.code}`);
  return result.range;
}

describe('parseIpRange', () => {
  it('keeps a single IPv4 address as itself, with equal bounds', () => {
    expect(range('192.0.2.7')).toEqual({
      id: '192.0.2.7',
      family: 4,
      prefix: 32,
      isRange: false,
      first: 'c0000207',
      last: 'c0000207',
    });
  });

  it('normalises a range to its network address and gives its bounds', () => {
    expect(range(' 10.1.2.3/8 ')).toMatchObject({
      id: '10.0.0.0/8',
      prefix: 8,
      isRange: true,
      first: '0a000000',
      last: '0affffff',
    });
    expect(range('192.0.2.128/25')).toMatchObject({ first: 'c0000280', last: 'c00002ff' });
    expect(range('0.0.0.0/0')).toMatchObject({ first: '00000000', last: 'ffffffff' });
    expect(range('192.0.2.7/32')).toMatchObject({ id: '192.0.2.7', isRange: false });
  });

  it('writes IPv6 in RFC 5952 form, and an IPv4-mapped address as IPv4', () => {
    expect(range('2001:0DB8:0000:0000:0000:0000:0000:0001').id).toBe('2001:db8::1');
    expect(range('2001:db8:abcd::/32')).toMatchObject({
      id: '2001:db8::/32',
      family: 6,
      first: `20010db8${'0'.repeat(24)}`,
      last: `20010db8${'f'.repeat(24)}`,
    });
    expect(range('::ffff:192.0.2.7')).toMatchObject({ id: '192.0.2.7', family: 4 });
    expect(range('::ffff:192.0.2.0/120')).toMatchObject({ id: '192.0.2.0/24', family: 4 });
  });

  it('refuses what is not an address or range, saying why', () => {
    const problem = (text: string) => {
      const result = parseIpRange(text);
      return result.ok ? undefined : result.problem;
    };
    expect(problem('')).toEqual({ code: 'empty' });
    expect(problem('300.1.1.1')?.code).toBe('malformed');
    expect(problem('127.1')?.code).toBe('malformed');
    expect(problem('0x7f.0.0.1')?.code).toBe('malformed');
    expect(problem('10.0.0.0/')?.code).toBe('malformed');
    expect(problem('10.0.0.0/8/8')?.code).toBe('malformed');
    expect(problem('10.0.0.0/-1')?.code).toBe('malformed');
    expect(problem('2001:db8:::1')?.code).toBe('malformed');
    expect(problem('fe80::1%eth0')).toEqual({ code: 'zoneNotAllowed' });
    expect(problem('10.0.0.0/33')).toEqual({
      code: 'prefixTooLong',
      family: 4,
      max: 32,
      prefix: 33,
    });
    expect(problem('2001:db8::/129')).toEqual({
      code: 'prefixTooLong',
      family: 6,
      max: 128,
      prefix: 129,
    });
  });
});

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((b) => b.join('.'));

describe('ranges (properties)', () => {
  it('a range holds its own address, and parsing its id again gives the same range', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), (address, prefix) => {
        const block = range(`${address}/${prefix}`);
        expect(rangeContains(block, range(address))).toBe(true);
        expect(range(block.id)).toEqual(block);
      }),
    );
  });

  it('two CIDR blocks overlap exactly when one holds the other', () => {
    const block = fc
      .tuple(ipv4, fc.integer({ min: 0, max: 32 }))
      .map(([a, p]) => range(`${a}/${p}`));
    fc.assert(
      fc.property(block, block, (a, b) => {
        expect(rangesOverlap(a, b)).toBe(rangeContains(a, b) || rangeContains(b, a));
      }),
    );
  });

  it('IPv4 and IPv6 never overlap', () => {
    expect(rangesOverlap(range('0.0.0.0/0'), range('::/0'))).toBe(false);
  });
});
