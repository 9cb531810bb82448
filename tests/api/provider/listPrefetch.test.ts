import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { startProviderTestServer } from './providerTestKit';

/* prefetchList: the list screen's first page loads beside the type's schema (ResourceListPage). */

const kit = startProviderTestServer('console_dp_prefetch');

function countingProvider() {
  const counter = { requests: 0 };
  const provider = kit.providerWith({
    tokenGetter: () => {
      counter.requests += 1;
      return kit.server.token('editor');
    },
    productGetter: () => 'main',
  });
  return { provider, counter };
}

const firstPage: GetListParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'ut', order: 'DESC' },
  filter: {},
  meta: { product: 'main' },
};

describe('list prefetch', () => {
  it("answers the list's identical first request from the prefetch, once", async () => {
    const { provider, counter } = countingProvider();
    await provider.prefetchList?.('movie', firstPage);
    const listed = await provider.getList('movie', firstPage);
    expect(counter.requests).toBe(1);
    expect(listed.data).toHaveLength(25);
    expect(listed).toEqual(await kit.providerFor('editor').getList('movie', firstPage));
    // Taken once: the next identical request asks the server again (fresh data).
    await provider.getList('movie', firstPage);
    expect(counter.requests).toBe(2);
  });

  it('does not answer a different page, sort, filter or product from it', async () => {
    const { provider, counter } = countingProvider();
    await provider.prefetchList?.('movie', firstPage);
    await provider.getList('movie', { ...firstPage, pagination: { page: 2, perPage: 25 } });
    await provider.getList('movie', { ...firstPage, sort: { field: 'ut', order: 'ASC' } });
    await provider.getList('movie', { ...firstPage, filter: { st: 'draft' } });
    await provider.getList('movie', { ...firstPage, meta: { product: 'kids' } });
    expect(counter.requests).toBe(5);
  });
});
