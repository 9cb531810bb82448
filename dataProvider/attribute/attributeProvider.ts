import type { DataProvider } from 'react-admin';
import type { AttributeNames, AttributeScope } from '../../domain/policy/attribute';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { pageOf, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient } from '../httpClient';
import type { ProviderContext } from '../providerContext';
import { createProviderContext, segment } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { ATTRIBUTE_METHOD_NAMES } from './methodNames';

export type { AttributeScope };

/** A custom attribute as the policy service stores it (policy contract, "Attributes"). */
export interface PolicyAttribute {
  key: string;
  type: AttributeType;
  source: AttributeSource;
  /** Of the type; for source 'select', the choices offered to the rule builder (string[]). */
  value?: unknown;
  scope: AttributeScope;
  prd?: string;
  desc?: string;
  /** Display names by language (en, zh, ms, ta), each optional. */
  names?: AttributeNames;
  ct?: string;
  ut?: string;
}

/** What a create or an update sends. */
export type AttributeInput = Pick<PolicyAttribute, 'key' | 'type' | 'source' | 'scope'> &
  Partial<Pick<PolicyAttribute, 'value' | 'desc' | 'names'>>;

/** Which attributes a list asks for. */
export interface AttributeQuery {
  scope: AttributeScope;
  source?: AttributeSource | undefined;
  type?: AttributeType | undefined;
  q?: string | undefined;
  /** The product of a product-scope list; the current product when absent. */
  product?: string | undefined;
}

/** An application policies can target (`GET /policy/urn/resource/application`). */
export interface PolicyApplication {
  id: string;
  n: string;
}

/** An application with the count of its application-source attributes (`GET /policy/apps`). */
export interface PolicyAppSummary extends PolicyApplication {
  attrs: number;
}

/** Where an attribute's value is read from at decision time (`GET /policy/app_data_mapping`). */
export interface AppDataMapping {
  key: string;
  source: string;
  path: string;
}

/** A saved viewer context for the what-if panel. */
export interface Persona {
  id: string;
  n: string;
  context: Record<string, unknown>;
  prd?: string;
  ct?: string;
  ut?: string;
}

/** What a persona create or update sends. */
export interface PersonaInput {
  n: string;
  context: Record<string, unknown>;
}

/** The spec's page size of attribute lists and its fetch step (section 9: offset grows by 100). */
export const ATTRIBUTE_PAGE_SIZE = 100;

/**
 * The policy service's attribute, application and persona calls (policy contract). Each
 * rejects with `ConsoleHttpError`: a 400 carries field errors (`fieldErrors['/type']`), a 409
 * says the key exists or a policy still names the attribute.
 */
export interface AttributeMethods {
  /** One page of attributes (limit at most 100) and `header.count`. */
  listAttributes(
    query: AttributeQuery,
    page?: { offset: number; limit: number },
    signal?: AbortSignal,
  ): Promise<{ data: PolicyAttribute[]; total: number }>;
  /** Every attribute of the query: offsets 0, 100, 200 ... until `header.count` is reached. */
  listAllAttributes(query: AttributeQuery, signal?: AbortSignal): Promise<PolicyAttribute[]>;
  /** How many attributes a scope holds (`GET /count/urn/resource/attribute`). */
  countAttributes(scope: AttributeScope, product?: string): Promise<number>;
  createAttribute(attribute: AttributeInput, product?: string): Promise<PolicyAttribute>;
  /** `key` is the attribute's key before the edit. */
  updateAttribute(
    key: string,
    attribute: AttributeInput,
    product?: string,
  ): Promise<PolicyAttribute>;
  deleteAttribute(key: string, scope: AttributeScope, product?: string): Promise<void>;
  listApplications(signal?: AbortSignal): Promise<PolicyApplication[]>;
  listAppSummaries(signal?: AbortSignal): Promise<PolicyAppSummary[]>;
  /** Every application-source attribute of one app, fetched 100 at a time until complete. */
  listAppAttributes(app: string, signal?: AbortSignal): Promise<PolicyAttribute[]>;
  getAppDataMapping(signal?: AbortSignal): Promise<AppDataMapping[]>;
  listPersonas(signal?: AbortSignal): Promise<Persona[]>;
  createPersona(persona: PersonaInput): Promise<Persona>;
  updatePersona(id: string, persona: PersonaInput): Promise<Persona>;
  deletePersona(id: string): Promise<void>;
}

/**
 * Fetches a paged list 100 at a time until it holds `total` rows (spec: "offset grows by 100 and
 * retries until lists are filled"); a page shorter than asked ends it too, so a count that changes
 * under the fetch cannot loop.
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<{ data: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length, ATTRIBUTE_PAGE_SIZE);
    rows.push(...page.data);
    if (page.data.length < ATTRIBUTE_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

/**
 * The attribute's body as the service takes it: `value` left out when there is none, `names` as
 * given.
 */
function attributeBody(attribute: AttributeInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    key: attribute.key,
    type: attribute.type,
    source: attribute.source,
    scope: attribute.scope,
  };
  if (attribute.value !== undefined && attribute.value !== null) body.value = attribute.value;
  if (attribute.desc !== undefined && attribute.desc !== '') body.desc = attribute.desc;
  // An update rewrites the names: those not sent are gone.
  if (attribute.names !== undefined) body.names = attribute.names;
  return body;
}

