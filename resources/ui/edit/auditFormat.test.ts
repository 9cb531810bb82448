// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import {
  auditActionMessage,
  auditChangeLines,
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
      key: 'console.editor.audit.actions.published',
    });
    expect(auditActionMessage('status:archived')).toEqual({
      key: 'console.editor.audit.actions.status',
      status: 'archived',
    });
    expect(auditActionMessage('something-new')).toBeUndefined();
  });
});

describe('auditChangeLines', () => {
  it('gives one line per changed language of a localized field, whole values, no JSON', () => {
    const long = 'ஒரு '.repeat(40).trim();
    expect(
      auditChangeLines({
        field: 'lon',
        from: [
          { lang: 'en', n: 'Silent River' },
          { lang: 'ta', n: 'அமைதியான நதி' },
        ],
        to: [
          { lang: 'en', n: 'Silent River' },
          { lang: 'ta', n: long },
          { lang: 'zh', n: '静河' },
        ],
      }),
    ).toEqual([
      { field: 'lon', lang: 'zh', from: '-', to: '静河' },
      { field: 'lon', lang: 'ta', from: 'அமைதியான நதி', to: long },
    ]);
  });

  it('gives one whole line for any other field', () => {
    const long = 'x'.repeat(300);
    expect(auditChangeLines({ field: 'st', from: 'draft', to: 'published' })).toEqual([
      { field: 'st', from: 'draft', to: 'published' },
    ]);
    expect(auditChangeLines({ field: 'cid', from: null, to: long })).toEqual([
      { field: 'cid', from: '-', to: long },
    ]);
  });
});
