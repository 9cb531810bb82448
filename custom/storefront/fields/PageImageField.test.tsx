import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import type {
  StorefrontMethods,
  StoredStoreItem,
} from '../../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { HEADER_CODE } from '../../../domain/envelope';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { messages } from '../i18n/storefront';
import { STOREFRONT_PATHS } from '../paths';
import { StorefrontEditPage } from '../StorefrontPages';

afterEach(cleanup);

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles: ['storefront_admin'] }),
};

const home: StoredStoreItem = {
  id: 'home',
  key: 'k1',
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Home',
  lon: [{ lang: 'en', n: 'Home' }],
  ty: 'home',
  t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [] }],
  // An old bare address: the editor asks for an uploaded image instead.
  set: { BACKGROUND_IMAGE: { image: 'https://cdn.example.com/old.png' } },
};

function render(upload: StorefrontMethods['uploadStoreImage']) {
  const never = () => Promise.reject(new Error('not called'));
  const methods: StorefrontMethods = {
    listStoreItems: vi.fn(never),
    getStoreItem: vi.fn(() => Promise.resolve([home])),
    getStoreItemVersion: vi.fn(() => Promise.resolve({ ...home, key: 'k2' })),
    getStoreItemVersions: vi.fn(() => Promise.resolve('none' as const)),
    createStoreItem: vi.fn(never),
    updateStoreItem: vi.fn<StorefrontMethods['updateStoreItem']>((_type, _id, body) =>
      Promise.resolve({ ...home, ...body, key: 'k2' } as StoredStoreItem),
    ),
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(() => Promise.resolve([])),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(() =>
      Promise.resolve({
        page: { id: 'home', key: 'k1', st: 'draft', n: 'Home' },
        tabs: [],
        hidden: [],
        missing: [],
      }),
    ),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(upload),
  };
  const dataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve({ ls: 'open' }),
      acquireLock: () => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'mia' }),
      heartbeatLock: () => Promise.resolve(),
      releaseLock: () => Promise.resolve(),
    }),
    ...methods,
    listPersonas: () => Promise.resolve([]),
    listPolicies: () => Promise.resolve({ data: [], total: 0 }),
  } as ConsoleDataProvider;
  renderInAdmin(null, {
    path: '/apps/main/storefront/home',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, {
      console: { whatIf: { operators: { 'greater-than': 'greater than' } } },
    }),
    authProvider: auth,
    notifications: true,
    routes: { [STOREFRONT_PATHS.storefront]: <StorefrontEditPage /> },
  });
  return methods;
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
    type: 'image/png',
  });
const choose = (tab: string, file: File) =>
  fireEvent.change(screen.getByTestId(`page-image-file-${tab}`), { target: { files: [file] } });

describe("a page's own images (Tab background, Tab logo, Background image)", () => {
  it('are uploaded like the gallery: refusals beside the upload, nothing changed; then saved', async () => {
    const methods = render((_id, file) =>
      file.size > 100
        ? Promise.reject(
            new ConsoleHttpError('too large', 413, {
              data: null,
              header: {
                code: HEADER_CODE.error,
                count: 0,
                errors: [{ code: 413, field: 'body', description: 'too large' }],
              },
            }),
          )
        : Promise.resolve({ u: '/images/main/home/upload?image=n1' } as never),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Tab logo' }));
    const section = screen.getByRole('region', { name: 'Tab logo' });
    expect(within(section).getByText('No image yet.')).toBeTruthy();
    // A GIF is refused before anything is sent.
    choose('TAB_LOGO', new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded.',
    );
    expect(methods.uploadStoreImage).not.toHaveBeenCalled();
    // The service's refusal (413) shows there too, and the page keeps no image.
    choose('TAB_LOGO', new File([new Uint8Array(200)], 'big.png', { type: 'image/png' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The image is larger than the maximum of 128 MB.',
    );
    expect(within(section).getByText('No image yet.')).toBeTruthy();
    // In 4:3, uploaded, shown in its ratio enlarged 2.5 times (267 × 200).
    await userEvent.click(within(section).getByRole('combobox', { name: 'Ratio' }));
    await userEvent.click(await screen.findByRole('option', { name: '4:3' }));
    choose('TAB_LOGO', png());
    const image = await within(section).findByRole('img', { name: 'Logo image in 4:3' });
    expect(image.getAttribute('src')).toBe('/images/main/home/upload?image=n1');
    const box = section.querySelector<HTMLElement>('[data-ratio="4x3"]');
    expect([box?.style.width, box?.style.height]).toEqual(['267px', '200px']);
    expect(methods.uploadStoreImage).toHaveBeenLastCalledWith('home', expect.any(File));

    // The old bare address of the background image must be cleared before a save.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Background image' }));
    const background = screen.getByRole('region', { name: 'Background image' });
    expect(await within(background).findByRole('alert')).toHaveTextContent(
      'This is an address, not an uploaded image',
    );
    expect(methods.updateStoreItem).not.toHaveBeenCalled();
    await userEvent.click(within(background).getByRole('button', { name: 'Clear it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.updateStoreItem).toHaveBeenCalledWith(
        'storefront',
        'home',
        expect.objectContaining({
          set: {
            BACKGROUND_IMAGE: {},
            TAB_LOGO: { image: { u: '/images/main/home/upload?image=n1', t: 'Logo', r: '4x3' } },
          },
        }),
      ),
    );
  });
});
