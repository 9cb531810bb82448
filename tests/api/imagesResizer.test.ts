import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import { resizerPath } from '../../domain/media/imageResizer';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * The image resizer and the metadata read (issue 14; spec section 7: content id, optional suffix,
 * image type, extension png for a channel else jpg, width, scalingMode matchWidth, timestamp), and
 * the CMS store's gallery uploads (each image under its own name), on SQLite and PostgreSQL. Every
 * answer is decoded with sharp: its format and pixel size are what was asked.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/mediaops-users.json', import.meta.url));
const dialects = await testDialects();

async function realImage(format: 'png' | 'jpeg', width: number, height: number): Promise<Blob> {
  const image = sharp({ create: { width, height, channels: 3, background: '#aa3366' } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: `image/${format}` });
}

describe.each(dialects)('image resizer and metadata on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_images_resizer',
      seedItems: 2,
      env: { USERS_FILE },
    });
    const song = await server.api('editor', '/api/cmsstore/content/urn/resource/catalog/songs', {
      method: 'POST',
      product: 'main',
      json: { id: 'resizer-song', lon: [{ lang: 'en', n: 'Theme Song' }] },
    });
    expect(song.status, JSON.stringify(song.body.header.errors)).toBe(201);
  });
  afterAll(async () => server?.stop());

  async function upload(id: string, file: Blob, user = 'editor') {
    const data = new FormData();
    data.append('file', file, 'image');
    return server.api(user, `/api/image/image/upload/${id}`, {
      method: 'POST',
      product: 'main',
      body: data,
    });
  }
  async function resized(path: string) {
    const response = await fetch(`${server.baseUrl}${path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = response.ok ? await sharp(bytes).metadata() : undefined;
    return { status: response.status, type: response.headers.get('content-type'), metadata, bytes };
  }

  it('answers the generated poster at the width asked, jpg for a movie and png for a channel', async () => {
    const path = resizerPath({
      product: 'main',
      contentId: 'main-movie-2',
      cty: 'movie',
      imageType: 'Poster',
      width: 200,
      timestamp: 1,
    });
    expect(path).toBe(
      '/images/resizer/main/main-movie-2/poster.jpg?width=200&scalingMode=matchWidth&t=1',
    );
    const movie = await resized(path);
    expect(movie.status).toBe(200);
    expect(movie.type).toBe('image/jpeg');
    // The generated poster is 640x360: matching the width keeps its 16:9.
    expect(movie.metadata).toMatchObject({ format: 'jpeg', width: 200, height: 113 });
    const channel = await resized(
      resizerPath({
        product: 'main',
        contentId: 'main-channel-1',
        cty: 'channel',
        imageType: 'Logo',
        width: 96,
        timestamp: 2,
      }),
    );
    expect(channel.type).toBe('image/png');
    expect(channel.metadata).toMatchObject({ format: 'png', width: 96, height: 54 });
  });

  it("resizes a movie's uploaded image by its suffix, and reads its metadata with its recognised ratio", async () => {
    const uploaded = await upload('main-movie-1', await realImage('png', 400, 300));
    expect(uploaded.status, JSON.stringify(uploaded.body.header.errors)).toBe(201);
    // A catalogue item's upload is a gallery image: named by the suffix it answers.
    const suffix =
      new URL((uploaded.body.data as { u: string }).u, server.baseUrl).searchParams.get('image') ??
      '';
    expect(suffix).not.toBe('');
    const out = await resized(
      `/images/resizer/main/main-movie-1/poster.jpg?width=100&scalingMode=matchWidth&t=3&suffix=${suffix}`,
    );
    expect(out.metadata).toMatchObject({ format: 'jpeg', width: 100, height: 75 });
    // Without a suffix, the generated poster (640x360) as before.
    const generated = await resized(
      '/images/resizer/main/main-movie-1/poster.jpg?width=100&scalingMode=matchWidth&t=3',
    );
    expect(generated.metadata).toMatchObject({ format: 'jpeg', width: 100, height: 56 });
    const metadata = await server.api(
      'viewer',
      `/api/image/image/metadata/main-movie-1?image=${suffix}`,
      { product: 'main' },
    );
    expect(metadata.status, JSON.stringify(metadata.body.header.errors)).toBe(200);
    expect(metadata.body.data).toMatchObject({
      id: 'main-movie-1',
      type: 'image/png',
      width: 400,
      height: 300,
      ar: '4x3',
      r: '4x3',
      ratioMatched: true,
    });
  });

  it("keeps a CMS store item's uploads as a gallery: each its own name, resized by suffix", async () => {
    const banner = await upload('resizer-song', await realImage('jpeg', 300, 100), 'assets');
    expect(banner.status, JSON.stringify(banner.body.header.errors)).toBe(201);
    const wide = await upload('resizer-song', await realImage('png', 320, 120), 'assets');
    expect(wide.status).toBe(201);
    const first = banner.body.data as { u: string; r: string; ar: string };
    const second = wide.body.data as { u: string; r: string; ratioMatched: boolean };
    // 300x100 is 3x1 (no ratio section 5 names); 320x120 is 16x6.
    expect(first).toMatchObject({ r: '3x1', ar: '' });
    expect(second).toMatchObject({ r: '16x6', ratioMatched: true });
    expect(first.u).not.toBe(second.u);
    const suffix = new URL(first.u, server.baseUrl).searchParams.get('image') ?? '';
    expect(suffix).not.toBe('');
    const out = await resized(
      resizerPath({
        product: 'main',
        contentId: 'resizer-song',
        cty: 'songs',
        imageType: 'Banner',
        width: 150,
        suffix,
        timestamp: 4,
      }),
    );
    expect(out.metadata).toMatchObject({ format: 'jpeg', width: 150, height: 50 });
    const metadata = await server.api(
      'assets',
      `/api/image/image/metadata/resizer-song?image=${suffix}`,
      { product: 'main' },
    );
    expect(metadata.body.data).toMatchObject({ width: 300, height: 100, r: '3x1' });
    // An image of no gallery ratio goes to the default, 16x9, and says so.
    const odd = await upload('resizer-song', await realImage('png', 123, 77), 'assets');
    expect(odd.body.data).toMatchObject({ r: '16x9', ratioMatched: false, ar: '' });
  });

  it('refuses an unknown item or image (404), a width out of range or another scaling (400)', async () => {
    const status = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).status;
    const q = 'scalingMode=matchWidth&t=1';
    expect(await status(`/images/resizer/main/no-such-item/poster.jpg?width=10&${q}`)).toBe(404);
    expect(await status(`/images/resizer/kids/main-movie-1/poster.jpg?width=10&${q}`)).toBe(404);
    expect(
      await status(`/images/resizer/main/main-movie-1/poster.jpg?width=10&${q}&suffix=nothing`),
    ).toBe(404);
    expect(await status(`/images/resizer/main/main-movie-1/poster.jpg?width=0&${q}`)).toBe(400);
    expect(await status(`/images/resizer/main/main-movie-1/poster.jpg?width=5000&${q}`)).toBe(400);
    expect(
      await status('/images/resizer/main/main-movie-1/poster.jpg?width=10&scalingMode=fit'),
    ).toBe(400);
    expect(await status(`/images/resizer/main/main-movie-1/poster.gif?width=10&${q}`)).toBe(400);
    const none = await server.api('editor', '/api/image/image/metadata/main-movie-2', {
      product: 'main',
    });
    expect(none.status).toBe(404);
    expect(none.body.header.code).toBe(HEADER_CODE.error);
    // The metadata read needs view on the item's type: the asset admin sees no movies.
    const refused = await server.api('assets', '/api/image/image/metadata/main-movie-1', {
      product: 'main',
    });
    expect(refused.status).toBe(403);
  });
});
