import { describe, expect, it } from 'vitest';
import {
  auditActionMessage,
  formatAuditChange,
  formatAuditVersions,
  truncate,
} from './auditFormat';

describe('audit formatting', () => {
  it("truncates long values with the spec's suffix '...'", () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...');
    expect(truncate('abcd', 4)).toBe('abcd');
  });

  it('shows a field change as field: from → to', () => {
    expect(
      formatAuditChange(
        { field: 'lon', from: [{ lang: 'en', n: 'Old' }], to: [{ lang: 'en', n: 'New' }] },
        12,
      ),
    ).toBe('lon: [{"lang":"en... → [{"lang":"en...');
    expect(formatAuditChange({ field: 'st', from: null, to: 'draft' })).toBe('st: - → draft');
  });

  it('shows versions as Previous → Current', () => {
    expect(formatAuditVersions('m1-v1', 'm1-v2')).toBe('m1-v1 → m1-v2');
    expect(formatAuditVersions(null, 'm1-v1')).toBe('- → m1-v1');
  });
});

describe('auditActionMessage', () => {
  it('names the known actions and passes the status of a status change', () => {
    expect(auditActionMessage('create')).toEqual({ key: 'console.editor.audit.actions.create' });
    expect(auditActionMessage('lock:force-unlock')).toEqual({
      key: 'console.editor.audit.actions.forceUnlock',
    });
    expect(auditActionMessage('status:published')).toEqual({
      key: 'console.editor.audit.actions.status',
      status: 'published',
    });
    expect(auditActionMessage('something-new')).toBeUndefined();
  });
});
