import { describe, expect, it } from 'vitest';
import { grant, revoke, tableOf, unionOf } from './roleTable';

describe('role table building', () => {
  it('lets a later layer replace an earlier one page by page', () => {
    const table = tableOf(grant(['cp_live', 'epg'], ['view', 'update']), grant(['epg'], ['view']));
    expect(table).toEqual({ cp_live: ['view', 'update'], epg: ['view'] });
  });

  it('drops revoked pages', () => {
    expect(tableOf(grant(['cp_live', 'epg'], ['view']), revoke(['epg']))).toEqual({
      cp_live: ['view'],
    });
  });

  it('merges by union without repeating actions', () => {
    expect(
      unionOf(grant(['epg'], ['view', 'update']), grant(['epg'], ['update', 'publish'])),
    ).toEqual({
      epg: ['view', 'update', 'publish'],
    });
  });
});
