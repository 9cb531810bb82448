/**
 * Console-wide words under `console.common.*`: buttons and states every area uses, the labels of
 * kit's shared pieces (VOD status names, availability, an unnamed item, the sign-out splash), the language
 * names (each in its own script, identical in all four catalogs), and the spec's generic snackbar
 * texts (section 8) that belong to no single area. English is the spec's own wording, spelling
 * included ('sucessfully'). `%{type}` is a resource type's display name, `%{id}` an item's id.
 *
 * This file is the English reference; `common.zh.ts`, `common.ms.ts` and `common.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    common: {
      save: 'Save',
      cancel: 'Cancel',
      ok: 'OK',
      close: 'Close',
      retry: 'Retry',
      add: 'Add',
      edit: 'Edit',
      delete: 'Delete',
      back: 'Back',
      refresh: 'Refresh',
      search: 'Search',
      confirm: 'Confirm',
      yes: 'Yes',
      no: 'No',
      loading: 'Processing ...',
      noResults: 'No Results found',
      minChars: 'Type at least %{count} characters to search',
      unsaved: {
        title: 'Unsaved changes',
        message: 'You have unsaved changes. Leave this page and lose them?',
        leave: 'Leave',
        stay: 'Stay',
      },
      lock: {
        acquireFailed: 'Acquire lock operation failed!',
        beatFailed: 'Fetch lock beat failed!',
        releaseFailed: 'Release lock operation failed!',
        statusFailed: 'Fetch lock status failed!',
      },
      list: {
        shown: '%{shown} of %{total}',
        previous: 'Previous page',
        next: 'Next page',
        filtered: 'Nothing matches the search. Try another term.',
      },
      showDetails: 'Show details...',
      hideDetails: 'Hide details',
      details: 'Details',
      code: 'Code',
      description: 'Description',
      language: 'Language',
      languages: {
        en: 'English',
        zh: '中文',
        ms: 'Bahasa Melayu',
        ta: 'தமிழ்',
      },
      noName: 'Untitled',
      vodStatus: {
        published: 'Available',
        draft: 'In-Progress',
        'pre-draft': 'Processing',
      },
      availability: {
        EXPIRED: 'EXPIRED',
        ACTIVE: 'ACTIVE',
        ARCHIVED: 'ARCHIVED',
        FUTURE: 'FUTURE %{date}',
      },
      signingOut: 'Signing out…',
      countdown: {
        days: 'days',
        hours: 'hours',
        minutes: 'minutes',
        seconds: 'seconds',
        left: '%{days} days %{hours} hours %{minutes} minutes %{seconds} seconds left',
      },
      series: {
        hint: 'Type at least 3 characters of the series name or id',
        none: 'No series found',
        loading: 'Searching…',
        unavailable: 'Series could not be searched: the id is kept as it is',
      },
      policies: {
        none: 'No published policies in this product',
        unavailable: "The product's policies could not be read: the chosen ones are shown by id",
        hint: 'Everyone may see it when none is chosen; several decide together (a matching Deny wins)',
      },
      errors: {
        requestFailed: 'Request failed',
        networkRequestFailed: 'Network request failed',
        networkError: 'Network error',
        retrieveDataFailed: 'Failed to retrieve data',
        retrieveItemFailed: 'Failed to retrieve %{id}',
        fetchFailed: 'Fetch Failed',
        fetchTypeFailed: 'Fetch %{type} failed',
        createFailed: 'Create operation failed!',
        saveFailed: 'Save operation failed!',
        updateFailed: 'Update operation failed',
        deleteFailed: 'Delete operation failed',
        cancelFailed: 'Cancel operation failed!',
        filterFailed: 'Filter operation failed!',
        searchFailed: 'Search Operation Failed',
      },
      success: {
        created: '%{type} created sucessfully!',
        updated: '%{type} updated sucessfully!',
        deleted: '%{type} deleted sucessfully!',
      },
    },
  },
};
