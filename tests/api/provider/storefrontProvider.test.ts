import { describe, expect, it } from 'vitest';
import { createStorefrontProvider } from '../../../dataProvider/storefront/storefrontProvider';
import { failure, startProviderTestServer } from './providerTestKit';

/*
 * The storefront provider's gallery upload against the REAL service (issue 12): the console's own
 * call, multipart form data through the shared HTTP client, to the image service; the demo
 * merchandiser ('merchandiser', storefront_admin of main) on the demo home page's hero container.
 */
const kit = startProviderTestServer('console_storefront_provider');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const provider = () =>
  createStorefrontProvider({
    services: kit.services,
    origin: kit.server.baseUrl,
    tokenGetter: () => kit.server.token('merchandiser'),
  });

describe('the storefront provider uploads gallery images', () => {
  it('sends a PNG as a form, answering the address that serves it', async () => {
    const file = new File([new Uint8Array(PNG)], 'hero.png', { type: 'image/png' });
    const uploaded = await provider().uploadStoreImage('main-container-hero', file);
    expect(uploaded).toMatchObject({
      id: 'main-container-hero',
      size: PNG.length,
      type: 'image/png',
    });
    expect(uploaded.u).toMatch(/^\/images\/main\/main-container-hero\/upload\?image=[\w-]+$/);
    const back = await fetch(`${kit.server.baseUrl}${uploaded.u}`);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(new Uint8Array(PNG));
  });

  it("rejects with the service's refusal naming the file field", async () => {
    const gif = new File([new TextEncoder().encode('GIF89a')], 'a.gif', { type: 'image/gif' });
    const refused = await failure(provider().uploadStoreImage('main-container-hero', gif));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Only JPEG and PNG images can be uploaded');
    expect(refused.errors[0]?.field).toBe('file');
    expect((await failure(provider().uploadStoreImage('no-such-container', gif))).status).toBe(404);
  });
});
