/**
 * Messages of the generic resource lists (`resources/ui/list`: search, filters, saved filters,
 * bulk changes, empty and failed states), under `console.lists.*`. The status, availability and
 * name labels that kit's chips show live in kit's `console.common.*`.
 * Plural forms use polyglot's `smart_count` with ' |||| ' between the forms.
 *
 * This file is the English reference; `lists.zh.ts`, `lists.ms.ts` and `lists.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    lists: {
      create: 'Create',
      search: {
        label: 'Search',
        hint: 'Type at least %{min} characters to search',
      },
      status: {
        label: 'Status',
        all: 'All',
      },
      filters: {
        any: 'Any',
        clear: 'Clear filters',
      },
      savedFilters: {
        button: 'Saved filters',
        empty: 'No saved filters yet',
        saveCurrent: 'Save current filters…',
        dialogTitle: 'Save filters',
        name: 'Name',
        delete: 'Delete saved filter %{name}',
        saved: 'Filters saved as "%{name}"',
        deleted: 'Saved filter deleted',
        loadFailed: 'Fetch %{type} filters failed!',
      },
      bulk: {
        publish: 'Publish',
        archive: 'Archive',
        delete: 'Delete',
        restore: 'Restore to draft',
        archiveOutcome: {
          reading: 'Checking which selected titles have a published version…',
          published:
            '%{smart_count} published title stops being available: %{names}. |||| %{smart_count} published titles stop being available: %{names}.',
          draftWithPublished:
            '%{smart_count} title has a published version: %{names}. Its draft and its published version are archived, so it stops being available. |||| %{smart_count} titles have a published version: %{names}. Their drafts and published versions are archived, so they stop being available.',
          draftOnly:
            '%{smart_count} draft is archived (never published): %{names}. |||| %{smart_count} drafts are archived (never published): %{names}.',
        },
        confirmArchiveTitle: 'Archive items',
        confirmArchive:
          'Archive the selected item? |||| Archive the %{smart_count} selected items?',
        confirmDeleteTitle: 'Delete items',
        confirmDelete: 'Delete the selected item? |||| Delete the %{smart_count} selected items?',
        progress: 'Updating items: %{done} of %{count} done',
        succeeded: '%{smart_count} item updated |||| %{smart_count} items updated',
        failed: 'Bulk update failed: %{failure} of %{count} items were not updated',
      },
      empty: {
        title: 'No %{name} yet',
        createHint: 'Create the first one to get started.',
        viewHint: 'Nothing has been added here yet.',
      },
      error: {
        title: 'The list could not be loaded',
      },
    },
  },
};
