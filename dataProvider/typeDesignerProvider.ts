import type { DataProvider } from 'react-admin';
import type { PublishCheck, TypeSummary } from '../domain/typeDesigner/answers';
import type { TypeDefinition } from '../domain/typeDesigner/definition';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import type { ProviderContext } from './providerContext';
import { createProviderContext, segment } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import { serviceOf } from './serviceMethods';

export type { PublishCheck, TypeSummary };

/** One version of a designed type. */
export interface TypeVersion {
  vn: number;
  st: 'draft' | 'published' | 'archived';
  changedBy: string;
  changedByName: string | null;
  ut: string;
  publishedAt: string | null;
  definition: TypeDefinition;
}

export interface DesignedType {
  id: string;
  builtIn: boolean;
  status: TypeSummary['status'];
  draft: TypeVersion | null;
  published: TypeVersion | null;
}

/**
 * The type designer's calls (`/api/catalog/types`, docs/api/type-designer.md); each rejects with
 * `ConsoleHttpError` (a 400 lists each problem of a definition with its field and rule).
 */
export interface TypeDesignerMethods {
  listTypes(signal?: AbortSignal): Promise<TypeSummary[]>;
  getType(id: string, signal?: AbortSignal): Promise<DesignedType>;
  createType(definition: TypeDefinition): Promise<{ id: string; vn: number }>;
  saveTypeDraft(definition: TypeDefinition): Promise<{ id: string; vn: number }>;
  getTypeVersions(id: string, signal?: AbortSignal): Promise<TypeVersion[]>;
  restoreTypeVersion(id: string, vn: number): Promise<{ id: string; vn: number }>;
  /** `clearRemoved`: the removed fields' values cleared from the items holding them. */
  checkType(id: string, options?: { clearRemoved?: boolean }): Promise<PublishCheck>;
  publishType(id: string, options?: { clearRemoved?: boolean }): Promise<unknown>;
  /** The type in the `resources/` folder format (docs/api/type-designer.md, 'The export format'). */
  exportType(id: string, st: 'published' | 'draft'): Promise<TypeExport>;
  /** An export back in: a new type's first draft, or a new draft of a designed type. */
  importType(bundle: unknown): Promise<{ id: string; vn: number; created: boolean }>;
}

/** A type as exported: its folder's files, its labels, and a designed type's definition. */
export interface TypeExport {
  id: string;
  builtIn: boolean;
  vn?: number;
  files: Record<string, unknown>;
  messages: Record<string, Record<string, string>>;
  definition?: TypeDefinition;
}

/** The query asking a check or publication to clear the removed fields' values. */
const clearing = (options: { clearRemoved?: boolean } | undefined) =>
  options?.clearRemoved ? '?clearRemoved=true' : '';

export function createTypeDesignerMethods(ctx: ProviderContext): TypeDesignerMethods {
  const url = (path: string) => `${ctx.base('catalog')}/types${path}`;
  return {
    async listTypes(signal) {
      const response = await ctx.http<TypeSummary[]>(url(''), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return response.data;
    },
    async getType(id, signal) {
      const response = await ctx.http<DesignedType>(url(`/${segment(id)}`), {
        fallback: `Failed to retrieve ${id}`,
        signal,
      });
      return response.data;
    },
    async createType(definition) {
      const response = await ctx.http<{ id: string; vn: number }>(url(''), {
        method: 'POST',
        body: { ...definition },
        fallback: 'Create operation failed!',
      });
      return response.data;
    },
    async saveTypeDraft(definition) {
      const response = await ctx.http<{ id: string; vn: number }>(
        url(`/${segment(definition.id)}`),
        { method: 'PUT', body: { ...definition }, fallback: 'Update operation failed' },
      );
      return response.data;
    },
    async getTypeVersions(id, signal) {
      const response = await ctx.http<TypeVersion[]>(url(`/${segment(id)}/versions`), {
        fallback: 'Fetch Versions failed',
        signal,
      });
      return response.data;
    },
    async restoreTypeVersion(id, vn) {
      const response = await ctx.http<{ id: string; vn: number }>(
        url(`/${segment(id)}/versions/${vn}/restore`),
        { method: 'POST', fallback: 'Restore failed' },
      );
      return response.data;
    },
    async checkType(id, options) {
      const response = await ctx.http<PublishCheck>(
        url(`/${segment(id)}/check${clearing(options)}`),
        {
          method: 'POST',
          fallback: 'Check failed',
        },
      );
      return response.data;
    },
    async publishType(id, options) {
      const response = await ctx.http<unknown>(url(`/${segment(id)}/publish${clearing(options)}`), {
        method: 'POST',
        fallback: 'Publish failed',
      });
      return response.data;
    },
    async exportType(id, st) {
      const response = await ctx.http<TypeExport>(url(`/${segment(id)}/export?st=${st}`), {
        fallback: `Failed to retrieve ${id}`,
      });
      return response.data;
    },
    async importType(bundle) {
      const response = await ctx.http<{ id: string; vn: number; created: boolean }>(
        url('/import'),
        { method: 'POST', body: bundle, fallback: 'Create operation failed!' },
      );
      return response.data;
    },
  };
}

export interface TypeDesignerProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The type designer methods with their own envelope client, for the composition root. */
export function createTypeDesignerProvider(
  options: TypeDesignerProviderOptions,
): TypeDesignerMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createTypeDesignerMethods(createProviderContext(http, options.services, options.origin));
}

const METHOD_NAMES: readonly (keyof TypeDesignerMethods)[] = [
  'listTypes',
  'getType',
  'createType',
  'saveTypeDraft',
  'getTypeVersions',
  'restoreTypeVersion',
  'checkType',
  'publishType',
  'exportType',
  'importType',
];

/** The type designer methods of the console's data provider; a clear Error when missing. */
export function typeDesignerServiceOf(provider: DataProvider): TypeDesignerMethods {
  return serviceOf<TypeDesignerMethods>(
    provider,
    METHOD_NAMES,
    'type designer',
    'an entry in CONSOLE_SERVICES (dataProvider/consoleServices.ts)',
  );
}
