/** The container tag a container gets when its own is not allowed (spec: con_tg default regular). */
export const DEFAULT_CONTAINER_TAG = 'regular';

/** A container's (or its parent's) availability window: ISO 8601 start and end. */
export interface ContainerDates {
  st_dt?: string | null | undefined;
  ed_dt?: string | null | undefined;
}

/**
 * Pulls a container's window back inside its parent's (storefront or collection), as the
 * spec orders it: an end after the parent's end or before the parent's start becomes the
 * parent's end; a start before the parent's start or after the parent's end becomes the
 * parent's start. Dates compare as instants, so offsets may differ. A bound the parent
 * does not set is not checked against, a child date that does not parse is left for the
 * schema validation, and a replacement by a missing parent end removes the child's end
 * (the child becomes open-ended like its parent). Other fields of the container pass through.
 */
export function clampContainerDates<T extends ContainerDates>(dates: T, parent: ContainerDates): T {
  const parentStart = toInstant(parent.st_dt);
  const parentEnd = toInstant(parent.ed_dt);
  const result: T = { ...dates };

  const end = toInstant(dates.ed_dt);
  if (
    end !== undefined &&
    ((parentEnd !== undefined && end > parentEnd) ||
      (parentStart !== undefined && end < parentStart))
  ) {
    setOrRemove(result, 'ed_dt', parent.ed_dt);
  }

  const start = toInstant(dates.st_dt);
  if (
    start !== undefined &&
    ((parentStart !== undefined && start < parentStart) ||
      (parentEnd !== undefined && start > parentEnd))
  ) {
    setOrRemove(result, 'st_dt', parent.st_dt);
  }
  return result;
}

/**
 * Narrows a container's policy attributes (`appliesif`) to those its parent allows,
 * keeping the container's order and dropping repeats. When nothing of the selection is
 * allowed, the container takes the parent's whole list, as the spec orders; a parent
 * that allows nothing therefore leaves the container with nothing.
 */
export function narrowPolicyAttributes(
  selected: readonly string[] | null | undefined,
  parentAllowed: readonly string[],
): string[] {
  const allowed = new Set(parentAllowed);
  const narrowed = [...new Set(selected ?? [])].filter((attribute) => allowed.has(attribute));
  return narrowed.length > 0 ? narrowed : [...parentAllowed];
}

/**
 * The container tag to keep: the container's own when the allowed list has it, else
 * {@link DEFAULT_CONTAINER_TAG}. The comparison is exact, as tags are stored identifiers.
 */
export function normalizeContainerTag(
  tag: string | null | undefined,
  allowedTags: readonly string[],
): string {
  return tag != null && allowedTags.includes(tag) ? tag : DEFAULT_CONTAINER_TAG;
}

/**
 * The position to keep: the given one when it is among the allowed options, else the
 * first allowed option; `undefined` only when there are no options at all, which leaves
 * the field empty for the form to report.
 */
export function normalizePosition<T>(
  position: T | null | undefined,
  allowed: readonly T[],
): T | undefined {
  if (position != null && allowed.includes(position)) return position;
  return allowed[0];
}

function toInstant(date: string | null | undefined): number | undefined {
  if (date == null || date.trim() === '') return undefined;
  const instant = Date.parse(date);
  return Number.isNaN(instant) ? undefined : instant;
}

function setOrRemove<T extends ContainerDates>(
  target: T,
  key: keyof ContainerDates,
  value: string | null | undefined,
): void {
  if (value == null) {
    delete target[key];
  } else {
    target[key] = value;
  }
}
