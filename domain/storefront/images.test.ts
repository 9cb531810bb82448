import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_MAX_HEIGHT,
  enabledImageTypes,
  galleryProblems,
  missingImageRatios,
  neededRatios,
  ratioOnDevice,
  thumbnailBox,
} from './images';
import type { ContainerImage, ImageContainer } from './images';
import { IMAGE_RATIOS } from './options';

const image = (r: ContainerImage['r'], t: ContainerImage['t'] = 'Poster'): ContainerImage => ({
  u: `/images/main/rail/upload?image=${t}-${r}`,
  t,
  r,
});

describe('the ratio a device draws a container in', () => {
  it("takes the device's own ratio, then diar's default, then iar, then the device's default", () => {
    const container: ImageContainer = {
      iar: '3x1',
      diar: { tv: '16x6', default: '4x3' },
    };
    expect(ratioOnDevice(container, 'tv')).toBe('16x6');
    expect(ratioOnDevice(container, 'mobile')).toBe('4x3');
    expect(ratioOnDevice({ iar: '3x1' }, 'mobile')).toBe('3x1');
    expect(ratioOnDevice({}, 'tablet')).toBe('4x3');
    expect(ratioOnDevice({}, 'tv')).toBe('16x9');
    // A ratio the spec does not list is no ratio: the next one applies.
    expect(ratioOnDevice({ diar: { tv: '21x9' }, iar: '16x6' }, 'tv')).toBe('16x6');
  });

  it('groups the devices by the ratio they need, only the ticked devices when some are', () => {
    const container = { iar: '16x9', diar: { tablet: '4x3', mobile: '4x3' } };
    expect(neededRatios(container)).toEqual([
      { ratio: '16x9', devices: ['tv', 'browser'] },
      { ratio: '4x3', devices: ['tablet', 'mobile'] },
    ]);
    expect(neededRatios({ ...container, dev: ['mobile'] })).toEqual([
      { ratio: '4x3', devices: ['mobile'] },
    ]);
    // None ticked means every device.
    expect(neededRatios({ ...container, dev: [] })).toHaveLength(2);
  });
});

describe('the publish rule: an image in every ratio a device needs', () => {
  it('names each ratio no image has, with the devices that need it', () => {
    const container = { iar: '16x9', diar: { tablet: '4x3' }, ex_ia: [image('16x9')] };
    expect(missingImageRatios(container)).toEqual([{ ratio: '4x3', devices: ['tablet'] }]);
    expect(
      missingImageRatios({ ...container, ex_ia: [image('16x9'), image('4x3', 'Logo')] }),
    ).toEqual([]);
    // A container for TVs only needs the TV's ratio.
    expect(missingImageRatios({ ...container, dev: ['tv'] })).toEqual([]);
  });

  it('asks for every needed ratio of a container without images, and ignores malformed entries', () => {
    expect(missingImageRatios({ iar: '3x1' })).toEqual([
      { ratio: '3x1', devices: ['tv', 'tablet', 'browser', 'mobile'] },
    ]);
    expect(
      missingImageRatios({ iar: '3x1', ex_ia: [{ u: '/x', t: 'Poster', r: '3:1' }, 'nonsense'] }),
    ).toHaveLength(1);
  });

  it('holds for any ratios: a container with an image in each needed ratio misses none, without one it misses it', () => {
    const ratio = fc.constantFrom(...IMAGE_RATIOS);
    fc.assert(
      fc.property(
        fc.record(
          { tv: ratio, tablet: ratio, browser: ratio, mobile: ratio, default: ratio },
          {
            requiredKeys: [],
          },
        ),
        ratio,
        (diar, iar) => {
          const needed = neededRatios({ iar, diar }).map((n) => n.ratio);
          const full = { iar, diar, ex_ia: needed.map((r) => image(r)) };
          expect(missingImageRatios(full)).toEqual([]);
          const [first, ...rest] = needed;
          if (first === undefined) return;
          const gap = { iar, diar, ex_ia: rest.map((r) => image(r)) };
          expect(missingImageRatios(gap).map((n) => n.ratio)).toEqual([first]);
        },
      ),
    );
  });
});

describe('the image types a container may hold', () => {
  it('enables Logo Sponsor with a sponsor and Logo Header with the logo overlay', () => {
    expect(enabledImageTypes({})).toEqual(['Poster', 'Cover', 'Banner', 'Logo']);
    expect(enabledImageTypes({ sponsor: { n: 'Demo Bank' } })).toContain('Logo Sponsor');
    expect(enabledImageTypes({ sponsor: { sponsored: true } })).toContain('Logo Sponsor');
    // Blank sponsor fields are no sponsor.
    expect(enabledImageTypes({ sponsor: { n: '  ', tags: ['x'] } })).not.toContain('Logo Sponsor');
    expect(enabledImageTypes({ logo_overlay: true })).toEqual([
      'Poster',
      'Cover',
      'Banner',
      'Logo',
      'Logo Header',
    ]);
  });

  it('refuses a type the container does not enable and a second image of a type and ratio', () => {
    const ex_ia = [
      image('16x9'),
      image('16x9', 'Logo Sponsor'),
      image('16x9'),
      image('4x3'),
      image('3x1', 'Logo Header'),
    ];
    expect(galleryProblems({ ex_ia }).map((p) => [p.index, p.reason])).toEqual([
      [1, 'typeNotEnabled'],
      [2, 'duplicate'],
      [4, 'typeNotEnabled'],
    ]);
    expect(
      galleryProblems({ ex_ia, sponsor: { label: 'Presented by' }, logo_overlay: true }).map(
        (p) => p.index,
      ),
    ).toEqual([2]);
  });
});

describe('gallery thumbnails: enlarged 2.5 times, at most 200 px high', () => {
  it('draws each ratio of the spec at its size', () => {
    expect(thumbnailBox('16x9')).toEqual({ width: 320, height: 180 });
    // 4:3 at 320 px wide would be 240 high: capped at 200, the width follows.
    expect(thumbnailBox('4x3')).toEqual({ width: 267, height: 200 });
    expect(thumbnailBox('3x1')).toEqual({ width: 320, height: 107 });
    expect(thumbnailBox('16x6')).toEqual({ width: 320, height: 120 });
  });

  it('never exceeds 200 px high and keeps the ratio', () => {
    for (const ratio of IMAGE_RATIOS) {
      const { width, height } = thumbnailBox(ratio);
      const [w = 0, h = 0] = ratio.split('x').map(Number);
      expect(height).toBeLessThanOrEqual(THUMBNAIL_MAX_HEIGHT);
      expect(Math.abs(width / height - w / h)).toBeLessThan(0.02);
    }
  });
});
