/**
 * Messages of the dashboard (`src/dashboard`): the count cards of the five counted types
 * and the 'recently updated' list, under `console.dashboard.*`.
 */
const en = {
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

const zh = {
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

const ms = {
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

const ta = {
  console: {
    dashboard: {
      title: 'முகப்புப் பலகை',
      countsLabel: 'உள்ளடக்க எண்ணிக்கைகள்',
      types: {
        channel: 'அலைவரிசைகள்',
        movie: 'திரைப்படங்கள்',
        tvseries: 'தொலைக்காட்சித் தொடர்கள்',
        tvseason: 'தொலைக்காட்சிப் பருவங்கள்',
        tvepisode: 'தொலைக்காட்சி அத்தியாயங்கள்',
      },
      recent: {
        title: 'சமீபத்தில் புதுப்பிக்கப்பட்டவை',
        empty: 'இதுவரை எதுவும் புதுப்பிக்கப்படவில்லை.',
        updated: '%{type} · %{date} அன்று புதுப்பிக்கப்பட்டது',
      },
    },
  },
};

export const messages = { en, zh, ms, ta };
