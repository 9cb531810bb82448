// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { NO_WORK, editorWorkKey, readWork } from './useEditorWork';

describe("the video editor's kept work", () => {
  it('is kept per item', () => {
    expect(editorWorkKey({ type: 'movie', id: 'm1' })).toBe('videoEditor.work.movie.m1');
  });

  it('reads back what was stored, and leaves out what a browser kept in another shape', () => {
    const work = {
      inFrame: 300,
      outFrame: 615,
      kind: 'ad',
      selected: 0,
      segments: [
        {
          kind: 'vod',
          inFrame: 300,
          outFrame: 615,
          markers: ['mid', 'sideways'],
          notes: [{ lang: 'zh', n: '进球' }, { lang: 'en' }],
        },
        { kind: 'vod', inFrame: 'x', outFrame: 2, markers: [] },
        { kind: 'nothing', inFrame: 1, outFrame: 2, markers: [] },
      ],
    };
    expect(readWork(work)).toEqual({
      inFrame: 300,
      outFrame: 615,
      kind: 'ad',
      selected: 0,
      segments: [
        {
          kind: 'vod',
          inFrame: 300,
          outFrame: 615,
          markers: ['mid'],
          notes: [{ lang: 'zh', n: '进球' }],
        },
      ],
    });
    expect(readWork(undefined)).toBe(NO_WORK);
    expect(readWork('broken')).toBe(NO_WORK);
    expect(readWork({ inFrame: -1, kind: 'vod', segments: 'no', selected: 4 })).toEqual(NO_WORK);
  });
});
