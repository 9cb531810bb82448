import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policy, rule } from '../policy/testPolicies.testkit';
import { hiddenReason, policyIndex, viewerView } from './viewerView';
import type { ViewContainer, ViewPage, Viewer } from './viewerView';

const KIDS = policy('kids-v1', [rule('Number', 'age', 'less-than', 13)], { id: 'kids' });
const ADULTS = policy('adults-v1', [rule('Number', 'age', 'greater-than', 17)], {
  id: 'adults',
});
const NO_MY = policy('no-my-v1', [rule('String', 'country', 'equals', 'MY')], {
  id: 'no-my',
  effect: false,
});
const POLICIES = policyIndex([KIDS, ADULTS, NO_MY]);

const ADULT: Viewer = { at: '2026-12-01T12:00:00Z', device: 'tv', context: { age: 34 } };
const CHILD: Viewer = { ...ADULT, context: { age: 8 } };

const page = (containers: ViewContainer[], fields: Partial<ViewPage> = {}): ViewPage => ({
  tabs: [{ id: 'home', containers }],
  ...fields,
});

describe('what a viewer gets of a storefront', () => {
  it('keeps containers in their window, start inclusive and end exclusive', () => {
    const c = { id: 'c', st_dt: '2026-12-01T12:00:00Z', ed_dt: '2026-12-02T00:00:00Z' };
    expect(hiddenReason(c, ADULT, POLICIES)).toBeUndefined();
    expect(hiddenReason(c, { ...ADULT, at: '2026-12-01T11:59:59Z' }, POLICIES)).toEqual({
      code: 'notStarted',
      startsAt: '2026-12-01T12:00:00Z',
    });
    expect(hiddenReason(c, { ...ADULT, at: '2026-12-02T00:00:00Z' }, POLICIES)).toEqual({
      code: 'ended',
      endedAt: '2026-12-02T00:00:00Z',
    });
  });

  it('hides a kids-only rail from an adult, naming the failed condition, and shows it to a child', () => {
    const view = viewerView(
      page([{ id: 'hero' }, { id: 'cartoons', appliesif: ['kids'] }, { id: 'drama' }]),
      ADULT,
      POLICIES,
    );
    expect(view.tabs[0]?.containers.map((c) => c.id)).toEqual(['hero', 'drama']);
    expect(view.hidden).toHaveLength(1);
    const reason = view.hidden[0]?.reason;
    expect(reason?.code).toBe('policyDenied');
    if (reason?.code === 'policyDenied') {
      expect(reason.decision.failed).toMatchObject({ attribute: 'age', expected: 13, actual: 34 });
    }
    const child = viewerView(
      page([{ id: 'hero' }, { id: 'cartoons', appliesif: ['kids'] }]),
      CHILD,
      POLICIES,
    );
    expect(child.tabs[0]?.containers.map((c) => c.id)).toEqual(['hero', 'cartoons']);
  });

  it('lets a matching Deny beat an Allow, names a missing policy, and filters by device', () => {
    const inMalaysia = { ...ADULT, context: { age: 34, country: 'MY' } };
    const denied = hiddenReason({ appliesif: ['adults', 'no-my'] }, inMalaysia, POLICIES);
    expect(denied?.code).toBe('policyDenied');
    expect(hiddenReason({ appliesif: ['adults', 'no-my'] }, ADULT, POLICIES)).toBeUndefined();
    // By version key too.
    expect(hiddenReason({ appliesif: ['adults-v1'] }, ADULT, POLICIES)).toBeUndefined();
    expect(hiddenReason({ appliesif: ['gone'] }, ADULT, POLICIES)).toEqual({
      code: 'policyMissing',
      policy: 'gone',
    });
    expect(hiddenReason({ dev: ['mobile', 'tablet'] }, ADULT, POLICIES)).toEqual({
      code: 'otherDevice',
      devices: ['mobile', 'tablet'],
    });
    expect(hiddenReason({ dev: [] }, ADULT, POLICIES)).toBeUndefined();
  });

  it('shows nothing of a page outside its window or denied, and says why', () => {
    const view = viewerView(
      page([{ id: 'hero' }], { ed_dt: '2026-11-30T00:00:00Z' }),
      ADULT,
      POLICIES,
    );
    expect(view).toEqual({
      pageHidden: { code: 'ended', endedAt: '2026-11-30T00:00:00Z' },
      tabs: [],
      hidden: [],
    });
    expect(
      viewerView(page([{ id: 'hero' }], { appliesif: ['kids'] }), ADULT, POLICIES).pageHidden,
    ).toMatchObject({ code: 'policyDenied' });
  });

  it('every container is either shown or hidden with a reason, and shown ones keep their order', () => {
    const container = fc.record({
      id: fc.uuid(),
      st_dt: fc.option(fc.constantFrom('2026-11-01T00:00:00Z', '2026-12-05T00:00:00Z'), {
        nil: undefined,
      }),
      ed_dt: fc.option(fc.constantFrom('2026-12-01T12:00:00Z', '2027-01-01T00:00:00Z'), {
        nil: undefined,
      }),
      appliesif: fc.subarray(['kids', 'adults', 'no-my', 'gone']),
      dev: fc.subarray(['tv', 'mobile']),
    });
    fc.assert(
      fc.property(
        fc.array(container, { maxLength: 30 }),
        fc.integer({ min: 0, max: 90 }),
        (containers, age) => {
          const view = viewerView(page(containers), { ...ADULT, context: { age } }, POLICIES);
          const shown = view.tabs[0]?.containers ?? [];
          expect(shown.length + view.hidden.length).toBe(containers.length);
          expect(shown).toEqual(
            containers.filter((c) => !view.hidden.some((h) => h.container === c)),
          );
          for (const c of shown)
            expect(hiddenReason(c, { ...ADULT, context: { age } }, POLICIES)).toBeUndefined();
        },
      ),
    );
  });
});
