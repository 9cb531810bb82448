import { describe, expect, it } from 'vitest';
import { aspectRatioLabel } from './aspectRatio';

describe('aspectRatioLabel', () => {
  it('recognises the ratios of the spec', () => {
    expect(aspectRatioLabel(1920, 1080)).toBe('16x9');
    expect(aspectRatioLabel(16, 9)).toBe('16x9');
    expect(aspectRatioLabel(1024, 768)).toBe('4x3');
    expect(aspectRatioLabel(1500, 1000)).toBe('3x2');
    expect(aspectRatioLabel(1000, 600)).toBe('5x3');
    expect(aspectRatioLabel(1280, 1024)).toBe('5x4');
    expect(aspectRatioLabel(500, 500)).toBe('1x1');
    expect(aspectRatioLabel(1, 1)).toBe('1x1');
  });

  it("shows 8:5 as '16x10'", () => {
    expect(aspectRatioLabel(1280, 800)).toBe('16x10');
    expect(aspectRatioLabel(8, 5)).toBe('16x10');
    expect(aspectRatioLabel(1920, 1200)).toBe('16x10');
  });

  it('gives empty for anything else', () => {
    expect(aspectRatioLabel(1000, 333)).toBe('');
    expect(aspectRatioLabel(1921, 1080)).toBe('');
    expect(aspectRatioLabel(3000, 1000)).toBe('');
    expect(aspectRatioLabel(1080, 1920)).toBe('');
  });

  it('gives empty for sizes that are not positive integers', () => {
    expect(aspectRatioLabel(0, 0)).toBe('');
    expect(aspectRatioLabel(0, 9)).toBe('');
    expect(aspectRatioLabel(-16, -9)).toBe('');
    expect(aspectRatioLabel(16.5, 9)).toBe('');
    expect(aspectRatioLabel(Number.NaN, 9)).toBe('');
  });
});
