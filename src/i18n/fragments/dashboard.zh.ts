import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './dashboard';

/** `console.dashboard.*` in Simplified Chinese: the keys of `./dashboard.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    dashboard: {
      title: '仪表板',
      countsLabel: '内容数量',
      types: {
        channel: '频道',
        movie: '电影',
        tvseries: '电视剧集',
        tvseason: '电视剧季',
        tvepisode: '电视剧单集',
      },
      recent: {
        title: '最近更新',
        empty: '暂无更新内容。',
        updated: '%{type} · 更新于 %{date}',
      },
    },
  },
};
