/**
 * Messages of the error pieces (`src/errors`): the error details dialog of spec section 2
 * ('Show details...' with each envelope error's code and description), the shell's own
 * fallback texts of section 8, and the 404 page; under `console.errors.*`.
 */
const en = {
  console: {
    errors: {
      dialog: {
        title: 'Error',
        showDetails: 'Show details...',
        hideDetails: 'Hide details',
        detailsLabel: 'Error details',
        code: 'Code %{code}',
        ok: 'OK',
      },
      fallback: {
        menuItems: 'Error fetching menu items',
      },
      notFound: {
        title: 'Page not found',
        message: 'The page you asked for does not exist or has moved.',
        backToDashboard: 'Back to the dashboard',
      },
    },
  },
};

const zh = {
  console: {
    errors: {
      dialog: {
        title: '错误',
        showDetails: '显示详情...',
        hideDetails: '隐藏详情',
        detailsLabel: '错误详情',
        code: '代码 %{code}',
        ok: '确定',
      },
      fallback: {
        menuItems: '获取菜单项时出错',
      },
      notFound: {
        title: '找不到页面',
        message: '您请求的页面不存在或已被移动。',
        backToDashboard: '返回仪表板',
      },
    },
  },
};

const ms = {
  console: {
    errors: {
      dialog: {
        title: 'Ralat',
        showDetails: 'Tunjukkan butiran...',
        hideDetails: 'Sembunyikan butiran',
        detailsLabel: 'Butiran ralat',
        code: 'Kod %{code}',
        ok: 'Baiklah',
      },
      fallback: {
        menuItems: 'Ralat semasa mendapatkan item menu',
      },
      notFound: {
        title: 'Halaman tidak ditemui',
        message: 'Halaman yang anda minta tidak wujud atau telah dipindahkan.',
        backToDashboard: 'Kembali ke papan pemuka',
      },
    },
  },
};

const ta = {
  console: {
    errors: {
      dialog: {
        title: 'பிழை',
        showDetails: 'விவரங்களைக் காட்டு...',
        hideDetails: 'விவரங்களை மறை',
        detailsLabel: 'பிழை விவரங்கள்',
        code: 'குறியீடு %{code}',
        ok: 'சரி',
      },
      fallback: {
        menuItems: 'பட்டி உருப்படிகளைப் பெறுவதில் பிழை',
      },
      notFound: {
        title: 'பக்கம் கிடைக்கவில்லை',
        message: 'நீங்கள் கேட்ட பக்கம் இல்லை அல்லது இடம் மாற்றப்பட்டது.',
        backToDashboard: 'முகப்புப் பலகைக்குத் திரும்பு',
      },
    },
  },
};

export const messages = { en, zh, ms, ta };
