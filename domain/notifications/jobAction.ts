/**
 * What a notification job does, as the bell and the notification page name it ('Archive · 20
 * movies'): a bulk update that only sets the status is that status change (the list's bulk
 * Publish, Archive, Delete and Restore to draft); any other bulk update is 'update'; an episode
 * sorting job is 'episodesort'.
 */
export const JOB_ACTIONS = [
  'archive',
  'publish',
  'delete',
  'restore',
  'update',
  'episodesort',
] as const;

export type JobAction = (typeof JOB_ACTIONS)[number];

const STATUS_ACTIONS: Readonly<Record<string, JobAction>> = {
  archived: 'archive',
  published: 'publish',
  deleted: 'delete',
  draft: 'restore',
};

/** A job's action from its kind and the changes it applies to every item. */
export function jobActionOf(kind: string, changes: unknown): JobAction {
  if (kind === 'episodesort') return 'episodesort';
  if (typeof changes !== 'object' || changes === null) return 'update';
  const entries = Object.entries(changes);
  if (entries.length !== 1) return 'update';
  const [field, value] = entries[0] ?? [];
  if (field !== 'st' || typeof value !== 'string') return 'update';
  return STATUS_ACTIONS[value] ?? 'update';
}

/** A job action read from untrusted JSON; undefined for anything else. */
export function readJobAction(value: unknown): JobAction | undefined {
  return JOB_ACTIONS.find((action) => action === value);
}
