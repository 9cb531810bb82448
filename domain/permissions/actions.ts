/**
 * The actions of section 6. `delete` also covers purge and `publish` also
 * covers unpublish, as the spec pairs them; `forceUnlock` takes over another
 * user's content lock.
 */
export const ACTIONS = [
  'view',
  'create',
  'update',
  'delete',
  'archive',
  'publish',
  'add',
  'enable',
  'disable',
  'shutdown',
  'forceUnlock',
] as const;

/** One action of section 6, e.g. `publish`. */
export type Action = (typeof ACTIONS)[number];

/**
 * What "full" means on a content page: every catalogue action. Add, enable,
 * disable and shutdown are left out because they act on running services,
 * which only media operations pages have.
 */
export const FULL_CONTENT_ACTIONS = [
  'view',
  'create',
  'update',
  'delete',
  'archive',
  'publish',
  'forceUnlock',
] as const satisfies readonly Action[];

/**
 * What "full" means on a media operations page: every action, since the spec
 * says the full roles hold add/enable/disable/shutdown there too.
 */
export const FULL_MOPS_ACTIONS = ACTIONS;

/**
 * What the view-only roles may do on the dashboard ("dashboard also
 * create/update/delete"): arrange its widgets. The full roles get the same
 * there, as archive, publish and the service actions mean nothing on it.
 */
export const DASHBOARD_EDIT_ACTIONS = [
  'view',
  'create',
  'update',
  'delete',
] as const satisfies readonly Action[];

/**
 * Narrows a string to an action, so a route or request naming an unknown
 * action is refused instead of being treated as allowed.
 */
export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}
