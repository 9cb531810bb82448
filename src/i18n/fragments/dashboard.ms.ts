import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './dashboard';

/** `console.dashboard.*` in Malay: the keys of `./dashboard.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    dashboard: {
      title: 'Papan Pemuka',
      countsLabel: 'Bilangan kandungan',
      types: {
        channel: 'Saluran',
        movie: 'Filem',
        tvseries: 'Siri TV',
        tvseason: 'Musim TV',
        tvepisode: 'Episod TV',
      },
      recent: {
        title: 'Dikemas kini baru-baru ini',
        empty: 'Belum ada apa-apa yang dikemas kini.',
        updated: '%{type} · dikemas kini %{date}',
      },
    },
  },
};
