import type { FieldChange } from '../../../domain/audit';

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
 * 'bulkupdate', 'lock:force-unlock', 'status:published' ('Published') and 'status:<status>' (the status translated by the caller
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
  // A publish says 'Published' (whatever the list calls a published version).
  if (status === 'published') return { key: 'console.editor.audit.actions.published' };
  if (status) return { key: 'console.editor.audit.actions.status', status };
  return undefined;
}

/** One line of an audit entry's changes: a field (and, for a localized field, one language). */
export interface AuditChangeLine {
  field: string;
  /** The language of a localized field's changed entry. */
  lang?: string;
  /** The whole values as text ('-' for none). */
  from: string;
  to: string;
}

const LANGUAGE_ORDER = ['en', 'zh', 'ms', 'ta'];

/** A localized field's value (`[{lang, n}]`) as text by language; undefined for any other value. */
function byLanguage(value: unknown): Map<string, string> | undefined {
  if (value === null || value === undefined) return new Map();
  if (!Array.isArray(value)) return undefined;
  const texts = new Map<string, string>();
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { lang, n } = entry as { lang?: unknown; n?: unknown };
    if (typeof lang !== 'string' || typeof n !== 'string') return undefined;
    texts.set(lang, n);
  }
  return texts;
}

/**
 * The lines an audit change shows: for a localized field (names, descriptions: `[{lang, n}]`)
 * one line per language whose text changed, in the console's language order; for any other
 * field one line. Values are whole (the view decides how to fold a long one).
 */
export function auditChangeLines(change: FieldChange): AuditChangeLine[] {
  const before = byLanguage(change.from);
  const after = byLanguage(change.to);
  const localized = before && after && (before.size > 0 || after.size > 0);
  if (!localized) {
    return [
      { field: change.field, from: auditValueText(change.from), to: auditValueText(change.to) },
    ];
  }
  const rank = (lang: string) => {
    const at = LANGUAGE_ORDER.indexOf(lang);
    return at === -1 ? LANGUAGE_ORDER.length : at;
  };
  const languages = [...new Set([...before.keys(), ...after.keys()])].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return languages
    .filter((lang) => before.get(lang) !== after.get(lang))
    .map((lang) => ({
      field: change.field,
      lang,
      from: before.get(lang) ?? '-',
      to: after.get(lang) ?? '-',
    }));
}
