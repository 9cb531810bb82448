import { HttpError, combineDataProviders, fetchUtils } from 'react-admin';
import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { geoProblemParams } from '../domain/geo/problemParams';
import { currentBearerToken } from './httpClient';
import type { ServiceArea } from './runtimeConfig';
import type { ConsoleDataProvider } from './types';

/** The react-admin resource of the geo service's overrides (`{geo base}/geo/location`). */
export const GEO_RESOURCE = 'location';

/** One field's problem as the geo service reports it (see domain/geo/override.ts). */
export interface GeoProblemReport {
  field: string;
  code: string;
  [param: string]: unknown;
}

/**
 * The key of a geo problem's message in the console's catalogs, with its parameters: the
 * service's English text stays the fallback (`_`), so an unknown code still reads well.
 */
export function geoProblemMessage(
  problem: GeoProblemReport,
  english: string | undefined,
): { message: string; args: Record<string, unknown> } {
  const { code } = problem;
  return {
    message: `console.geo.problems.${code}`,
    args: { ...geoProblemParams(problem), _: english ?? code },
  };
}

/**
 * How react-admin's ValidationError reads a field error that carries arguments: its own prefix
 * before the JSON of `{message, args}` (ra-core form/validation/ValidationError.tsx); a plain
 * string could not carry them, and an object would be read as nested fields.
 */
const RA_MESSAGE_WITH_ARGS = '@@react-admin@@';

/**
 * The geo service's errors as react-admin reads server-side validation: `body.errors` by field,
 * each a translatable message with arguments built from the service's problem codes.
 */
function withTranslatableErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as
    { errors?: Record<string, string>; problems?: GeoProblemReport[] } | undefined;
  if (!body?.problems?.length) return error;
  const errors: Record<string, string> = {};
  for (const problem of body.problems)
    errors[problem.field] ??= `${RA_MESSAGE_WITH_ARGS}${JSON.stringify(
      geoProblemMessage(problem, body.errors?.[problem.field]),
    )}`;
  return new HttpError(error.message, error.status, { ...body, errors });
}

/**
 * The geo service, the platform's one plain REST area, through `ra-data-simple-rest`: its
 * requests carry the bearer token the authProvider registered.
 */
export function createGeoProvider(options: {
  services: Record<ServiceArea, string>;
  origin?: string;
}): DataProvider {
  const base = options.services.geo;
  const apiUrl = `${base.startsWith('/') ? (options.origin ?? '') : ''}${base}/geo`;
  const httpClient = async (url: string, init: fetchUtils.Options = {}) => {
    const headers = new Headers(init.headers ?? { Accept: 'application/json' });
    const token = await currentBearerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...init, headers });
    } catch (error) {
      throw withTranslatableErrors(error);
    }
  };
  return simpleRestProvider(apiUrl, httpClient);
}

/**
 * The console's one data provider: react-admin's `combineDataProviders` sends the geo
 * overrides' resource to the plain REST provider and everything else to the catalogue provider,
 * whose custom methods (versions, locks, search ...) stay as they are.
 */
export function withGeoService(
  catalog: ConsoleDataProvider,
  geo: DataProvider,
): ConsoleDataProvider {
  const combined = combineDataProviders((resource) => (resource === GEO_RESOURCE ? geo : catalog));
  return {
    ...catalog,
    getList: combined.getList,
    getOne: combined.getOne,
    getMany: combined.getMany,
    getManyReference: combined.getManyReference,
    create: combined.create,
    update: combined.update,
    updateMany: combined.updateMany,
    delete: combined.delete,
    deleteMany: combined.deleteMany,
  };
}
