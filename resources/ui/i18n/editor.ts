/**
 * Messages of the catalogue editor (`resources/ui/edit`, `resources/ui/jsonforms`): actions,
 * version picker, content lock, conflicts, audit trail, and what JSON Forms' renderers say
 * (array buttons, validation), under `console.editor.*`. Spec messages are kept verbatim in English.
 *
 * This file is the English reference; `editor.zh.ts`, `editor.ms.ts` and `editor.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    editor: {
      additionalInfo: {
        open: 'Additional info',
        title: 'Additional info',
        loadFailed: 'Failed to retrieve %{type} additional ui Schema',
      },
      tabs: { details: 'Details', audit: 'Audit' },
      actions: {
        edit: 'Edit',
        save: 'Save',
        close: 'Close',
        cancel: 'Cancel',
        forceUnlock: 'Force unlock',
        publish: 'Publish',
        unpublish: 'Unpublish',
        submit: 'Submit for approval',
        restore: 'Restore',
        archive: 'Archive',
        delete: 'Delete',
        purge: 'Purge',
      },
      confirm: {
        publish: {
          title: 'Publish this %{type}?',
          content: 'The version becomes the published one.',
        },
        unpublish: {
          title: 'Unpublish this %{type}?',
          content: 'The published version goes back to draft.',
        },
        submit: {
          title: 'Submit this %{type} for approval?',
          content: 'An approver will publish it.',
        },
        restore: { title: 'Restore this %{type}?', content: 'The version goes back to draft.' },
        archive: {
          title: 'Archive this %{type}?',
          content: 'The version is archived and no longer available.',
        },
        delete: { title: 'Delete this %{type}?', content: 'The version is marked as deleted.' },
        purge: {
          title: 'Purge this %{type}?',
          content: 'Purged content can never be changed again.',
        },
        forceUnlock: {
          title: 'Force unlock?',
          content: '%{name} is editing this %{type}. Their unsaved changes may be lost.',
        },
        discard: { title: 'Discard your changes?', content: 'Your unsaved changes will be lost.' },
      },
      version: {
        label: 'Version',
        newDraft: 'New draft',
        status: {
          published: 'published',
          draft: 'draft',
          archived: 'archived',
          purged: 'purged',
          deleted: 'deleted',
          'pre-draft': 'pre-draft',
          pending: 'pending',
        },
      },
      lock: {
        lockedBy: 'Locked by %{name}',
      },
      conflict: {
        title: 'This content has changed',
        hint: 'Keep your changes to copy them over the latest version (then save again), or discard them and reload.',
        keepMine: 'Keep my changes',
        discard: 'Discard and reload',
        fallback: 'This content was changed by someone else since you opened it.',
      },
      audit: {
        who: 'Changed by',
        when: 'When',
        versions: 'Versions (Previous → Current)',
        action: 'Action',
        changes: 'Changes',
        actions: {
          create: 'Created',
          update: 'Updated',
          bulkupdate: 'Bulk update',
          forceUnlock: 'Lock forced open',
          published: 'Published',
          status: 'Status → %{status}',
        },
        field: '%{field}:',
        fieldInLanguage: '%{field} (%{language}):',
        showAll: 'Show all',
        showLess: 'Show less',
        empty: 'No audit entries',
        loadFailed: 'Failed to retrieve data',
      },
      errors: {
        createFailed: 'Create operation failed!',
        updateFailed: 'Update operation failed',
        deleteFailed: 'Delete operation failed',
      },
      form: { noCreatePermission: 'You do not have permission to create this content.' },
      table: {
        row: 'row %{number}',
        cell: '%{column} (%{row})',
        deleteRow: 'Delete %{row}',
        actions: 'Actions',
      },
      array: {
        addTooltip: 'Add to %{label}',
        addAriaLabel: 'Add to %{label} button',
        removeTooltip: 'Delete',
        removeAriaLabel: 'Delete button',
        upAriaLabel: 'Move item up',
        up: 'Up',
        down: 'Down',
        downAriaLabel: 'Move item down',
        noDataMessage: 'No data',
        noSelection: 'No selection',
        deleteDialogTitle: 'Confirm Deletion',
        deleteDialogMessage: 'Are you sure you want to delete the selected entry?',
        deleteDialogAccept: 'Yes',
        deleteDialogDecline: 'No',
      },
    },
  },
};
