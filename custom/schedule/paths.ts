import { schedulePageOf } from '../../domain/schedule/schedulePaths';

/**
 * The schedule page's path (spec section 2): `/live/virtuallivechannel/schedule/:cs/:cid`, with
 * the console's optional `/apps/:product?` prefix. `cs` is the schedule version shown ('draft'
 * or 'published'), `cid` the virtual channel's id.
 */
export const SCHEDULE_PATHS = {
  schedule: '/apps/:product?/live/virtuallivechannel/schedule/:cs/:cid',
  bare: '/live/virtuallivechannel/schedule/:cs/:cid',
  scheduleOf: (product: string | undefined, cs: string, cid: string) =>
    schedulePageOf(product, cs, cid),
} as const;
