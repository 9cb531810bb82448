import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlElement, JsonSchema, TesterContext } from '@jsonforms/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  MediaOpsMethods,
  UploadedItemImage,
} from '../../../dataProvider/mediaOps/mediaOpsProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../domain/validation/imageUpload';
import images from '../../_defs/images.json';
import imageRatio from '../../_defs/imageRatio.json';
import imageType from '../../_defs/imageType.json';
import localizedNames from '../../_defs/localizedNames.json';
import language from '../../_defs/language.json';
import { messages as gallery } from '../../../kit/gallery/i18n/gallery';
import { imagesControlTester } from '../../../kit/jsonforms/ImagesControl';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';

/*
 * The images of a catalogue item in its form (every type's `ex_ia` and `ia`): a gallery of
 * thumbnails by image type and ratio with upload (progress, refusals beside it), replace and
 * remove (confirmed), instead of a table of 'Image URL' text fields.
 */
const SCHEMA = {
  type: 'object',
  $defs: { images, imageRatio, imageType, localizedNames, language },
  properties: {
    lon: { $ref: '#/$defs/localizedNames' },
    ex_ia: { $ref: '#/$defs/images' },
    ia: { $ref: '#/$defs/images' },
  },
} as JsonSchemaObject;

const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
  label: `fields.${name}`,
});

const POSTER = { u: '/images/m1/poster.svg', t: 'Poster', r: '16x9' };

type Upload = MediaOpsMethods['uploadItemImage'];

const answer = (over: Partial<UploadedItemImage> = {}): UploadedItemImage => ({
  id: 'm1',
  u: '/images/main/m1/upload?image=new1',
  type: 'image/png',
  size: 1000,
  width: 1600,
  height: 900,
  ar: '16x9',
  r: '16x9',
  ratioMatched: true,
  ...over,
});

function provider(upload: Upload): ConsoleDataProvider {
  return fakeDataProvider({ uploadItemImage: upload });
}

/** The movie's form as the edit page holds it: the data passed back as the form reports it. */
function renderForm(
  initial: Record<string, unknown>,
  {
    upload = vi.fn<Upload>(() => Promise.resolve(answer())),
    readonly = false,
    saved = true,
  }: { upload?: Upload; readonly?: boolean; saved?: boolean } = {},
) {
  const reported: Record<string, unknown>[] = [];
  function Page() {
    const [data, setData] = useState(initial);
    return (
      <ResourceJsonForm
        schema={SCHEMA}
        uischema={{
          type: 'VerticalLayout',
          elements: [control('lon'), control('ex_ia'), control('ia')],
        }}
        data={data}
        item={saved ? { id: 'm1', type: 'movie' } : undefined}
        readonly={readonly}
        showValidation={false}
        additionalErrors={[]}
        onChange={(next) => {
          reported.push(next as Record<string, unknown>);
          setData(next as Record<string, unknown>);
        }}
      />
    );
  }
  renderInAdmin(null, {
    path: '/apps/main/vod/movie/m1',
    dataProvider: provider(upload),
    i18nProvider: strictI18nProvider(...UI_ENGLISH, gallery),
    routes: { '/apps/:product/vod/movie/:id': <Page /> },
  });
  const last = () => reported[reported.length - 1] ?? initial;
  return { upload, last };
}

