import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CODE } from '../../domain/envelope';
import { IMAGE_CONTENT_MESSAGE, IMAGE_UPLOAD_MESSAGES } from '../../domain/validation/imageUpload';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Image upload (spec section 7: POST /image/upload/{id} multipart; section 5: jpeg and png, at
 * most 128000000 bytes), for an existing item of the request's product by a user who may update
 * its type; stored per product and item under DATA_DIR. A catalogue item's uploads are its
 * gallery: each upload its own image under its own name (`?image=`), so a Poster and a Banner
 * stand side by side and a published version keeps the images it names; a virtual channel keeps
 * its one image, replaced by the next. The limit is lowered to 4096 bytes here
 * (IMAGE_UPLOAD_LIMIT_BYTES) so the refusal above it is quick to test; the default is the spec's
 * 128000000. On both databases: the item and its products are read from them.
 */
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/isolation-users.json', import.meta.url));
const dialects = await testDialects();
const LIMIT = 4096;
const UPLOAD = '/api/image/image/upload';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes with a PNG's signature and nothing of a PNG after it (for the size limits). */
function png(size: number, fill = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}
/** Bytes with a JPEG's first marker and nothing of a JPEG after it. */
function jpeg(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(3);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}
/** A real image made with sharp: a flat colour of this size. */
async function realImage(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  colour = '#3366aa',
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new Uint8Array(buffer);
}

