import type { Kysely } from 'kysely';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import type { GeneratedType } from '../../domain/typeDesigner/generate';
import { generateType } from '../../domain/typeDesigner/generate';
import type { ListDeclaration, ResourceCatalog, ResourceType } from '../resourceCatalog';
import { catalogAjv, compileResourceType } from '../resourceCatalog';
import type { Database } from '../store/schema';
import {
  definitionOf,
  publishedTypeRows,
  readTypesRevision,
} from '../store/typeDefinitionRepository';

/** A published designed type as the catalogue serves it. */
export interface DesignedType {
  definition: TypeDefinition;
  generated: GeneratedType;
  resourceType: ResourceType;
  vn: number;
}

/**
 * The catalogue every route reads: the built-in types of `resources/` merged with the published
 * designed types. `types` is a new map after each change (server/content/itemTypes.ts rebuilds
 * its own from it). Instances on one database notice another's publication by a revision in
 * `meta`, read at most once per `checkIntervalMs` as requests arrive.
 */
export interface LiveCatalog extends ResourceCatalog {
  readonly builtIn: ResourceCatalog;
  /** The published designed types, by id. */
  designed(): ReadonlyMap<string, DesignedType>;
  /** Reads the published designed types now. */
  reload(): Promise<void>;
  /**
   * Reloads when the stored revision changed (read at most once per interval): the check's
   * promise, or undefined when none is due (nearly every request), so a caller waits on nothing.
   */
  refreshIfChanged(): Promise<void> | undefined;
}

/** Compiles a designed type's generated files as a `resources/` folder's are. */
export function compileDesignedType(
  definition: TypeDefinition,
  defs: Record<string, unknown>,
  generated: GeneratedType = generateType(definition),
): ResourceType {
  return compileResourceType(
    definition.id,
    {
      schema: generated.schema,
      uischema: generated.uischema,
      list: generated.list as unknown as ListDeclaration,
    },
    defs,
    catalogAjv(),
    `designed type ${definition.id}`,
  );
}

export function createLiveCatalog(options: {
  builtIn: ResourceCatalog;
  db: Kysely<Database>;
  defs: Record<string, unknown>;
  checkIntervalMs?: number;
  onError?: (error: unknown, type?: string) => void;
}): LiveCatalog {
  const { builtIn, db, defs } = options;
  const interval = options.checkIntervalMs ?? 1000;
  let types: ReadonlyMap<string, ResourceType> = builtIn.types;
  let designed = new Map<string, DesignedType>();
  let revision: string | undefined;
  let checkedAt = 0;
  let pending: Promise<void> | undefined;

  async function reload(): Promise<void> {
    const seen = await readTypesRevision(db);
    const rows = await publishedTypeRows(db);
    const next = new Map<string, DesignedType>();
    for (const row of rows) {
      if (builtIn.types.has(row.id)) continue;
      try {
        const definition = definitionOf(row);
        const generated = generateType(definition);
        next.set(row.id, {
          definition,
          generated,
          resourceType: compileDesignedType(definition, defs, generated),
          vn: row.vn,
        });
      } catch (error) {
        options.onError?.(error, row.id);
      }
    }
    const merged = new Map(builtIn.types);
    for (const [id, type] of next) merged.set(id, type.resourceType);
    designed = next;
    types = merged;
    revision = seen;
    checkedAt = Date.now();
  }

  async function check(): Promise<void> {
    const seen = await readTypesRevision(db);
    if (seen !== revision) await reload();
  }

  return {
    builtIn,
    get types() {
      return types;
    },
    get: (type) => types.get(type),
    designed: () => designed,
    reload,
    refreshIfChanged() {
      if (pending) return pending;
      if (Date.now() - checkedAt < interval) return undefined;
      checkedAt = Date.now();
      pending = check()
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