const region = (name: string) => screen.findByRole('region', { name });
const png = (name = 'poster.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
function choose(gallery: HTMLElement, file: File) {
  fireEvent.change(within(gallery).getByTestId('item-gallery-file'), {
    target: { files: [file] },
  });
}

describe('imagesControlTester', () => {
  const context: TesterContext = { rootSchema: SCHEMA as JsonSchema, config: {} };
  it('takes the image arrays (ex_ia, ia) of every type, above the array table, and nothing else', () => {
    const schema = SCHEMA as JsonSchema;
    expect(imagesControlTester(control('ex_ia'), schema, context)).toBeGreaterThan(3.5);
    expect(imagesControlTester(control('ia'), schema, context)).toBeGreaterThan(3.5);
    expect(imagesControlTester(control('lon'), schema, context)).toBe(-1);
  });
});

describe('ImagesControl', () => {
  afterEach(cleanup);

  it('shows the current artwork as thumbnails by type and ratio, not Image URL fields', async () => {
    renderForm({ lon: [{ lang: 'en', n: 'Silent River' }], ex_ia: [POSTER] });
    const external = await region('External images');
    const image = within(external).getByRole('img', { name: 'Poster image, ratio 16:9' });
    // In its ratio's box (16:9: 320×180), an address from elsewhere drawn as it is.
    expect(image.parentElement?.getAttribute('data-ratio')).toBe('16x9');
    expect(image.parentElement?.style.width).toBe('320px');
    expect(image.getAttribute('src')).toBe('/images/m1/poster.svg');
    expect(within(external).getByText('Poster · 16:9')).toBeInTheDocument();
    expect(within(await region('Images')).getByText('No images yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Image URL/ })).toBeNull();
    // The limit in words a person reads.
    expect(within(external).getAllByText(/at most 128 MB/).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(String(IMAGE_UPLOAD_MAX_BYTES));
  });

  it('uploads a PNG to the saved item with its progress, and files it by type and ratio beside the others', async () => {
    let progress: ((fraction: number) => void) | undefined;
    let finish: (value: UploadedItemImage) => void = () => undefined;
    const upload = vi.fn<Upload>(
      (_id, _file, options) =>
        new Promise((resolve) => {
          progress = options?.onProgress;
          finish = resolve;
        }),
    );
    const untyped = { u: 'https://cdn.example.com/river.jpg' };
    const { last } = renderForm({ ex_ia: [untyped, POSTER] }, { upload });
    const external = await region('External images');
    // An address without a type or ratio is shown too (it was typed elsewhere), and kept.
    expect(within(external).getByRole('img', { name: 'Image without a type' })).toBeVisible();
    await userEvent.click(within(external).getByRole('combobox', { name: 'Image type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Banner' }));
    choose(external, png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0]).toBe('m1');
    progress?.(0.42);
    expect(
      await within(external).findByRole('progressbar', { name: 'Uploading: 42%' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(within(external).getByRole('button', { name: /Uploading/ })).toBeDisabled();
    finish(answer({ u: '/images/main/m1/upload?image=ban', width: 1500, height: 500, r: '3x1' }));
    expect(
      await within(external).findByText('Banner added at 3:1 (1500×500 px).'),
    ).toBeInTheDocument();
    const thumbnail = within(external).getByRole('img', { name: 'Banner image, ratio 3:1' });
    expect(thumbnail.getAttribute('src')).toBe(
      '/images/resizer/main/m1/banner.jpg?width=320&scalingMode=matchWidth&t=0&suffix=ban',
    );
    await waitFor(() =>
      expect(last().ex_ia).toEqual([
        untyped,
        POSTER,
        { u: '/images/main/m1/upload?image=ban', t: 'Banner', r: '3x1' },
      ]),
    );
    expect(within(external).queryByRole('progressbar')).toBeNull();
  });

  it('keeps a name typed while an upload runs, and the upload with it', async () => {
    let finish: (value: UploadedItemImage) => void = () => undefined;
    const upload = vi.fn<Upload>(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { last } = renderForm(
      { lon: [{ lang: 'en', n: 'Silent River' }], ex_ia: [POSTER] },
      { upload },
    );
    const external = await region('External images');
    await userEvent.click(within(external).getByRole('combobox', { name: 'Ratio' }));
    await userEvent.click(await screen.findByRole('option', { name: '4:3' }));
    choose(external, png());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const name = screen.getByRole('textbox', { name: 'Name (English)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Quiet River');
    finish(answer({ u: '/images/main/m1/upload?image=p43', width: 800, height: 600, r: '4x3' }));
    expect(
      await within(external).findByText('Poster added at 4:3 (800×600 px).'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(last()).toMatchObject({
        lon: [{ lang: 'en', n: 'Quiet River' }],
        ex_ia: [POSTER, { u: '/images/main/m1/upload?image=p43', t: 'Poster', r: '4x3' }],
      }),
    );
  });

  it('replaces an image in its place, keeping its type and ratio', async () => {
    const upload = vi.fn<Upload>(() =>
      Promise.resolve(
        answer({
          u: '/images/main/m1/upload?image=p2',
          width: 800,
          height: 600,
          ar: '4x3',
          r: '4x3',
        }),
      ),
    );
    const banner = { u: '/images/main/m1/upload?image=b', t: 'Banner', r: '3x1' };
    const { last } = renderForm({ ex_ia: [POSTER, banner] }, { upload });
    const external = await region('External images');
    await userEvent.click(
      within(external).getByRole('button', { name: 'Replace the Poster image at 16:9' }),
    );
    choose(external, png('new-poster.png'));
    expect(
      await within(external).findByText(
        'Poster at 16:9 replaced. The file is 800×600 px, not 16:9: it is cropped to fit.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(last().ex_ia).toEqual([
        { u: '/images/main/m1/upload?image=p2', t: 'Poster', r: '16x9' },
        banner,
      ]),
    );
  });

  it('removes an image only once confirmed, and gives the focus back to the upload', async () => {
    const user = userEvent.setup();
    const { last } = renderForm({ ex_ia: [POSTER] });
    const external = await region('External images');
    const remove = within(external).getByRole('button', {
      name: 'Remove the Poster image at 16:9',
    });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this image?' });
    expect(dialog).toHaveTextContent(
      'The Poster image at 16:9 is taken off this item when you save.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(external).getByRole('img', { name: 'Poster image, ratio 16:9' })).toBeVisible();
    // By the keyboard: the remove button, Enter, then the dialog's Remove.
    remove.focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Remove this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(last().ex_ia).toEqual([]));
    expect(within(external).getByText('No images yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(external).getByRole('button', { name: 'Upload image' })).toHaveFocus(),
    );
  });

  it('refuses a wrong type or a file over 128 MB beside the upload, without sending it', async () => {
    const upload = vi.fn<Upload>();
    const { last } = renderForm({ ex_ia: [POSTER] }, { upload });
    const external = await region('External images');
    choose(external, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await within(external).findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG images can be uploaded.',
    );
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: IMAGE_UPLOAD_MAX_BYTES + 1 });
    choose(external, big);
    await waitFor(() =>
      expect(within(external).getByRole('alert')).toHaveTextContent(
        'The image is larger than the maximum of 128 MB.',
      ),
    );
    expect(upload).not.toHaveBeenCalled();
    expect(last().ex_ia).toEqual([POSTER]);
  });

  it('shows the images without upload, replace or remove until the item is edited, and asks a new item to be saved first', async () => {
    renderForm({ ex_ia: [POSTER] }, { readonly: true });
    const external = await region('External images');
    expect(within(external).getByRole('img', { name: 'Poster image, ratio 16:9' })).toBeVisible();
    expect(within(external).queryByRole('button')).toBeNull();
    expect(
      within(external).getByText('Edit the item to upload or remove images.'),
    ).toBeInTheDocument();
    cleanup();
    renderForm({ ex_ia: [] }, { saved: false });
    expect(
      within(await region('External images')).getByText(
        'Save the item first, then upload its images.',
      ),
    ).toBeInTheDocument();
  });
});
