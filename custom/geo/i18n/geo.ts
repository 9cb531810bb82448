/**
 * Messages of the IP configuration pages (`custom/geo`), under `console.geo.*`. This file is the
 * English reference; `geo.zh.ts`, `geo.ms.ts` and `geo.ta.ts` hold the same keys.
 */
export const messages = {
  console: {
    geo: {
      title: 'IP Configuration',
      intro:
        'Send an address or a range to a country: the apps read these overrides before the geo-IP database.',
      add: 'Add override',
      createTitle: 'New IP override',
      editTitle: 'IP override %{id}',
      fields: {
        ip: 'IP address or CIDR range',
        family: 'Family',
        country: 'Country',
        region: 'Region',
        note: 'Note',
        ut: 'Updated',
        changedBy: 'Changed by',
      },
      hints: {
        ip: 'For example 203.0.113.0/24, 192.0.2.10 or 2001:db8::/48',
        normalised: 'Saved as %{id}',
        region: 'Optional ISO 3166-2 code, for example MY-14',
        note: 'Optional, at most %{max} characters',
      },
      family: { v4: 'IPv4', v6: 'IPv6' },
      filters: { search: 'Search', country: 'Country' },
      empty: {
        title: 'No IP overrides yet',
        createHint: 'Add one to send an address range to a country.',
        viewHint: 'Nobody has added an override yet.',
        filtered: 'No override matches these filters.',
      },
      lookup: {
        title: 'Which override applies?',
        label: 'IP address',
        button: 'Look up',
        none: 'No override applies to %{ip}: the geo-IP database decides.',
        found: '%{ip} is in %{id}: %{country}',
      },
      back: 'Back to IP configuration',
      readOnly: 'You can view these overrides; changing them needs IP configuration rights.',
      notifications: {
        created: 'IP override created sucessfully!',
        updated: 'IP override updated sucessfully!',
        deleted: 'IP override deleted sucessfully!',
        createFailed: 'Create operation failed!',
        updateFailed: 'Update operation failed',
        deleteFailed: 'Delete operation failed',
      },
      delete: {
        button: 'Delete',
        title: 'Delete the override %{id}?',
        content: 'Addresses in it go back to the geo-IP database. This cannot be undone.',
      },
      problems: {
        empty: 'Enter an IPv4 or IPv6 address or CIDR range',
        malformed: "'%{input}' is not an IPv4 or IPv6 address or CIDR range",
        prefixTooLong: 'An IPv%{family} prefix is at most /%{max} (got /%{prefix})',
        zoneNotAllowed: 'An address with a zone (%) cannot be used',
        countryRequired: 'Choose a country',
        unknownCountry: "'%{value}' is not an ISO 3166-1 country code",
        malformedRegion: "'%{value}' is not an ISO 3166-2 region code (like MY-14)",
        regionOfOtherCountry: 'Region %{value} is not in the chosen country',
        noteTooLong: 'A note is at most %{max} characters',
        overlap: 'Overlaps the override %{existing} (%{country}): one address has one override',
        rangeNotAddress: 'Look up one address, not a range',
      },
    },
  },
};
