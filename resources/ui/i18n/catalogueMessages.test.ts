// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { catalogueMessages, nestLabels } from './catalogueMessages';
import { flattenMessages } from '../../../kit/i18n/messageTree';

describe('nestLabels', () => {
  it('nests dotted keys', () => {
    expect(
      nestLabels(
        new Map([
          ['fields.lon', 'Name'],
          ['enums.st.draft', 'Draft'],
        ]),
      ),
    ).toEqual({
      fields: { lon: 'Name' },
      enums: { st: { draft: 'Draft' } },
    });
  });

  it('keeps a labelled parent and its children, whatever their order', () => {
    const labels = new Map([
      ['fields.sg.am.ap', 'Ad position'],
      ['fields.sg', 'Segments'],
      ['fields.sg.am', 'Ad markers'],
      ['fields.sg.dur', 'Duration'],
    ]);
    const nested = nestLabels(labels);
    expect(nested).toEqual({
      fields: {
        sg: 'Segments',
        'sg.am': 'Ad markers',
        'sg.dur': 'Duration',
        'sg.am.ap': 'Ad position',
      },
    });
    expect(flattenMessages(nested)).toEqual(labels);
  });
});

describe('catalogueMessages', () => {
  const labels = {
    'resources.movie.name': 'Movie',
    'resources.movie.plural': 'Movies',
    'fields.lon': 'Name',
  };

  it("makes a resource's name 'Singular |||| Plural' and keeps the plural", () => {
    expect(catalogueMessages(labels, 'en')).toEqual({
      resources: { movie: { name: 'Movie |||| Movies', plural: 'Movies' } },
      fields: { lon: 'Name' },
    });
    expect(catalogueMessages(labels, 'ta')).toMatchObject({
      resources: { movie: { name: 'Movie |||| Movies' } },
    });
  });

  it('keeps one form in Chinese', () => {
    const chinese = { 'resources.movie.name': '电影', 'resources.movie.plural': '电影' };
    expect(catalogueMessages(chinese, 'zh')).toEqual({
      resources: { movie: { name: '电影', plural: '电影' } },
    });
  });

  it('leaves a name without a plural as it is', () => {
    expect(catalogueMessages({ 'resources.x.name': 'X' }, 'en')).toEqual({
      resources: { x: { name: 'X' } },
    });
  });
});
