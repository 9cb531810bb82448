import { createCatalogueMethods } from './catalogueMethods';
import { createContentMethods } from './contentMethods';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import { createPlatformMethods } from './platformMethods';
import { createProviderContext } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import type { ConsoleDataProvider } from './types';
import { createUserMethods } from './userMethods';

export interface CatalogProviderOptions {
  /** Base URL per service area (`/config.json` `services`). */
  services: Record<ServiceArea, string>;
  /** Prefixed to relative bases, e.g. 'http://127.0.0.1:8080' when running outside a browser. */
  origin?: string;
  /** Overrides the token getter the authProvider registers (tests). */
  tokenGetter?: TokenGetter;
  /** Overrides the product store as the source of `X-Product` (tests). */
  productGetter?: () => string | undefined;
  /** A ready-made HTTP client; when given, tokenGetter and productGetter are ignored. */
  http?: HttpClient;
}

/**
 * Creates the console's data provider (see `ConsoleDataProvider` in types.ts): react-admin's
 * methods over the catalogue API plus the platform's custom methods, each under its service's
 * base URL from the runtime configuration. Requests carry the bearer token, `X-Product` and
 * `X-Client-Id`; failures reject with `ConsoleHttpError`.
 */
export function createCatalogProvider(options: CatalogProviderOptions): ConsoleDataProvider {
  const http =
    options.http ??
    createHttpClient({
      ...(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {}),
      ...(options.productGetter ? { productGetter: options.productGetter } : {}),
    });
  const ctx = createProviderContext(http, options.services, options.origin);
  return {
    ...createContentMethods(ctx),
    ...createCatalogueMethods(ctx),
    ...createUserMethods(ctx),
    ...createPlatformMethods(ctx),
    // react-admin passes react-query's AbortSignal so a cancelled query aborts its request.
    supportAbortSignal: true,
  };
}
