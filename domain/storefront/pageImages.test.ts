import { describe, expect, it } from 'vitest';
import { PAGE_IMAGE_SLOTS, isPageImageTab, pageImageOf, pageImageProblem } from './pageImages';

describe("a page's own images", () => {
  it('are the tab background, tab logo and background image, each of its own type', () => {
    expect(Object.keys(PAGE_IMAGE_SLOTS)).toEqual([
      'TAB_BACKGROUND',
      'TAB_LOGO',
      'BACKGROUND_IMAGE',
    ]);
    expect(isPageImageTab('TAB_LOGO')).toBe(true);
    expect(isPageImageTab('THEME')).toBe(false);
  });

  it("takes an upload's or an https address in one of the spec's ratios, of the slot's type", () => {
    const logo = { u: '/images/main/home/upload?image=a1', t: 'Logo', r: '4x3' };
    expect(pageImageProblem('TAB_LOGO', logo)).toBeUndefined();
    expect(pageImageOf('TAB_LOGO', logo)).toEqual(logo);
    expect(pageImageProblem('TAB_LOGO', { ...logo, u: 'https://cdn.example.com/l.png' })).toBe(
      undefined,
    );
    expect(pageImageProblem('TAB_LOGO', undefined)).toBeUndefined();
  });

  it('refuses a bare address, another type, an unknown ratio and an address of no image', () => {
    const logo = { u: '/images/main/home/upload?image=a1', t: 'Logo', r: '16x9' };
    expect(pageImageProblem('TAB_LOGO', 'https://cdn.example.com/l.png')).toBe('shape');
    expect(pageImageProblem('TAB_LOGO', { u: logo.u })).toBe('shape');
    expect(pageImageProblem('TAB_LOGO', { ...logo, t: 'Cover' })).toBe('type');
    expect(pageImageProblem('TAB_LOGO', { ...logo, r: '1x1' })).toBe('ratio');
    expect(pageImageProblem('TAB_LOGO', { ...logo, u: 'http://cdn.example.com/l.png' })).toBe(
      'address',
    );
    expect(pageImageProblem('BACKGROUND_IMAGE', { ...logo, t: 'Cover', u: 'javascript:x' })).toBe(
      'address',
    );
    expect(pageImageOf('TAB_LOGO', { ...logo, t: 'Cover' })).toBeUndefined();
  });
});
