import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StorefrontMethods,
  StoredStoreItem,
  ViewerAnswer,
} from '../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { ProductContext } from '../../kit/product/ProductContext';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/storefront';
import { PreviewPanel, typedAttributes } from './PreviewPanel';

afterEach(cleanup);

const words = messages.console.storefront.preview;

const home: StoredStoreItem = {
  id: 'home',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Home',
  t: [{ id: 'for-you', lon: [{ lang: 'en', n: 'For you' }], c: [] }],
};

const answer: ViewerAnswer = {
  page: { id: 'home', key: 'k1', st: 'published', n: 'Home' },
  tabs: [{ id: 'for-you', lon: [{ lang: 'en', n: 'For you' }], containers: [] }],
  hidden: [],
  missing: [],
};

/*
 * Issue 12's preview as a viewer: a product among those the user may see (sent to the viewer
 * read, which takes it in its body) and user attributes typed beside the saved personas.
 */
describe('the preview as a viewer', () => {
  it('reads the page for the product chosen and the typed attributes over the persona', async () => {
    const viewStorefront = vi.fn<StorefrontMethods['viewStorefront']>(() =>
      Promise.resolve(answer),
    );
    const dataProvider = {
      ...fakeDataProvider(),
      viewStorefront,
      listPersonas: () =>
        Promise.resolve([{ id: 'p-kid', n: 'Kids profile', context: { age: 8, country: 'MY' } }]),
    } as unknown as ConsoleDataProvider;
    renderInAdmin(
      <ProductContext.Provider
        value={{ product: 'main', products: ['main', 'kids'], setProduct: () => undefined }}
      >
        <PreviewPanel item={home} hasDraft={false} />
      </ProductContext.Provider>,
      {
        path: '/apps/main/storefront/home',
        dataProvider,
        i18nProvider: strictI18nProvider(messages),
      },
    );
    await waitFor(() => expect(viewStorefront).toHaveBeenCalled());
    // The console's product first: nothing extra sent.
    expect(viewStorefront.mock.calls.at(-1)?.[1]).not.toHaveProperty('product');

    await userEvent.click(screen.getByRole('combobox', { name: words.product }));
    await userEvent.click(await screen.findByRole('option', { name: 'kids' }));
    await waitFor(() =>
      expect(viewStorefront.mock.calls.at(-1)?.[1]).toMatchObject({ product: 'kids' }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: words.persona }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kids profile' }));
    const attributes = screen.getByRole('group', { name: words.attributes });
    await userEvent.click(within(attributes).getByRole('button', { name: words.addAttribute }));
    await userEvent.type(
      within(attributes).getByRole('textbox', { name: words.attributeKey.replace('%{n}', '1') }),
      'age',
    );
    await userEvent.type(
      within(attributes).getByRole('textbox', { name: words.attributeValue.replace('%{n}', '1') }),
      '30',
    );
    await userEvent.click(within(attributes).getByRole('button', { name: words.addAttribute }));
    await userEvent.type(
      within(attributes).getByRole('textbox', { name: words.attributeKey.replace('%{n}', '2') }),
      'premium',
    );
    await userEvent.type(
      within(attributes).getByRole('textbox', { name: words.attributeValue.replace('%{n}', '2') }),
      'true',
    );
    await waitFor(() =>
      expect(viewStorefront.mock.calls.at(-1)?.[1]).toMatchObject({
        product: 'kids',
        context: { age: 30, country: 'MY', premium: true },
      }),
    );

    // Removed: the persona's age again.
    await userEvent.click(
      within(attributes).getByRole('button', { name: words.removeAttribute.replace('%{n}', '1') }),
    );
    await waitFor(() =>
      expect(viewStorefront.mock.calls.at(-1)?.[1]?.context).toEqual({
        age: 8,
        country: 'MY',
        premium: true,
      }),
    );
  });

  it('types attribute values: numbers and true/false as such, text as it is, no key left out', () => {
    expect(
      typedAttributes([
        { key: ' age ', value: '17' },
        { key: 'tier', value: 'gold' },
        { key: 'kid', value: 'false' },
        { key: '', value: 'x' },
        { key: 'ratio', value: '-1.5' },
      ]),
    ).toEqual({ age: 17, tier: 'gold', kid: false, ratio: -1.5 });
  });
});

/*
 * The viewer read returns each title's image: the preview draws the artwork (lazy, named by the
 * title) in the container's ratio, as many tiles as the container's size fits, and a carousel
 * shows its slides one at a time with '1 of N' and a way through them.
 */
describe('the preview draws the artwork', () => {
  const movie = (n: number) => ({
    id: `m${n}`,
    type: 'movie',
    n: `Movie ${n}`,
    img: `/images/m${n}/poster.svg`,
  });
  const withRails: ViewerAnswer = {
    ...answer,
    tabs: [
      {
        id: 'for-you',
        lon: [{ lang: 'en', n: 'For you' }],
        containers: [
          {
            id: 'rail',
            key: 'kr',
            st: 'published',
            n: 'Big rail',
            ck: 'regular',
            s: 'xlarge',
            iar: '4x3',
            items: [1, 2, 3, 4, 5].map(movie),
          } as unknown as StoredStoreItem,
          {
            id: 'spin',
            key: 'ks',
            st: 'published',
            n: 'Spinner',
            ck: 'carousel',
            items: [6, 7, 8].map(movie),
          } as unknown as StoredStoreItem,
        ],
      },
    ],
  };

  it('shows each title as its image in the ratio and size, and a carousel slide by slide', async () => {
    const dataProvider = {
      ...fakeDataProvider(),
      viewStorefront: () => Promise.resolve(withRails),
      listPersonas: () => Promise.resolve([]),
    } as unknown as ConsoleDataProvider;
    renderInAdmin(
      <ProductContext.Provider
        value={{ product: 'main', products: ['main'], setProduct: () => undefined }}
      >
        <PreviewPanel item={home} hasDraft={false} />
      </ProductContext.Provider>,
      {
        path: '/apps/main/storefront/home',
        dataProvider,
        i18nProvider: strictI18nProvider(messages),
      },
    );
    const rail = await screen.findByRole('group', { name: 'Big rail' });
    // xlarge on a TV: two tiles, each the title's image named by the title, loaded lazily.
    const images = within(rail).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Movie 1', 'Movie 2']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/images/m1/poster.svg',
      '/images/m2/poster.svg',
    ]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]?.closest('[data-ratio]')?.getAttribute('data-ratio')).toBe('4x3');

    const carousel = screen.getByRole('group', { name: 'Spinner' });
    expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Movie 6');
    expect(
      within(carousel).getByText(words.slideOf.replace('%{n}', '1').replace('%{count}', '3')),
    ).toBeTruthy();
    await userEvent.click(
      within(carousel).getByRole('button', { name: words.nextSlide.replace('%{name}', 'Spinner') }),
    );
    expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Movie 7');
    expect(
      within(carousel).getByText(words.slideOf.replace('%{n}', '2').replace('%{count}', '3')),
    ).toBeTruthy();
    await userEvent.click(
      within(carousel).getByRole('button', {
        name: words.previousSlide.replace('%{name}', 'Spinner'),
      }),
    );
    expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Movie 6');
  });
});
