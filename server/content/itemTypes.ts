import type { ResourceCatalog, ResourceType } from '../resourceCatalog';
import { urnOf } from '../store/contentRepository';
import { policyResourceType } from './policyType';

/**
 * The types that behave like catalogue items (versions, statuses, locks, audit): the catalogue's
 * types plus the built-in ones (policies, and those given, such as app configurations). Locks and the audit trail look types up here; catalogue lists, search,
 * bulk jobs and schema lists keep to the catalogue alone.
 */
export interface ItemTypes extends ResourceCatalog {
  /** The type a lock's urn names (`urn:resource:catalog:{type}`, `urn:resource:policy`). */
  byUrn(urn: string): ResourceType | undefined;
}

/** The urn of a type's items. */
export function urnOfType(resourceType: ResourceType): string {
  return resourceType.urn ?? urnOf(resourceType.type);
}

/**
 * The item types over a catalogue whose types may change at run time (designed types published,
 * server/types/liveCatalog.ts): the merged map is made again whenever the catalogue's map is a
 * new one.
 */
export function itemTypesOf(
  catalog: ResourceCatalog,
  builtIn: readonly ResourceType[] = [],
): ItemTypes {
  const fixed = [policyResourceType(), ...builtIn];
  let source: ReadonlyMap<string, ResourceType> | undefined;
  let types = new Map<string, ResourceType>();
  let byUrn = new Map<string, ResourceType>();
  const current = () => {
    if (source !== catalog.types) {
      source = catalog.types;
      types = new Map<string, ResourceType>(source);
      for (const type of fixed) types.set(type.type, type);
      byUrn = new Map([...types.values()].map((t) => [urnOfType(t), t]));
    }
    return types;
  };
  return {
    get types() {
      return current();
    },
    get: (type) => current().get(type),
    byUrn: (urn) => {
      current();
      return byUrn.get(urn);
    },
  };
}
