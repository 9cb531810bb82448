// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type { StoredAdTag } from '../../dataProvider/adTag/adTagProvider';
import {
  EMPTY_AD_TAG_FORM,
  formOfTag,
  formProblems,
  inputOfForm,
  sameTag,
  urlProblemMessages,
} from './adTagForm';
import { adTagProblems } from '../../domain/ads/adTag';

const stored: StoredAdTag = {
  id: 't1',
  key: 'k1',
  st: 'draft',
  ut: '2026-01-01T00:00:00.000Z',
  n: 'Pre-roll',
  ty: 'vmap',
  url: 'https://ads.example.com/vmap?cb=[CACHEBUSTING]',
  pos: ['pre', 'post'],
};

describe('the ad tag form', () => {
  it('starts a new tag as VAST with the 8000 ms timeout', () => {
    expect(EMPTY_AD_TAG_FORM.ty).toBe('vast');
    expect(inputOfForm(EMPTY_AD_TAG_FORM).to).toBe(8000);
  });

  it('shows a stored tag without its optional fields as every device, no policy, 8000 ms', () => {
    const form = formOfTag(stored);
    expect(form).toMatchObject({ dev: [], lp: '', to: '8000', desc: '' });
    expect(inputOfForm(form)).toEqual({
      n: 'Pre-roll',
      ty: 'vmap',
      url: stored.url,
      pos: ['pre', 'post'],
      dev: [],
      lp: '',
      to: 8000,
      desc: '',
    });
  });

  it('trims the name and URL it sends, and sees untouched whitespace as no change', () => {
    const form = formOfTag(stored);
    const padded = { ...form, n: ' Pre-roll ', url: `${stored.url} ` };
    expect(inputOfForm(padded)).toMatchObject({ n: 'Pre-roll', url: stored.url });
    expect(sameTag(form, padded)).toBe(true);
    expect(sameTag(form, { ...form, dev: ['tv'] })).toBe(false);
  });

  it('refuses a missing name, no position, a timeout out of 500..30000 and a bad URL', () => {
    const problems = formProblems({
      ...EMPTY_AD_TAG_FORM,
      url: 'http://ads.example.com/[FOO]',
      to: '499',
    });
    expect(Object.keys(problems).sort()).toEqual(['n', 'pos', 'to', 'url']);
    expect(problems.url?.map((problem) => problem.key)).toEqual([
      'console.adTags.url.problems.macroUnknown',
      'console.adTags.url.problems.notHttps',
    ]);
    expect(formProblems({ ...formOfTag(stored), to: '30000' })).toEqual({});
    expect(formProblems({ ...formOfTag(stored), to: '30001' }).to).toBeDefined();
    expect(formProblems({ ...formOfTag(stored), to: '1000.5' }).to).toBeDefined();
  });

  it('counts a problem offset from 1, as a person reads it', () => {
    const url = 'https://a.example/?x=[NOPE]&y=[OPEN';
    expect(url.indexOf('[') + 1).toBe(22);
    expect(urlProblemMessages(adTagProblems(url))).toEqual([
      {
        key: 'console.adTags.url.problems.macroUnknown',
        params: { macro: 'NOPE', at: url.indexOf('[') + 1 },
      },
      {
        key: 'console.adTags.url.problems.bracketUnclosed',
        params: { at: url.lastIndexOf('[') + 1 },
      },
    ]);
  });
});
