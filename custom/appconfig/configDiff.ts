/** One difference between two configuration values, at a JSON pointer-like path ('/flags/1/enabled'). */
export interface ConfigChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The field-by-field difference of two configuration values: objects by key (in sorted order),
 * arrays by position, leaves compared by value. An empty list means the two are the same.
 */
export function configDiff(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const at = `${path}/${escapeSegment(key)}`;
      if (!(key in after)) return [{ path: at, kind: 'removed' as const, before: before[key] }];
      if (!(key in before)) return [{ path: at, kind: 'added' as const, after: after[key] }];
      return configDiff(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ConfigChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      const at = `${path}/${index}`;
      if (index >= after.length) changes.push({ path: at, kind: 'removed', before: before[index] });
      else if (index >= before.length)
        changes.push({ path: at, kind: 'added', after: after[index] });
      else changes.push(...configDiff(before[index], after[index], at));
    }
    return changes;
  }
  if (Object.is(before, after)) return [];
  return [{ path: path || '/', kind: 'changed', before, after }];
}

/** A value as the diff shows it: text as it is, everything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
