/*
 * The data provider's integration tests run against the REAL content service (SQLite, demo seed:
 * 30 movies per product, 'main-movie-1'...), signed in through the real login page.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { createCatalogProvider } from '../../../dataProvider/catalogProvider';
import type { CatalogProviderOptions } from '../../../dataProvider/catalogProvider';
import { ConsoleHttpError } from '../../../dataProvider/errors';
import { SERVICE_AREAS } from '../../../dataProvider/runtimeConfig';
import type { ServiceArea } from '../../../dataProvider/runtimeConfig';
import type { ConsoleDataProvider } from '../../../dataProvider/types';

export interface ProviderTestServer {
  readonly server: TestServer;
  /** The local service bases, as /config.json gives them. */
  readonly services: Record<ServiceArea, string>;
  /** A provider signed in as `username` (password = username), working in `product`. */
  providerFor(username: string, product?: string): ConsoleDataProvider;
  /** A provider with options of the test's own over the server's origin and bases. */
  providerWith(options: Partial<CatalogProviderOptions>): ConsoleDataProvider;
}

/** Starts the service for the test file (database named for PostgreSQL runs) and stops it after. */
export function startProviderTestServer(database: string): ProviderTestServer {
  let server: TestServer | undefined;
  const services = Object.fromEntries(
    SERVICE_AREAS.map((area) => [area, `/api/${area}`]),
  ) as Record<ServiceArea, string>;
  beforeAll(async () => {
    server = await startTestServer({ dialect: 'sqlite', database });
  });
  afterAll(async () => server?.stop());
  const running = (): TestServer => {
    if (!server) throw new Error('The test server has not started');
    return server;
  };
  const kit: ProviderTestServer = {
    get server() {
      return running();
    },
    services,
    providerFor: (username, product = 'main') =>
      kit.providerWith({
        tokenGetter: () => running().token(username),
        productGetter: () => product,
      }),
    providerWith: (options) =>
      createCatalogProvider({ services, origin: running().baseUrl, ...options }),
  };
  return kit;
}

/** The rejection of a call, which must be a ConsoleHttpError. */
export async function failure(call: Promise<unknown>): Promise<ConsoleHttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ConsoleHttpError) return error;
    throw error;
  }
  throw new Error('The call was expected to fail');
}

/** A valid new movie. */
export const newMovie = (name: string) => ({ cty: 'movie', lon: [{ lang: 'en', n: name }] });
