import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { AuthProvider } from 'react-admin';
import { useSetLocale } from 'react-admin';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import type {
  StorefrontMethods,
  StoredStoreItem,
  UploadedImage,
} from '../../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { ContainerImage } from '../../../domain/storefront/images';
import {
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import type { OtherLocale } from '../../../kit/testing/renderInAdmin';
import { messages } from '../i18n/storefront';
import { messages as malay } from '../i18n/storefront.ms';
import { messages as tamil } from '../i18n/storefront.ta';
import { messages as chinese } from '../i18n/storefront.zh';
import { STOREFRONT_PATHS } from '../paths';
import type { StoreForm } from '../storeForm';
import { ContainerEditPage, StorefrontEditPage } from '../StorefrontPages';
import { ImageGallery } from './ImageGallery';

afterEach(cleanup);

const poster = (r: ContainerImage['r'], t: ContainerImage['t'] = 'Poster'): ContainerImage => ({
  u: `/images/main/rail-1/upload?image=${t}-${r}`,
  t,
  r,
});

function methodsWith(overrides: Partial<StorefrontMethods> = {}): StorefrontMethods {
  const never = () => Promise.reject(new Error('not called'));
  return {
    listStoreItems: vi.fn(never),
    getStoreItem: vi.fn(never),
    getStoreItemVersion: vi.fn(never),
    getStoreItemVersions: vi.fn(never),
    createStoreItem: vi.fn(never),
    updateStoreItem: vi.fn(never),
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(() => Promise.resolve([])),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(never),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(never),
    ...overrides,
  };
}

/** The gallery over a form it keeps, as the container editor does. */
const OTHER: Readonly<Record<OtherLocale, typeof malay>> = { ms: malay, ta: tamil, zh: chinese };

function SwitchLanguage({ to }: { to: OtherLocale }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

function renderGallery(
  start: StoreForm,
  upload: StorefrontMethods['uploadStoreImage'] = () => Promise.reject(new Error('not called')),
  options: { containerId?: string; readOnly?: boolean; language?: OtherLocale } = {},
) {
  const methods = methodsWith({ uploadStoreImage: vi.fn(upload) });
  const changes: ContainerImage[][] = [];
  function Harness() {
    const [form, setForm] = useState<StoreForm>(start);
    return (
      <ImageGallery
        form={form}
        onChange={(images) => {
          changes.push(images);
          setForm({ ...form, ex_ia: images });
        }}
        containerId={'containerId' in options ? options.containerId : 'rail-1'}
        readOnly={options.readOnly ?? false}
        problems={[]}
      />
    );
  }
  const language = options.language;
  renderInAdmin(
    <>
      {language && <SwitchLanguage to={language} />}
      <Harness />
    </>,
    {
      dataProvider: { ...fakeDataProvider(), ...methods },
      i18nProvider: language
        ? createStrictI18nProvider({
            english: [messages],
            otherLocales: (locale) => Promise.resolve([OTHER[locale]]),
          })
        : strictI18nProvider(messages),
    },
  );
  return { methods, changes };
}

const fileInput = () => screen.getByTestId<HTMLInputElement>('gallery-file');
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (name = 'poster.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });

describe('the container image gallery', () => {
  it('shows each image in its ratio enlarged 2.5 times, at most 200 px high', () => {
    renderGallery({
      iar: '16x9',
      ex_ia: [poster('16x9'), poster('4x3'), poster('3x1'), poster('16x6')],
    });
    const list = screen.getByRole('list', { name: 'Images' });
    const boxes = [...list.querySelectorAll<HTMLElement>('[data-ratio]')].map((box) => [
      box.dataset.ratio,
      box.style.width,
      box.style.height,
    ]);
    expect(boxes).toEqual([
      ['16x9', '320px', '180px'],
      ['4x3', '267px', '200px'],
      ['3x1', '320px', '107px'],
      ['16x6', '320px', '120px'],
    ]);
    expect(within(list).getByRole('img', { name: 'Poster image in 4:3' })).toBeTruthy();
  });

  it('says which ratios the devices need to publish, and which have no image yet', () => {
    renderGallery({ iar: '16x9', diar: { tablet: '4x3' }, ex_ia: [poster('16x9')] });
    expect(screen.getByText('16:9 for TV, Browser, Mobile: has an image')).toBeTruthy();
    expect(screen.getByText('4:3 for Tablet: no image yet')).toBeTruthy();
  });

  it('refuses a file that is not a JPEG or PNG, or over 128 MB, beside the upload, without sending it', async () => {
    const { methods } = renderGallery({ iar: '16x9' });
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    const upload = screen.getByRole('button', { name: 'Upload an image' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded.',
    );
    // The message is the upload's description: a screen reader hears it with the button.
    expect(upload.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 128000001 });
    choose(huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is larger than the maximum of 128 MB.',
    );
    expect(methods.uploadStoreImage).not.toHaveBeenCalled();
  });

  it('uploads a PNG as the chosen type and ratio, replacing the one of that type and ratio', async () => {
    const uploaded: UploadedImage = {
      id: 'rail-1',
      u: '/images/main/rail-1/upload?image=new',
      size: 8,
      type: 'image/png',
    };
    const { methods, changes } = renderGallery(
      { iar: '16x9', ex_ia: [poster('16x9'), poster('4x3')] },
      () => Promise.resolve(uploaded),
    );
    const file = png();
    choose(file);
    await waitFor(() => expect(methods.uploadStoreImage).toHaveBeenCalledWith('rail-1', file));
    // The new 16:9 poster takes the old one's place; the 4:3 one stays.
    await waitFor(() =>
      expect(changes.at(-1)).toEqual([{ u: uploaded.u, t: 'Poster', r: '16x9' }, poster('4x3')]),
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it("shows the service's refusal beside the upload and keeps the gallery", async () => {
    const { changes } = renderGallery({ iar: '16x9', ex_ia: [poster('16x9')] }, () =>
      Promise.reject(new ConsoleHttpError('The image is larger than the maximum of 128 MB', 413)),
    );
    choose(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is larger than the maximum of 128 MB.',
    );
    expect(changes).toEqual([]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('is used with the keyboard: the upload opens the file chooser, an image is removed', async () => {
    const { changes } = renderGallery({ iar: '16x9', ex_ia: [poster('16x9'), poster('4x3')] });
    const open = vi.spyOn(fileInput(), 'click');
    const remove = screen.getByRole('button', { name: 'Remove the Poster image in 4:3' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual([poster('16x9')]);
    expect(screen.queryByRole('img', { name: 'Poster image in 4:3' })).toBeNull();
    const upload = screen.getByRole('button', { name: 'Upload an image' });
    upload.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('offers the sponsor and header logos only when the container enables them', async () => {
    renderGallery({ iar: '16x9' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Image type' }));
    const types = () => screen.getAllByRole('option').map((option) => option.textContent);
    expect(types()).toEqual(['Poster', 'Cover', 'Banner', 'Logo']);
    expect(
      screen.getByText(
        'Sponsor logo: give the container a sponsor to add one. Header logo: turn on the logo overlay to add one.',
      ),
    ).toBeTruthy();
    cleanup();
    renderGallery({ iar: '16x9', sponsor: { n: 'Demo Bank' }, logo_overlay: true });
    await userEvent.click(screen.getByRole('combobox', { name: 'Image type' }));
    expect(types()).toEqual(['Poster', 'Cover', 'Banner', 'Logo', 'Sponsor logo', 'Header logo']);
  });

  it.each(['ms', 'ta', 'zh'] as const)(
    'speaks %s: no English text of the gallery is left',
    async (language) => {
      renderGallery({ iar: '16x9', diar: { tablet: '4x3' }, ex_ia: [poster('16x9')] }, undefined, {
        language,
      });
      const title = OTHER[language].console.storefront.gallery.title;
      await screen.findByRole('heading', { name: title });
      choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        OTHER[language].console.storefront.gallery.errors.type,
      );
      const shown = document.body.textContent ?? '';
      const english = messages.console.storefront.gallery;
      for (const text of [
        english.title,
        english.intro,
        english.needed,
        english.held,
        english.missing,
        english.upload,
        english.errors.type,
        english.enableSponsor,
        english.enableHeader,
      ])
        expect(shown).not.toContain(text);
      expect(
        screen.getByRole('button', { name: OTHER[language].console.storefront.gallery.upload }),
      ).toBeTruthy();
    },
  );

  it('asks to save a new container first, and offers no changes read-only', () => {
    renderGallery({ iar: '16x9', ex_ia: [poster('16x9')] }, undefined, { containerId: undefined });
    expect(screen.getByText('Save the container first, then add its images.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload an image' })).toBeNull();
    cleanup();
    renderGallery({ iar: '16x9', ex_ia: [poster('16x9')] }, undefined, { readOnly: true });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload an image' })).toBeNull();
  });
});

function authAs(roles: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getIdentity: () => Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles }),
  };
}

const stored = (id: string, fields: Record<string, unknown>): StoredStoreItem => ({
  id,
  key: `${id}-k1`,
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n: id === 'home' ? 'Home' : `Rail ${id}`,
  lon: [{ lang: 'en', n: id === 'home' ? 'Home' : `Rail ${id}` }],
  ...fields,
});

function renderPage(path: string, items: Record<string, StoredStoreItem>) {
  const methods = methodsWith({
    getStoreItem: vi.fn<StorefrontMethods['getStoreItem']>((_type, id) => {
      const item = items[id];
      return item ? Promise.resolve([item]) : Promise.reject(new Error(`no ${id}`));
    }),
    getStoreItemVersions: vi.fn(() => Promise.resolve('none' as const)),
    viewStorefront: vi.fn(() =>
      Promise.resolve({
        page: { id: 'home', key: 'k', st: 'draft', n: 'Home' },
        tabs: [],
        hidden: [],
        missing: [],
      }),
    ),
  });
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
    path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages, {
      console: { whatIf: { operators: { 'greater-than': 'greater than' } } },
    }),
    authProvider: authAs(['storefront_admin']),
    notifications: true,
    routes: {
      [STOREFRONT_PATHS.container]: <ContainerEditPage />,
      [STOREFRONT_PATHS.storefront]: <StorefrontEditPage />,
    },
  });
  return methods;
}

describe('publishing needs an image in every ratio a device draws the container in', () => {
  it('stops a container without them, the reason beside its gallery, nothing sent', async () => {
    const methods = renderPage('/apps/main/Container/rail-1', {
      'rail-1': stored('rail-1', {
        ck: 'regular',
        iar: '16x9',
        diar: { mobile: '3x1' },
        ex_ia: [poster('16x9')],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const gallery = screen.getByRole('region', { name: 'Images' });
    expect(await within(gallery).findByRole('alert')).toHaveTextContent(
      'It cannot be published yet: add an image in 3:1 (Mobile).',
    );
    expect(methods.updateStoreItem).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops a page whose container lacks one, naming the container over its tab, nothing sent', async () => {
    const methods = renderPage('/apps/main/storefront/home', {
      home: stored('home', {
        ty: 'home',
        t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['full', 'bare'] }],
      }),
      full: stored('full', { ck: 'regular', iar: '16x9', dev: ['tv'], ex_ia: [poster('16x9')] }),
      bare: stored('bare', { ck: 'regular', iar: '4x3' }),
    });
    const list = await screen.findByRole('list', { name: 'Containers of the tab, in order' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Move Rail full down' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // Above the tab's containers (ContainerList shows a row's problems there), naming the one.
    const reason =
      'Rail bare has no image in 4:3 (TV, Tablet, Browser, Mobile): add one to the container before publishing the page.';
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(reason),
    );
    expect(document.body.textContent).not.toContain('Rail full has no image');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(methods.updateStoreItem).not.toHaveBeenCalled();
  });
});
