import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type {
  MediaOpsMethods,
  UploadedItemImage,
} from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { IMAGE_CONTENT_MESSAGE } from '../../domain/validation/imageUpload';
import { fakeDataProvider, renderInAdmin, strictI18nProvider } from '../testing/renderInAdmin';
import type { GalleryImage } from './galleryImages';
import { messages } from './i18n/gallery';
import { ItemImageGallery } from './ItemImageGallery';

afterEach(cleanup);

function provider(upload: MediaOpsMethods['uploadItemImage']): ConsoleDataProvider {
  const never = () => Promise.reject(new Error('not called'));
  const methods: MediaOpsMethods = {
    restoreOriginal: never,
    reaggregate: never,
    listLiveToVod: never,
    convertLiveToVod: never,
    updateLiveToVod: never,
    cancelLiveToVod: never,
    uploadItemImage: upload,
    getImageMetadata: never,
  };
  return { ...fakeDataProvider(), ...methods };
}

function Harness({ initial, readOnly = false }: { initial: GalleryImage[]; readOnly?: boolean }) {
  const [images, setImages] = useState<unknown[]>(initial);
  return (
    <ItemImageGallery
      itemId="song-1"
      cty="songs"
      value={images}
      onChange={setImages}
      readOnly={readOnly}
    />
  );
}

const answer = (over: Partial<UploadedItemImage>): UploadedItemImage => ({
  id: 'song-1',
  u: '/images/main/song-1/upload?image=abc',
  type: 'image/png',
  size: 1000,
  width: 1200,
  height: 450,
  ar: '',
  r: '16x6',
  ratioMatched: true,
  ...over,
});

function choose(file: File) {
  fireEvent.change(screen.getByTestId('item-gallery-file'), { target: { files: [file] } });
}

describe('ItemImageGallery', () => {
  it('files an upload under the ratio recognised in its pixels and draws it through the resizer in its box', async () => {
    const upload = vi.fn(() => Promise.resolve(answer({})));
    // At an item's route: the resizer's address names the route's product.
    renderInAdmin(null, {
      dataProvider: provider(upload),
      i18nProvider: strictI18nProvider(messages),
      path: '/apps/main/assets/songs/song-1',
      routes: { '/apps/:product/assets/songs/song-1': <Harness initial={[]} /> },
    });
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
    choose(new File([new Uint8Array([0x89, 0x50])], 'wide.png', { type: 'image/png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const image = await screen.findByRole('img', { name: 'Poster image, ratio 16:6' });
    const box = image.parentElement;
    // 16x6: 320 wide (128 × 2.5), 120 high.
    expect(box?.getAttribute('data-ratio')).toBe('16x6');
    expect(box?.style.width).toBe('320px');
    expect(box?.style.height).toBe('120px');
    expect(image.getAttribute('src')).toBe(
      '/images/resizer/main/song-1/poster.jpg?width=320&scalingMode=matchWidth&t=0&suffix=abc',
    );
    expect(screen.getByText('Poster added at 16:6 (1200×450 px).')).toBeInTheDocument();
  });

  it('refuses a wrong type before sending, and shows the service refusal beside the upload', async () => {
    const upload = vi.fn(() =>
      Promise.reject(
        new ConsoleHttpError(IMAGE_CONTENT_MESSAGE, 400, {
          data: null,
          header: {
            code: 1,
            count: 0,
            errors: [{ code: 400, description: IMAGE_CONTENT_MESSAGE }],
          },
        }),
      ),
    );
    renderInAdmin(<Harness initial={[]} />, {
      dataProvider: provider(upload),
      i18nProvider: strictI18nProvider(messages),
    });
    choose(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded.',
    );
    expect(upload).not.toHaveBeenCalled();
    choose(new File(['not a png'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The file is not the JPEG or PNG image it claims to be.',
      ),
    );
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    // The limit in words a person reads: '128 MB', not a byte count.
    expect(screen.getByText(/Upload a JPEG or PNG of at most 128 MB\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('128000000');
  });

  it('shows the images read-only without upload or remove while the item is not edited', () => {
    renderInAdmin(
      <Harness
        readOnly
        initial={[{ u: '/images/main/song-1/upload?image=x', t: 'Banner', r: '3x1' }]}
      />,
      { dataProvider: provider(vi.fn()), i18nProvider: strictI18nProvider(messages) },
    );
    expect(screen.getByText('Banner · 3:1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload image/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(screen.getByText('Edit the item to upload or remove images.')).toBeInTheDocument();
  });
});