describe.each(dialects)('image upload on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      database: 'console_images',
      seedItems: 3,
      env: { IMAGE_UPLOAD_LIMIT_BYTES: String(LIMIT), USERS_FILE },
    });
  });
  afterAll(async () => server?.stop());

  async function post(
    id: string,
    body: BodyInit,
    contentType?: string,
    user = 'main_editor',
    product = 'main',
  ): Promise<{ status: number; body: ApiBody }> {
    const headers: Record<string, string> = { 'x-product': product };
    if (user) headers.authorization = `Bearer ${await server.token(user)}`;
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${server.baseUrl}${UPLOAD}/${id}`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: response.status, body: (await response.json()) as ApiBody };
  }
  function form(
    ...files: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }[]
  ): FormData {
    const data = new FormData();
    for (const file of files)
      data.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    return data;
  }
  /** What an address answers: an upload's `u`, or an item's own one-image address. */
  async function served(
    url: string,
  ): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
    const response = await fetch(`${server.baseUrl}${url}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }
  /** The one-image address of an item (a virtual channel's; none for a catalogue item now). */
  const single = (id: string, product = 'main') => served(`/images/${product}/${id}/upload`);
  /** Every file stored for an item (its one image and its gallery), with its size. */
  function filesOf(id: string, product = 'main'): string[] {
    const folder = join(server.config.dataDir, 'images', product);
    const gallery = join(folder, `${id}.gallery`);
    const found: string[] = [];
    if (existsSync(join(folder, id))) found.push(`${id}:${statSync(join(folder, id)).size}`);
    if (existsSync(gallery))
      for (const name of readdirSync(gallery).sort())
        found.push(`${name}:${statSync(join(gallery, name)).size}`);
    return found;
  }
  const urlOf = (result: { body: ApiBody }) => (result.body.data as { u: string }).u;
  const galleryUrl = (id: string, product = 'main') =>
    new RegExp(`^/images/${product}/${id}/upload\\?image=[A-Za-z0-9_-]+$`);
  function expectRefusal(
    result: { status: number; body: ApiBody },
    status: number,
    message?: string,
  ): void {
    expect(result.status, JSON.stringify(result.body.header.errors)).toBe(status);
    expect(result.body.header.code).toBe(HEADER_CODE.error);
    if (message) expect(result.body.header.errors[0]?.description).toBe(message);
  }

  it('takes a PNG as multipart form data and serves the same bytes back', async () => {
    const bytes = await realImage('png', 160, 90);
    const result = await post(
      'main-movie-1',
      form({ bytes, type: 'image/png', name: 'poster.png' }),
    );
    expect(result.status, JSON.stringify(result.body.header.errors)).toBe(201);
    // Its size, and its ratio recognised from the pixels (160x90 is 16x9).
    expect(result.body.data).toEqual({
      id: 'main-movie-1',
      u: expect.stringMatching(galleryUrl('main-movie-1')) as string,
      size: bytes.length,
      type: 'image/png',
      width: 160,
      height: 90,
      ar: '16x9',
      r: '16x9',
      ratioMatched: true,
    });
    const back = await served(urlOf(result));
    expect(back.status).toBe(200);
    expect(back.type).toBe('image/png');
    expect(back.bytes).toEqual(bytes);
  });

  it('takes a JPEG as a raw image/jpeg body too', async () => {
    const result = await post('main-movie-2', await realImage('jpeg', 40, 30), 'image/jpeg');
    expect(result.status, JSON.stringify(result.body.header.errors)).toBe(201);
    expect(result.body.data).toMatchObject({ width: 40, height: 30, ar: '4x3', r: '4x3' });
    expect((await served(urlOf(result))).type).toBe('image/jpeg');
  });

  it("keeps a catalogue item's uploads as its gallery: a Poster and a Banner each under its own name, the earlier still served", async () => {
    const poster = await realImage('png', 160, 90, '#aa0000');
    const banner = await realImage('jpeg', 300, 100, '#00aa00');
    const first = await post(
      'main-movie-2',
      form({ bytes: poster, type: 'image/png', name: 'p.png' }),
    );
    const second = await post('main-movie-2', banner, 'image/jpeg');
    expect(first.status, JSON.stringify(first.body.header.errors)).toBe(201);
    expect(second.status, JSON.stringify(second.body.header.errors)).toBe(201);
    expect(urlOf(first)).toMatch(galleryUrl('main-movie-2'));
    expect(urlOf(second)).toMatch(galleryUrl('main-movie-2'));
    expect(urlOf(second)).not.toBe(urlOf(first));
    expect(first.body.data).toMatchObject({ r: '16x9', ratioMatched: true });
    expect(second.body.data).toMatchObject({ r: '3x1', ratioMatched: true });
    // The second upload replaced nothing: both are served, each its own bytes and type.
    const [a, b] = [await served(urlOf(first)), await served(urlOf(second))];
    expect(a).toMatchObject({ status: 200, type: 'image/png' });
    expect(a.bytes).toEqual(poster);
    expect(b).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(b.bytes).toEqual(banner);
    // No one-image address for a catalogue item: its images are its gallery's.
    expect((await single('main-movie-2')).status).toBe(404);
  });

  it('keeps one image for a virtual channel, replaced by the next upload (its editor shows one)', async () => {
    const first = await post('main-vll-1', await realImage('png', 64, 36, '#123456'), 'image/png');
    expect(first.status, JSON.stringify(first.body.header.errors)).toBe(201);
    expect(urlOf(first)).toBe('/images/main/main-vll-1/upload');
    const next = await realImage('png', 64, 36, '#654321');
    const second = await post('main-vll-1', next, 'image/png');
    expect(urlOf(second)).toBe('/images/main/main-vll-1/upload');
    expect((await single('main-vll-1')).bytes).toEqual(next);
    expect(filesOf('main-vll-1')).toHaveLength(1);
  });

  it('refuses a file over the limit with 413 and keeps the image already stored', async () => {
    const before = filesOf('main-movie-1');
    expect(before.length).toBeGreaterThan(0);
    expectRefusal(
      await post(
        'main-movie-1',
        form({ bytes: png(LIMIT + 1, 9), type: 'image/png', name: 'big.png' }),
      ),
      413,
      IMAGE_UPLOAD_MESSAGES.size,
    );
    expectRefusal(await post('main-movie-1', png(LIMIT + 1, 9), 'image/png'), 413);
    expect(filesOf('main-movie-1')).toEqual(before);
  });

  it('refuses other types, and bytes that are not the image they claim, with 400', async () => {
    const before = filesOf('main-movie-1');
    expectRefusal(
      await post(
        'main-movie-1',
        form({ bytes: new TextEncoder().encode('GIF89a....'), type: 'image/gif', name: 'a.gif' }),
      ),
      400,
      IMAGE_UPLOAD_MESSAGES.type,
    );
    expectRefusal(
      await post(
        'main-movie-1',
        form({
          bytes: new TextEncoder().encode('not an image at all'),
          type: 'image/png',
          name: 'fake.png',
        }),
      ),
      400,
      IMAGE_CONTENT_MESSAGE,
    );
    expectRefusal(
      await post('main-movie-1', form({ bytes: jpeg(50), type: 'image/png', name: 'wrong.png' })),
      400,
      IMAGE_CONTENT_MESSAGE,
    );
    // The right first bytes and nothing of an image after them: it does not decode.
    const fake = await post(
      'main-movie-1',
      form({ bytes: png(200), type: 'image/png', name: 'fake.png' }),
    );
    expectRefusal(fake, 400, IMAGE_CONTENT_MESSAGE);
    expect(fake.body.header.errors[0]?.field).toBe('file');
    expectRefusal(await post('main-movie-1', jpeg(200), 'image/jpeg'), 400, IMAGE_CONTENT_MESSAGE);
    // A real JPEG sent as a PNG.
    expectRefusal(
      await post(
        'main-movie-1',
        form({ bytes: await realImage('jpeg', 16, 9), type: 'image/png', name: 'x.png' }),
      ),
      400,
      IMAGE_CONTENT_MESSAGE,
    );
    expectRefusal(await post('main-movie-1', 'plain words', 'text/plain'), 415);
    expect(filesOf('main-movie-1')).toEqual(before);
    expect(filesOf('main-movie-3')).toEqual([]);
  });

  it('refuses a form without a file, or with two, with 400', async () => {
    const empty = new FormData();
    empty.append('note', 'no file here');
    expectRefusal(await post('main-movie-3', empty), 400, 'The upload holds no file');
    expectRefusal(
      await post(
        'main-movie-3',
        form(
          { bytes: png(20), type: 'image/png', name: 'a.png' },
          { bytes: png(20), type: 'image/png', name: 'b.png' },
        ),
      ),
      400,
    );
    expect(filesOf('main-movie-3')).toEqual([]);
  });

  it('refuses an upload without a token (401) and a bad id (400)', async () => {
    expectRefusal(
      await post(
        'main-movie-3',
        form({ bytes: png(20), type: 'image/png', name: 'a.png' }),
        undefined,
        '',
      ),
      401,
    );
    expectRefusal(
      await post('bad%20id', form({ bytes: png(20), type: 'image/png', name: 'a.png' })),
      400,
    );
  });

  it("needs update permission on the item's type in the request's product (403)", async () => {
    const before = filesOf('main-movie-2');
    const file = () => form({ bytes: png(20), type: 'image/png', name: 'a.png' });
    expectRefusal(await post('main-movie-2', file(), undefined, 'main_viewer'), 403);
    expectRefusal(await post('main-movie-2', file(), undefined, 'main_guest'), 403);
    // A user with no product at all is refused before anything is looked up.
    expectRefusal(await post('main-movie-2', file(), undefined, 'no_product'), 403);
    // A product the caller does not hold.
    expectRefusal(await post('main-movie-2', file(), undefined, 'kids_editor', 'main'), 403);
    expect(filesOf('main-movie-2')).toEqual(before);
  });

  it('refuses a caller who may update no item (403) before the item is looked up: no such item is 403 too', async () => {
    const file = () => form({ bytes: png(20), type: 'image/png', name: 'a.png' });
    for (const user of ['main_viewer', 'main_guest']) {
      const missing = await post('no-such-item', file(), undefined, user);
      expectRefusal(missing, 403);
      expect(missing.body.header.errors[0]?.description).not.toMatch(/not found/);
      expectRefusal(await post('kids-movie-1', file(), undefined, user), 403);
    }
  });

  it('is 404 for an item of another product or none at all, saying nothing of it', async () => {
    const file = () => form({ bytes: png(20), type: 'image/png', name: 'a.png' });
    const foreign = await post('kids-movie-1', file());
    expectRefusal(foreign, 404, 'Item kids-movie-1 not found');
    expectRefusal(await post('no-such-item', file()), 404, 'Item no-such-item not found');
    // Seen from kids, a main item is as unknown.
    expectRefusal(await post('main-movie-1', file(), undefined, 'kids_editor', 'kids'), 404);
    expect(filesOf('kids-movie-1', 'kids')).toEqual([]);
    expect(filesOf('kids-movie-1')).toEqual([]);
  });

  it("stores per product and item: each product's editor has the item's image in their folder", async () => {
    const main = await realImage('png', 30, 10, '#112233');
    const kids = await realImage('png', 30, 10, '#445566');
    const inKids = await post(
      'kids-movie-2',
      form({ bytes: kids, type: 'image/png', name: 'k.png' }),
      undefined,
      'kids_editor',
      'kids',
    );
    expect(inKids.status).toBe(201);
    expect(urlOf(inKids)).toMatch(galleryUrl('kids-movie-2', 'kids'));
    const inMain = await post(
      'main-movie-3',
      form({ bytes: main, type: 'image/png', name: 'm.png' }),
    );
    expect(inMain.status).toBe(201);
    expect((await served(urlOf(inKids))).bytes).toEqual(kids);
    expect((await served(urlOf(inMain))).bytes).toEqual(main);
    // The kids image's name under the main product is nothing.
    expect((await served(urlOf(inKids).replace('/images/kids/', '/images/main/'))).status).toBe(
      404,
    );
    expect(filesOf('kids-movie-2', 'main')).toEqual([]);
    // A product segment is a folder name, never a path.
    expect((await fetch(`${server.baseUrl}/images/..%2Fmain/main-movie-3/upload`)).status).toBe(
      400,
    );
  });

  it('streams the body: a declared length past the limit is refused before reading, a chunked one as the limit is passed, and no partial file stays', async () => {
    const folder = join(server.config.dataDir, 'images', 'main');
    const big = png(LIMIT * 64, 5);
    expectRefusal(await post('main-movie-1', big, 'image/png'), 413, IMAGE_UPLOAD_MESSAGES.size);
    // No Content-Length: a stream of chunks, refused once the count passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i += 1) controller.enqueue(png(LIMIT, 5));
        controller.close();
      },
    });
    const response = await fetch(`${server.baseUrl}${UPLOAD}/main-movie-1`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await server.token('main_editor')}`,
        'x-product': 'main',
        'content-type': 'image/png',
      },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(existsSync(folder)).toBe(true);
    const everything = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    expect(everything.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
