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

export function itemTypesOf(
  catalog: ResourceCatalog,
  builtIn: readonly ResourceType[] = [],
): ItemTypes {
  const types = new Map<string, ResourceType>(catalog.types);
  for (const type of [policyResourceType(), ...builtIn]) types.set(type.type, type);
  const byUrn = new Map([...types.values()].map((t) => [urnOfType(t), t]));
  return { types, get: (type) => types.get(type), byUrn: (urn) => byUrn.get(urn) };
}
