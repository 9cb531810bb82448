import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { POSTGRES_URL, postgresAvailable, startTestServer } from '../helpers/testServer';

/*
 * Several instances behind one address share one PostgreSQL database and one DATA_DIR (a mounted
 * volume): uploaded images are files under DATA_DIR/images, so an image uploaded through one
 * instance is served by any other.
 */
const postgres = await postgresAvailable();
const DATABASE = 'console_multiinstance_images';
const UPLOAD = '/api/image/image/upload';

const title = postgres
  ? 'two instances on one PostgreSQL database and one DATA_DIR: images'
  : `two instances on one PostgreSQL database and one DATA_DIR: images (skipped: PostgreSQL at ${POSTGRES_URL} does not answer)`;

async function png(colour: string): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width: 160, height: 90, channels: 3, background: colour } });
  return new Uint8Array(await image.png().toBuffer());
}

describe.skipIf(!postgres)(title, () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ dialect: 'postgres', database: DATABASE, seedItems: 3 });
    // Behind one public address every instance has the same issuer, and the same DATA_DIR.
    b = await startTestServer({
      dialect: 'postgres',
      database: DATABASE,
      sharedDatabase: true,
      env: { PUBLIC_URL: a.baseUrl, DATA_DIR: a.config.dataDir },
    });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  async function upload(
    through: TestServer,
    id: string,
    bytes: Uint8Array<ArrayBuffer>,
  ): Promise<{ status: number; body: ApiBody }> {
    const data = new FormData();
    data.append('file', new Blob([bytes], { type: 'image/png' }), 'poster.png');
    const response = await fetch(`${through.baseUrl}${UPLOAD}/${id}`, {
      method: 'POST',
      // Tokens come from A's provider: the instances share its keys through the database.
      headers: { authorization: `Bearer ${await a.token('editor')}`, 'x-product': 'main' },
      body: data,
    });
    return { status: response.status, body: (await response.json()) as ApiBody };
  }

  async function read(
    through: TestServer,
    url: string,
  ): Promise<{ status: number; bytes: Uint8Array }> {
    const response = await fetch(`${through.baseUrl}${url}`);
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('serves on B the bytes of an image uploaded through A, and on A one uploaded through B', async () => {
    expect(b.config.dataDir).toBe(a.config.dataDir);
    const first = await png('#3366aa');
    const throughA = await upload(a, 'main-movie-1', first);
    expect(throughA.status, JSON.stringify(throughA.body.header.errors)).toBe(201);
    const firstUrl = (throughA.body.data as { u: string }).u;
    const onB = await read(b, firstUrl);
    expect(onB.status).toBe(200);
    expect(onB.bytes).toEqual(first);

    const second = await png('#aa3366');
    const throughB = await upload(b, 'main-movie-2', second);
    expect(throughB.status, JSON.stringify(throughB.body.header.errors)).toBe(201);
    const onA = await read(a, (throughB.body.data as { u: string }).u);
    expect(onA.status).toBe(200);
    expect(onA.bytes).toEqual(second);
    // The first is still served by both.
    expect((await read(a, firstUrl)).bytes).toEqual(first);
  });
});
