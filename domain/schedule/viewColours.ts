/**
 * The schedule timeline's block colours: the segment colours of spec sections 3 and 9 (vod, ad,
 * bumper, filler, promo, ratingcard) and 'expired' for content whose availability has ended.
 */
export const SCHEDULE_COLOURS = {
  vod: '#171717',
  ad: '#A75A45',
  bumper: '#1C344B',
  filler: '#506E6E',
  expired: '#790707',
  promo: '#A48434',
  ratingcard: '#1C4873',
} as const;

/** A kind the timeline colours. */
export type ScheduleColourKind = keyof typeof SCHEDULE_COLOURS;

/** The colour of a segment kind; an unknown kind is drawn as vod. */
export function colourOfKind(kind: string | undefined): string {
  return kind !== undefined && kind in SCHEDULE_COLOURS
    ? SCHEDULE_COLOURS[kind as ScheduleColourKind]
    : SCHEDULE_COLOURS.vod;
}
