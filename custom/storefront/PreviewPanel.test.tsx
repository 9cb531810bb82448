import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StorefrontMethods,
  StoredStoreItem,
  ViewerAnswer,
} from '../../dataProvider/storefrontProvider';
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
