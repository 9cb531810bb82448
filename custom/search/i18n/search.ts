/**
 * Messages of the global search (`custom/search`): the toolbar box, its popup and the results
 * page, under `console.search.*`. This file is the English reference; `search.zh.ts`,
 * `search.ms.ts` and `search.ta.ts` hold the same keys. The headings, 'Processing ...', 'No
 * Results found' and the failure messages are the spec's own words.
 */
export const messages = {
  console: {
    search: {
      title: 'Global search',
      label: 'Search the datastore',
      placeholder: 'Search the datastore',
      clear: 'Clear the search',
      popupLabel: 'Datastore search results',
      dataStore: 'DATA STORE',
      hitsLabel: 'Matching items',
      processing: 'Processing ...',
      noResults: 'No Results found',
      showAll: 'See all results (%{count})',
      filters: {
        title: 'FILTER RESULTS',
        searchAcross: 'Search Across',
        contentType: 'Content Type',
        showMore: 'Show More',
        showLess: 'Show Less',
        openFilter: 'Filter the lists',
        filterLabel: 'Filter text',
        filterPlaceholder: 'Filter...',
        closeFilter: 'Clear and close the filter',
        noMatch: 'Nothing matches the filter.',
      },
      across: {
        name: 'Name',
        id: 'Id',
        ex_id: 'External Id',
      },
      errors: {
        search: 'Search Operation Failed',
        results: 'Failed to retrieve Search Content!',
        fields: 'Error fetching global search field mappers',
        filters: 'The search filters could not be saved',
      },
      page: {
        hint: 'Type at least 3 characters in the datastore search box above, then press Enter to see every result here.',
        resultsFor: 'Results for “%{term}”',
        tableLabel: 'Search results',
        columns: {
          name: 'Name',
          type: 'Type and status',
          id: 'Id',
        },
      },
    },
  },
};
