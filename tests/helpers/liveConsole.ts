import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_AREAS, loadRuntimeConfig } from '../../dataProvider/runtimeConfig';
import type { RuntimeConfig } from '../../dataProvider/runtimeConfig';
import { startServerProcess } from '../support/serverProcess';

/**
 * The REAL content service for a jsdom test of the whole console: its own process (its Node code
 * does not belong in a jsdom test) on the demo data in a data folder of its own (its demo media
 * made on a video's first open, as none of these tests opens one), and the runtime
 * configuration it serves with every service base made absolute (outside a browser relative
 * bases cannot be fetched).
 */
export interface LiveConsole {
  baseUrl: string;
  runtime: RuntimeConfig;
  /** Stops the service and removes its data folder. */
  stop(): Promise<void>;
}

export async function startLiveConsole(folderPrefix: string): Promise<LiveConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const server = await startServerProcess({
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_CONSOLE_BUILD: 'true',
      // The demo media is made when a video is first opened, not at start: the jsdom tests play
      // none, and making it at start took about 45 s of CPU per live console beside them.
      DEMO_MEDIA_AT_START: 'false',
      LOG_LEVEL: 'error',
    },
    stdout: 'ignore',
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = await loadRuntimeConfig(`${server.origin}/config.json`);
    const services = { ...config.services };
    for (const area of SERVICE_AREAS) services[area] = `${server.origin}${config.services[area]}`;
    return { baseUrl: server.origin, runtime: { ...config, services }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The claims of a JWT (its middle part), as the console's keycloak stand-in holds them. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}