/** The attribute, application and persona calls over a provider context (policy service base). */
export function createAttributeMethods(ctx: ProviderContext): AttributeMethods {
  const resourceUrl = (name: string) => `${ctx.base('policy')}/policy/urn/resource/${name}`;
  const attributeUrl = (key?: string) =>
    key === undefined ? resourceUrl('attribute') : `${resourceUrl('attribute')}/${segment(key)}`;
  const personaUrl = (id?: string) =>
    id === undefined ? resourceUrl('persona') : `${resourceUrl('persona')}/${segment(id)}`;

  const listAttributes: AttributeMethods['listAttributes'] = async (
    query,
    page = { offset: 0, limit: ATTRIBUTE_PAGE_SIZE },
    signal,
  ) => {
    const response = await ctx.http<PolicyAttribute[]>(attributeUrl(), {
      query: {
        scope: query.scope,
        source: query.source,
        type: query.type,
        q: query.q?.trim(),
        offset: page.offset,
        limit: Math.min(page.limit, ATTRIBUTE_PAGE_SIZE),
      },
      fallback: 'Fetch Failed',
      signal,
      product: query.product,
    });
    return pageOf<PolicyAttribute>(response);
  };

  return {
    listAttributes,

    listAllAttributes(query, signal) {
      return fetchAllPages((offset, limit) => listAttributes(query, { offset, limit }, signal));
    },

    async countAttributes(scope, product) {
      const response = await ctx.http<{ count?: number }>(
        `${ctx.base('policy')}/count/urn/resource/attribute`,
        { query: { scope }, fallback: 'Fetch Failed', product },
      );
      return typeof response.data?.count === 'number' ? response.data.count : response.count;
    },

    async createAttribute(attribute, product) {
      const response = await ctx.http<PolicyAttribute>(attributeUrl(), {
        method: 'POST',
        body: attributeBody(attribute),
        fallback: 'Create operation failed!',
        product,
      });
      return response.data;
    },

    async updateAttribute(key, attribute, product) {
      const response = await ctx.http<PolicyAttribute>(attributeUrl(key), {
        method: 'PUT',
        query: { scope: attribute.scope },
        body: attributeBody(attribute),
        fallback: 'Update operation failed',
        product,
      });
      return response.data;
    },

    async deleteAttribute(key, scope, product) {
      await ctx.http(attributeUrl(key), {
        method: 'DELETE',
        query: { scope },
        fallback: 'Delete operation failed',
        product,
      });
    },

    async listApplications(signal) {
      const response = await ctx.http<PolicyApplication[]>(resourceUrl('application'), {
        fallback: 'Fetch applications failed!',
        signal,
      });
      return rowsOf<PolicyApplication>(response);
    },

    async listAppSummaries(signal) {
      const response = await ctx.http<PolicyAppSummary[]>(`${ctx.base('policy')}/policy/apps`, {
        fallback: 'Fetch applications failed!',
        signal,
      });
      return rowsOf<PolicyAppSummary>(response);
    },

    listAppAttributes(app, signal) {
      return fetchAllPages(async (offset, limit) => {
        const response = await ctx.http<PolicyAttribute[]>(
          `${ctx.base('policy')}/policy/app_attrs`,
          { query: { app, offset, limit }, fallback: 'Fetch Failed', signal },
        );
        return pageOf<PolicyAttribute>(response);
      });
    },

    async getAppDataMapping(signal) {
      const response = await ctx.http<AppDataMapping[]>(
        `${ctx.base('policy')}/policy/app_data_mapping`,
        { fallback: 'Fetch Failed', signal },
      );
      return rowsOf<AppDataMapping>(response);
    },

    async listPersonas(signal) {
      const response = await ctx.http<Persona[]>(personaUrl(), {
        fallback: 'Fetch Failed',
        signal,
      });
      return rowsOf<Persona>(response);
    },

    async createPersona(persona) {
      const response = await ctx.http<Persona>(personaUrl(), {
        method: 'POST',
        body: { n: persona.n, context: persona.context },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async updatePersona(id, persona) {
      const response = await ctx.http<Persona>(personaUrl(id), {
        method: 'PUT',
        body: { n: persona.n, context: persona.context },
        fallback: 'Update operation failed',
      });
      return response.data;
    },

    async deletePersona(id) {
      await ctx.http(personaUrl(id), { method: 'DELETE', fallback: 'Delete operation failed' });
    },
  };
}

export interface AttributeProviderOptions {
  /** Base URL per service area (`/config.json` `services`). */
  services: Record<ServiceArea, string>;
  /** Prefixed to relative bases when running outside a browser. */
  origin?: string;
  /** Overrides the registered token getter (tests). */
  tokenGetter?: TokenGetter;
  /** A ready-made HTTP client (tests); when given, tokenGetter is ignored. */
  http?: HttpClient;
}

/**
 * The attribute methods with their own envelope client (bearer token, `X-Product`,
 * `X-Client-Id`), for the composition root to add to the console's data provider with
 * {@link withAttributeService}.
 */
export function createAttributeProvider(options: AttributeProviderOptions): AttributeMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createAttributeMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the attribute, application and persona methods added. */
export function withAttributeService<P extends DataProvider>(
  provider: P,
  methods: AttributeMethods,
): P & AttributeMethods {
  return { ...provider, ...methods };
}

/** Whether a data provider carries the attribute methods ({@link withAttributeService}). */
export function hasAttributeService(
  provider: DataProvider,
): provider is DataProvider & AttributeMethods {
  const record = provider as unknown as Record<string, unknown>;
  return ATTRIBUTE_METHOD_NAMES.every((name) => typeof record[name] === 'function');
}

/**
 * The attribute methods of the console's data provider (from react-admin's `useDataProvider()`);
 * throws a clear Error when the composition root has not added them.
 */
export function attributeServiceOf(provider: DataProvider): AttributeMethods {
  if (!hasAttributeService(provider)) {
    throw new Error(
      'The data provider has no attribute methods: wrap it with withAttributeService (dataProvider/attribute/attributeProvider.ts)',
    );
  }
  return provider;
}
