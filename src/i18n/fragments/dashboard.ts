/**
 * Messages of the dashboard (`src/dashboard`): the count cards of the five counted types
 * and the 'recently updated' list, under `console.dashboard.*`.
 *
 * This file is the English reference; `dashboard.zh.ts`, `dashboard.ms.ts` and `dashboard.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    dashboard: {
      title: 'Dashboard',
      countsLabel: 'Content counts',
      types: {
        channel: 'Channels',
        movie: 'Movies',
        tvseries: 'TV Series',
        tvseason: 'TV Seasons',
        tvepisode: 'TV Episodes',
      },
      recent: {
        title: 'Recently updated',
        empty: 'Nothing has been updated yet.',
        updated: '%{type} · updated %{date}',
      },
    },
  },
};
