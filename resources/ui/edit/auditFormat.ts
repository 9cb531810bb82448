/** The spec's truncation suffix (section 9). */
export const TRUNCATION_SUFFIX = '...';
/** How many characters of a changed value the audit shows before truncating. */
export const AUDIT_VALUE_MAX = 60;

/** A changed value as text: strings as they are, other values as JSON, nothing as '-'. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value === '' ? '""' : value;
  try {
    return JSON.stringify(value) ?? '-';
  } catch {
    return '-';
  }
}

/** Cuts text longer than `max` characters and marks the cut with '...'. */
export function truncate(text: string, max: number = AUDIT_VALUE_MAX): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return characters.slice(0, Math.max(0, max)).join('') + TRUNCATION_SUFFIX;
}

/** One field of an audit diff: 'field: from → to', each value truncated. */
export function formatAuditChange(
  change: { field: string; from: unknown; to: unknown },
  max: number = AUDIT_VALUE_MAX,
): string {
  return `${change.field}: ${truncate(auditValueText(change.from), max)} → ${truncate(auditValueText(change.to), max)}`;
}

/** 'Previous → Current' of an audit entry; a missing version shows as '-'. */
export function formatAuditVersions(previous: string | null, current: string | null): string {
  return `${previous ?? '-'} → ${current ?? '-'}`;
}

/**
 * The translation key and options that name an audit action for a person: 'create', 'update',
 * 'bulkupdate', 'lock:force-unlock' and 'status:<status>' (the status translated by the caller
 * through `enums.st.<status>`); an action the console does not know is shown as it is.
 */
export function auditActionMessage(action: string): { key: string; status?: string } | undefined {
  const known: Record<string, string> = {
    create: 'create',
    update: 'update',
    bulkupdate: 'bulkupdate',
    'lock:force-unlock': 'forceUnlock',
  };
  const simple = known[action];
  if (simple) return { key: `console.editor.audit.actions.${simple}` };
  const status = /^status:(.+)$/.exec(action)?.[1];
  if (status) return { key: 'console.editor.audit.actions.status', status };
  return undefined;
}
