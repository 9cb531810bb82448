// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type {
  StorefrontTab,
  StoredStoreItem,
  ViewerAnswer,
} from '../../dataProvider/storefront/storefrontProvider';
import { answerWithEdit, placedSinceSave } from './previewEdit';

const rail = (id: string, n: string): StoredStoreItem => ({
  id,
  key: `${id}-k`,
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n,
  items: [{ id: `${id}-title`, n: `${n} title` }],
});
const hero = rail('hero', 'Featured');
const arrivals = rail('arrivals', 'New arrivals');
const kids = rail('kids', 'Kids only');

const answer: ViewerAnswer = {
  page: { id: 'home', key: 'k1', st: 'draft', n: 'Home' },
  tabs: [
    { id: 'main', lon: [{ lang: 'en', n: 'Main' }], containers: [hero, arrivals] },
    { id: 'more', lon: [{ lang: 'en', n: 'More' }], containers: [] },
  ],
  hidden: [{ tabId: 'main', id: 'late', n: 'Late night', reason: { code: 'ended', endedAt: '' } }],
  missing: ['gone'],
};
const saved: StorefrontTab[] = [
  { id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['hero', 'arrivals', 'late', 'gone'] },
  { id: 'more', lon: [{ lang: 'en', n: 'More' }], c: [] },
];
const none = () => undefined;
const railIds = (edited: ViewerAnswer) =>
  edited.tabs.map((tab) => [tab.id, tab.containers.map((c) => c.id)]);

describe('answerWithEdit', () => {
  it('gives back the service answer for the saved tabs, reusing its rails', () => {
    const { answer: edited, pending } = answerWithEdit(answer, saved, none);
    expect(railIds(edited)).toEqual([
      ['main', ['hero', 'arrivals']],
      ['more', []],
    ]);
    expect(edited.tabs[0]?.containers[0]).toBe(hero);
    expect(edited.hidden).toEqual(answer.hidden);
    expect(edited.missing).toEqual(['gone']);
    expect(pending.size).toBe(0);
  });

  it('follows a reorder, a move to another tab, a removal and a renamed tab', () => {
    const tabs: StorefrontTab[] = [
      { id: 'main', lon: [{ lang: 'en', n: 'For you' }], c: ['arrivals'] },
      { id: 'more', lon: [{ lang: 'en', n: 'More' }], c: ['late', 'hero'] },
    ];
    const { answer: edited } = answerWithEdit(answer, tabs, none);
    expect(railIds(edited)).toEqual([
      ['main', ['arrivals']],
      ['more', ['hero']],
    ]);
    expect(edited.tabs[0]?.lon).toEqual([{ lang: 'en', n: 'For you' }]);
    // Still hidden, for the same reason, in the tab it now sits in; the missing one was taken off.
    expect(edited.hidden).toEqual([{ ...answer.hidden[0], tabId: 'more' }]);
    expect(edited.missing).toEqual([]);
  });

  it('shows a container placed since the save where it stands, by the editor’s copy, as pending', () => {
    const tabs: StorefrontTab[] = [
      { id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['kids', 'hero', 'unknown'] },
    ];
    expect(placedSinceSave(answer, tabs)).toEqual(['kids', 'unknown']);
    const { answer: edited, pending } = answerWithEdit(answer, tabs, (id) =>
      id === 'kids' ? kids : undefined,
    );
    expect(railIds(edited)).toEqual([['main', ['kids', 'hero', 'unknown']]]);
    expect(edited.tabs[0]?.containers[0]).toBe(kids);
    expect(edited.tabs[0]?.containers[2]).toMatchObject({ id: 'unknown', n: 'unknown' });
    expect([...pending]).toEqual(['kids', 'unknown']);
  });

  it('keeps a page hidden from the viewer hidden whatever the edit', () => {
    const hiddenPage: ViewerAnswer = {
      ...answer,
      pageHidden: { code: 'ended', endedAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(answerWithEdit(hiddenPage, [], none).answer).toBe(hiddenPage);
  });
});
