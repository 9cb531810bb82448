import { REASON } from '../domain/envelope';
import type { VersionEntry } from '../domain/versions';
import { ConsoleHttpError } from './errors';
import type { ProviderContext } from './providerContext';
import { segment } from './providerContext';
import type {
  BulkJob,
  ConsoleDataProvider,
  DesignedTypeLabels,
  ListDeclaration,
  ResourceTypeInfo,
} from './types';
import { hasReasonCode, readFailure, rowsOf } from './envelopeReader';

type CatalogueMethods = Pick<
  ConsoleDataProvider,
  | 'getResourceTypes'
  | 'getDesignedTypeLabels'
  | 'getSchema'
  | 'getAdditionalUiSchema'
  | 'getVersions'
  | 'countResources'
  | 'startBulkUpdate'
  | 'getBulkStatus'
  | 'listBulkJobs'
>;

/** Whether a failed version lookup means 'no versions yet' (40710504 catalog, 40520504 live). */
function meansNoVersions(error: unknown): boolean {
  if (!(error instanceof ConsoleHttpError)) return false;
  const failure = readFailure(error, '');
  return (
    hasReasonCode(failure, REASON.catalogNoVersions) ||
    hasReasonCode(failure, REASON.liveNoVersions)
  );
}

/** Catalogue declarations, versions, counts and bulk jobs. */
export function createCatalogueMethods(ctx: ProviderContext): CatalogueMethods {
  const typeUrl = (
    kind: 'schema' | 'uischema' | 'uischema/additional' | 'content' | 'count' | 'bulkupdate',
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
      const types = rowsOf<ResourceTypeInfo>(response);
      ctx.rememberTypes(types);
      return types;
    },

    async getDesignedTypeLabels() {
      const response = await ctx.http<DesignedTypeLabels>(`${ctx.base('catalog')}/types/labels`, {
        fallback: 'Failed to retrieve data',
      });
      return response.data;
    },

    async getSchema(type) {
      // Shared by every screen and a menu click through the query client (resourceTypeQuery).
      const [schema, ui] = await Promise.all([
        ctx.http<Record<string, unknown>>(typeUrl('schema', type), {
          fallback: `Failed to retrieve ${type} Schema`,
        }),
        ctx.http<{ uischema: unknown; list: ListDeclaration }>(typeUrl('uischema', type), {
          fallback: `Failed to retrieve ${type} UI Schema`,
        }),
      ]);
      return { schema: schema.data, uischema: ui.data.uischema, list: ui.data.list };
    },

    async getAdditionalUiSchema(type) {
      const response = await ctx.http<{ uischema: unknown }>(typeUrl('uischema/additional', type), {
        fallback: `Failed to retrieve ${type} additional ui Schema`,
      });
      return response.data.uischema;
    },

    async getVersions(type, id) {
      try {
        const response = await ctx.http<VersionEntry[]>(
          `${typeUrl('content', type)}/${segment(id)}/versions`,
          {
            fallback: 'Fetch Versions failed',
          },
        );
        const versions = rowsOf<VersionEntry>(response);
        return versions.length === 0 ? 'none' : versions;
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
      return rowsOf<BulkJob>(response);
    },
  };
}
