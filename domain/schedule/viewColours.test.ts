import { describe, expect, it } from 'vitest';
import { SCHEDULE_COLOURS, colourOfKind } from './viewColours';

describe('schedule colours', () => {
  it('are the spec section 3 segment colours', () => {
    expect(SCHEDULE_COLOURS).toEqual({
      vod: '#171717',
      ad: '#A75A45',
      bumper: '#1C344B',
      filler: '#506E6E',
      expired: '#790707',
      promo: '#A48434',
      ratingcard: '#1C4873',
    });
  });

  it('draw an unknown kind as vod', () => {
    expect(colourOfKind('promo')).toBe('#A48434');
    expect(colourOfKind('teaser')).toBe('#171717');
    expect(colourOfKind(undefined)).toBe('#171717');
  });
});
