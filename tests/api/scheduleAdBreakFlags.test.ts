import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';

/**
 * The 'Add ad break' flags of spec section 9 come from the runtime configuration: the server's
 * environment (AD_BREAK_DROP_FIRST, AD_BREAK_DROP_LAST) published as `/config.json` features,
 * which the console's schedule page reads (domain/schedule/adBreakLengths adBreakFlagsOf).
 */
describe('ad break length flags in /config.json', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      env: { AD_BREAK_DROP_LAST: 'true' },
    });
  });
  afterAll(async () => server?.stop());

  it('publishes the flags the server was started with', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as { features: Record<string, unknown> };
    expect(config.features.adBreakDropFirst).toBe(false);
    expect(config.features.adBreakDropLast).toBe(true);
  });

  it('defaults both flags off and refuses a value that is not true or false', () => {
    expect(loadConfig({}).adBreakFlags).toEqual({ dropFirst: false, dropLast: false });
    expect(loadConfig({ AD_BREAK_DROP_FIRST: 'true' }).adBreakFlags).toEqual({
      dropFirst: true,
      dropLast: false,
    });
    expect(() => loadConfig({ AD_BREAK_DROP_FIRST: 'yes' })).toThrow(
      "AD_BREAK_DROP_FIRST must be true or false, got 'yes'",
    );
  });
});
