import { describe, expect, it } from 'vitest';
import { PERCENT_RANGE, clampPercent, digitsOnly, isDigitsOnly } from './numericInput';

describe('clampPercent (percent input clamped 1-100)', () => {
  it('keeps the range 1-100 of the spec', () => {
    expect(PERCENT_RANGE).toEqual({ min: 1, max: 100 });
  });

  it('gives 0 for an empty field', () => {
    expect(clampPercent('')).toBe(0);
    expect(clampPercent('   ')).toBe(0);
  });

  it('keeps the boundary values 1 and 100', () => {
    expect(clampPercent(1)).toBe(1);
    expect(clampPercent('1')).toBe(1);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent('100')).toBe(100);
  });

  it('gives 100 above 100', () => {
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent('101')).toBe(100);
    expect(clampPercent(100.5)).toBe(100);
  });

  it('empties the field at 0 and below', () => {
    expect(clampPercent(0)).toBe('');
    expect(clampPercent('0')).toBe('');
    expect(clampPercent(-1)).toBe('');
    expect(clampPercent('-1')).toBe('');
  });

  it('keeps a value inside the range', () => {
    expect(clampPercent('50')).toBe(50);
    expect(clampPercent(' 42 ')).toBe(42);
  });

  it('treats non-numeric text like an empty field', () => {
    expect(clampPercent('abc')).toBe(0);
    expect(clampPercent('12abc')).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('digits-only numeric input', () => {
  it('strips everything but 0-9', () => {
    expect(digitsOnly('1a2b3')).toBe('123');
    expect(digitsOnly('-12.5 %')).toBe('125');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('٣٤')).toBe('');
  });

  it('tells digits-only text apart', () => {
    expect(isDigitsOnly('0123456789')).toBe(true);
    expect(isDigitsOnly('')).toBe(true);
    expect(isDigitsOnly('12 3')).toBe(false);
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('1e3')).toBe(false);
  });
});
