import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/*
 * The `notification` feature flag of the specification (the shell's job notification bell):
 * FEATURE_NOTIFICATION, published as `/config.json` features.notification, on unless set false.
 */

describe('the notification feature flag in /config.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      env: { FEATURE_NOTIFICATION: 'false' },
    });
  });
  afterAll(async () => server?.stop());

  it('publishes FEATURE_NOTIFICATION as features.notification (on unless set false)', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`);
    const config = (await response.json()) as { features: Record<string, unknown> };
    expect(config.features.notification).toBe(false);
    expect(loadConfig({}).notificationFeature).toBe(true);
    expect(loadConfig({ FEATURE_NOTIFICATION: 'true' }).notificationFeature).toBe(true);
    expect(() => loadConfig({ FEATURE_NOTIFICATION: 'off' })).toThrow(
      "FEATURE_NOTIFICATION must be true or false, got 'off'",
    );
  });
});
