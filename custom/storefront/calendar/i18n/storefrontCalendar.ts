/**
 * Messages of the storefront and collection calendars (`custom/storefront/calendar`), under
 * `console.storefrontCalendar.*`. This file is the English reference; `storefrontCalendar.zh.ts`,
 * `storefrontCalendar.ms.ts` and `storefrontCalendar.ta.ts` hold the same keys. A kind's noun
 * (`kindNoun.*`) has a singular and a plural form, chosen with `smart_count`.
 */
export const messages = {
  console: {
    storefrontCalendar: {
      title: {
        storefront: 'Storefront calendar',
        collection: 'Collection calendar',
      },
      intro: {
        storefront:
          'What each storefront page shows when: live versions, scheduled drafts, and the times when a kind of page has no live version or more than one.',
        collection:
          'What each collection shows when: live versions, scheduled drafts, and the times with no live collection or more than one.',
      },
      introNone: 'Choose a product to see its calendar.',
      view: 'Period shown',
      views: {
        week: 'Week',
        month: 'Month',
        quarter: 'Quarter',
      },
      previous: {
        week: 'Previous week',
        month: 'Previous month',
        quarter: 'Previous quarter',
      },
      next: {
        week: 'Next week',
        month: 'Next month',
        quarter: 'Next quarter',
      },
      today: 'Today',
      period: '%{from} – %{to}',
      loading: 'Loading the calendar…',
      loadFailed: 'The calendar could not be loaded.',
      retry: 'Try again',
      empty: {
        title: 'Nothing is scheduled in this period',
        hint: {
          storefront:
            'Publish a storefront page, or give a page start and end dates on its own page; or go to another period.',
          collection:
            'Publish a collection, or give a collection start and end dates on its own page; or go to another period.',
        },
        open: {
          storefront: 'Open the storefront pages',
          collection: 'Open the collections',
        },
      },
      timeline: 'Timeline',
      now: 'Now',
      nowAt: 'Now: %{at}',
      containers: {
        of: 'Containers of %{name}',
        outside: 'Not in this period',
      },
      legend: {
        title: 'Key',
        live: 'Live (published)',
        scheduledDraft: 'Scheduled draft (not live)',
        gap: 'Gap: nothing live',
        overlap: 'Overlap: more than one live',
      },
      bar: {
        live: 'Live',
        scheduledDraft: 'Scheduled draft',
        label: '%{name}: %{status}, %{from} to %{to}',
        noStart: 'no start',
        noEnd: 'no end',
      },
      groups: {
        home: 'Home pages',
        section: 'Section pages',
        kids: 'Kids pages',
        seasonal: 'Seasonal pages',
        landing: 'Landing pages',
        none: 'Pages without a kind',
        all: 'Collections',
        other: 'Kind “%{kind}”',
      },
      rows: '%{smart_count} item |||| %{smart_count} items',
      noRows: 'Nothing of this kind shows in this period.',
      kindNoun: {
        home: 'home page |||| home pages',
        section: 'section page |||| section pages',
        kids: 'kids page |||| kids pages',
        seasonal: 'seasonal page |||| seasonal pages',
        landing: 'landing page |||| landing pages',
        none: 'page without a kind |||| pages without a kind',
        all: 'collection |||| collections',
        other: '“%{kind}” page |||| “%{kind}” pages',
      },
      findings: {
        title: 'Gaps and overlaps',
        none: 'No gaps or overlaps in this period.',
        gap: 'No live %{kind} from %{from} to %{to}',
        overlap: '%{smart_count} %{kinds} live at once from %{from} to %{to}: %{names}',
      },
    },
  },
};
