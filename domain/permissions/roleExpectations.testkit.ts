import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import type { PageResource } from './pages';
import { can } from './permissionsFor';

/** One (action, page) pair a role is expected to hold or not. */
export type Grant = readonly [Action, PageResource];

/** What each role of a table must and must not be allowed, written from the spec. */
export type RoleExpectations = Record<
  string,
  { allowed: readonly Grant[]; refused: readonly Grant[] }
>;

/**
 * The shared shape of the role-table tests: every role of the table has expectations, each
 * allowed pair is granted, each refused pair is not, and every role views the dashboard.
 */
export function describeRoleExpectations(
  title: string,
  expectations: RoleExpectations,
  table: object,
): void {
  describe(title, () => {
    it('has an expectation for every role of the table', () => {
      expect(Object.keys(expectations).sort()).toEqual(Object.keys(table).sort());
    });

    describe.each(Object.entries(expectations))('%s', (role, { allowed, refused }) => {
      it.each(allowed)('may %s on %s', (action, resource) => {
        expect(can({ roles: [role] }, action, resource)).toBe(true);
      });

      it.each(refused)('may not %s on %s', (action, resource) => {
        expect(can({ roles: [role] }, action, resource)).toBe(false);
      });

      it('views the dashboard', () => {
        expect(can({ roles: [role] }, 'view', 'dashboard')).toBe(true);
      });
    });
  });
}
