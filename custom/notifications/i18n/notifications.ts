/**
 * Messages of the notification bell and the notification page (`custom/notifications`), under
 * `console.notifications.*`. English reference; `notifications.zh.ts`, `.ms.ts` and `.ta.ts`
 * hold the same keys. 'No Status Record Found' and 'Failed' are the spec's own words.
 */
export const messages = {
  console: {
    notifications: {
      title: 'Notifications',
      bell: {
        label: 'Job notifications',
        unseen: 'Job notifications: new jobs',
        heading: 'Job status',
        empty: 'No Status Record Found',
        openPage: 'Open the notification page',
      },
      jobTitle: '%{action} · %{smart_count} %{type}',
      actions: {
        archive: 'Archive',
        publish: 'Publish',
        delete: 'Delete',
        restore: 'Restore to draft',
        update: 'Bulk update',
        episodesort: 'Episode sorting',
      },
      states: {
        failed: 'Failed',
        'in-progress': 'In progress',
        complete: 'Complete',
      },
      progress: '%{progress} succeeded',
      page: {
        intro:
          'Your bulk updates and episode sorting jobs, newest first. Progress updates as the jobs run.',
        columns: {
          job: 'Job',
          status: 'Status',
          progress: 'Succeeded / total',
          failures: 'Failed',
          failedItems: 'Failed items and reasons',
          started: 'Started',
          updated: 'Updated',
        },
        none: 'None',
        openItem: 'Open %{id} in its editor',
        empty: 'No Status Record Found',
        loadFailed: 'Failed to retrieve data',
        rowsPerPage: 'Jobs per page',
        pageOf: '%{from}–%{to} of %{count}',
        nextPage: 'Go to the next page',
        previousPage: 'Go to the previous page',
      },
    },
  },
};
