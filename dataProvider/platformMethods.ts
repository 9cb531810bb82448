import type { NavItem } from '../domain/navigation/navItem';
import { isSearchTermValid } from '../domain/validation/searchTerm';
import type { ProviderContext } from './providerContext';
import { segment } from './providerContext';
import type { AuditEntry, ConsoleDataProvider, Product, SearchHit } from './types';
import { pageOf, rowsOf } from './envelopeReader';

type PlatformMethods = Pick<
  ConsoleDataProvider,
  'getAudit' | 'listProducts' | 'createProduct' | 'getMenu' | 'getLanguageConfig' | 'search'
>;

/** Audit, products (policy service), the menu and languages (config service) and global search. */
export function createPlatformMethods(ctx: ProviderContext): PlatformMethods {
  const productsUrl = () => `${ctx.base('policy')}/policy/urn/resource/product`;

  return {
    async getAudit(type, id, page) {
      const response = await ctx.http<AuditEntry[]>(
        `${ctx.base('audit')}/audit/${segment(type)}/${segment(id)}`,
        {
          query: { pageNumber: page.pageNumber, pageSize: page.pageSize },
          fallback: 'Failed to retrieve data',
        },
      );
      return pageOf<AuditEntry>(response);
    },

    async listProducts() {
      const response = await ctx.http<Product[]>(productsUrl(), {
        fallback: 'Fetch products failed!',
      });
      return rowsOf<Product>(response);
    },

    async createProduct(name) {
      const response = await ctx.http<Product>(productsUrl(), {
        method: 'POST',
        body: { n: name },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },

    async getMenu() {
      const response = await ctx.http<{ items?: NavItem[]; settings?: Record<string, unknown> }>(
        `${ctx.base('config')}/config/menu`,
        {
          fallback: 'Error fetching menu items',
        },
      );
      return { items: response.data.items ?? [], settings: response.data.settings ?? {} };
    },

    async getLanguageConfig() {
      const response = await ctx.http<{ default?: string; languages?: string[] }>(
        `${ctx.base('config')}/config/language`,
        { fallback: 'Error fetching global configs' },
      );
      return {
        default: response.data.default ?? '',
        languages: Array.isArray(response.data.languages) ? response.data.languages : [],
      };
    },

    async search(term, options = {}) {
      // Section 4: a term under 3 characters does nothing.
      if (!isSearchTermValid(term)) return { data: [], total: 0 };
      const response = await ctx.http<SearchHit[]>(`${ctx.base('search')}/content/search`, {
        query: {
          term: term.trim(),
          cty: options.cty,
          st: options.st,
          pageNumber: options.pageNumber,
          pageSize: options.pageSize,
        },
        fallback: 'Search Operation Failed',
      });
      return pageOf<SearchHit>(response);
    },
  };
}
