import { REASON } from '../domain/envelope';
import type { VersionEntry } from '../domain/versions';
import { ConsoleHttpError } from './errors';
import type { ProviderContext } from './providerContext';
import { segment } from './providerContext';
import type { BulkJob, ConsoleDataProvider, ListDeclaration, ResourceTypeInfo } from './types';

type CatalogueMethods = Pick<
  ConsoleDataProvider,
  | 'getResourceTypes'
  | 'getSchema'
  | 'getVersions'
  | 'countResources'
  | 'startBulkUpdate'
  | 'getBulkStatus'
  | 'listBulkJobs'
>;

/** Whether a failed version lookup means 'no versions yet' (40710504 catalog, 40520504 live). */
function meansNoVersions(error: unknown): boolean {
  return (
    error instanceof ConsoleHttpError &&
    error.errors.some(
      (e) => e.code === REASON.catalogNoVersions || e.code === REASON.liveNoVersions,
    )
  );
}

const SCHEMA_KEPT_MS = 60_000;

/** Catalogue declarations, versions, counts and bulk jobs. */
export function createCatalogueMethods(ctx: ProviderContext): CatalogueMethods {
  const schemas = new Map<
    string,
    { at: number; result: ReturnType<CatalogueMethods['getSchema']> }
  >();
  const typeUrl = (
    kind: 'schema' | 'uischema' | 'content' | 'count' | 'bulkupdate',
    type: string,
  ) => `${ctx.baseForType(type)}/${kind}/urn/resource/catalog/${segment(type)}`;

  return {
    async getResourceTypes() {
      const response = await ctx.http<ResourceTypeInfo[]>(
        `${ctx.base('catalog')}/schema/urn/resource/catalog`,
        {
          fallback: 'Failed to retrieve data',
        },
      );
      const types = Array.isArray(response.data) ? response.data : [];
      ctx.rememberTypes(types);
      return types;
    },

    getSchema(type) {
      // One request pair per type for a minute, shared by every screen (and a menu click that
      // starts it before the screen's code has loaded); failures are not kept.
      const known = schemas.get(type);
      if (known && Date.now() - known.at < SCHEMA_KEPT_MS) return known.result;
      const result = Promise.all([
        ctx.http<Record<string, unknown>>(typeUrl('schema', type), {
          fallback: `Failed to retrieve ${type} Schema`,
        }),
        ctx.http<{ uischema: unknown; list: ListDeclaration }>(typeUrl('uischema', type), {
          fallback: `Failed to retrieve ${type} UI Schema`,
        }),
      ]).then(([schema, ui]) => ({
        schema: schema.data,
        uischema: ui.data.uischema,
        list: ui.data.list,
      }));
      schemas.set(type, { at: Date.now(), result });
      result.catch(() => schemas.delete(type));
      return result;
    },

    async getVersions(type, id) {
      try {
        const response = await ctx.http<VersionEntry[]>(
          `${typeUrl('content', type)}/${segment(id)}/versions`,
          {
            fallback: 'Fetch Versions failed',
          },
        );
        return response.noData || !Array.isArray(response.data) || response.data.length === 0
          ? 'none'
          : response.data;
      } catch (error) {
        if (meansNoVersions(error)) return 'none';
        throw error;
      }
    },

    async countResources(types) {
      const unique = [...new Set(types)];
      const answers = await Promise.all(
        unique.map((type) =>
          ctx
            .http<{ name: string; count: number }[]>(typeUrl('count', type), {
              fallback: `Fetch ${type} failed`,
            })
            .then((response) => response.data)
            .catch((error: unknown) => {
              // A type the user may not view (or the server does not know) has no badge.
              if (
                error instanceof ConsoleHttpError &&
                (error.status === 403 || error.status === 404)
              )
                return [];
              throw error;
            }),
        ),
      );
      const byName = new Map<string, number>();
      for (const entry of answers.flat())
        if (!byName.has(entry.name)) byName.set(entry.name, entry.count);
      return [...byName].map(([name, count]) => ({ name, count }));
    },

    async startBulkUpdate(type, ids, changes) {
      const response = await ctx.http<BulkJob>(typeUrl('bulkupdate', type), {
        method: 'PUT',
        body: { ids, changes },
        fallback: 'Update operation failed',
      });
      return response.data;
    },

    async getBulkStatus(jobId) {
      const response = await ctx.http<BulkJob>(
        `${ctx.base('catalog')}/bulkupdate/status/${segment(jobId)}`,
        {
          fallback: 'Fetch Failed',
        },
      );
      return response.data;
    },

    async listBulkJobs() {
      const response = await ctx.http<BulkJob[]>(`${ctx.base('catalog')}/bulkupdate/status`, {
        fallback: 'Fetch Failed',
      });
      return response.noData || !Array.isArray(response.data) ? [] : response.data;
    },
  };
}
