import { navTitleMessages } from '../../layout/navigation/navTitles';

/**
 * Messages of the console shell (`src/layout`): menu, icon rail, toolbar, Theme Settings
 * panel, user menu and footer, under `console.shell.*`. The menu's own titles
 * (`console.shell.nav.*`) come from one four-language table in `layout/navigation/navTitles`.
 */
const en = {
  console: {
    shell: {
      ...navTitleMessages('en'),
      menu: { label: 'Main menu' },
      rail: { label: 'Sections' },
      search: { placeholder: 'Search', label: 'Search the menu' },
      counts: {
        label: 'Content counts',
        badge: '%{label}: %{count}',
        channel: 'Channels',
        movie: 'Movies',
        tvseries: 'TV Series',
        tvseason: 'TV Seasons',
        tvepisode: 'TV Episodes',
      },
      toolbar: { openMenu: 'Open the menu', toggleMenu: 'Fold or unfold the menu' },
      settings: {
        open: 'Theme settings',
        title: 'Theme Settings',
        close: 'Close the theme settings',
        theme: 'Theme',
        layout: 'Layout',
        themes: {
          default: 'Default',
          defaultDark: 'Default Dark',
          mainLight: 'Main Light',
          mainDark: 'Main Dark',
        },
        layouts: {
          layout1: 'Layout 1: full width',
          layout2: 'Layout 2: boxed, 1280 px',
          layout3: 'Layout 3: boxed, 1120 px',
        },
      },
      user: {
        anonymous: 'User',
        menu: 'User menu of %{name}',
        profile: 'My Profile',
        globalAttributes: 'Global Attributes',
        logout: 'Logout',
      },
      components: {
        open: 'Open',
        close: 'Close',
        clear: 'Clear',
        noOptions: 'No options',
        loading: 'Loading…',
        pagination: 'Pagination',
      },
      footer: { copyright: '© %{year} All rights reserved', version: 'Version %{version}' },
    },
  },
};

const zh = {
  console: {
    shell: {
      ...navTitleMessages('zh'),
      menu: { label: '主菜单' },
      rail: { label: '版块' },
      search: { placeholder: '搜索', label: '搜索菜单' },
      counts: {
        label: '内容数量',
        badge: '%{label}：%{count}',
        channel: '频道',
        movie: '电影',
        tvseries: '电视剧集',
        tvseason: '电视剧季',
        tvepisode: '电视剧单集',
      },
      toolbar: { openMenu: '打开菜单', toggleMenu: '折叠或展开菜单' },
      settings: {
        open: '主题设置',
        title: '主题设置',
        close: '关闭主题设置',
        theme: '主题',
        layout: '布局',
        themes: {
          default: '默认',
          defaultDark: '默认深色',
          mainLight: '主浅色',
          mainDark: '主深色',
        },
        layouts: {
          layout1: '布局 1：全宽',
          layout2: '布局 2：盒式，1280 像素',
          layout3: '布局 3：盒式，1120 像素',
        },
      },
      user: {
        anonymous: '用户',
        menu: '%{name} 的用户菜单',
        profile: '我的资料',
        globalAttributes: '全局属性',
        logout: '退出登录',
      },
      components: {
        open: '打开',
        close: '关闭',
        clear: '清除',
        noOptions: '无选项',
        loading: '加载中…',
        pagination: '分页',
      },
      footer: { copyright: '© %{year} 版权所有', version: '版本 %{version}' },
    },
  },
};

const ms = {
  console: {
    shell: {
      ...navTitleMessages('ms'),
      menu: { label: 'Menu utama' },
      rail: { label: 'Bahagian' },
      search: { placeholder: 'Cari', label: 'Cari dalam menu' },
      counts: {
        label: 'Bilangan kandungan',
        badge: '%{label}: %{count}',
        channel: 'Saluran',
        movie: 'Filem',
        tvseries: 'Siri TV',
        tvseason: 'Musim TV',
        tvepisode: 'Episod TV',
      },
      toolbar: { openMenu: 'Buka menu', toggleMenu: 'Lipat atau buka lipatan menu' },
      settings: {
        open: 'Tetapan tema',
        title: 'Tetapan Tema',
        close: 'Tutup tetapan tema',
        theme: 'Tema',
        layout: 'Susun atur',
        themes: {
          default: 'Lalai',
          defaultDark: 'Lalai Gelap',
          mainLight: 'Utama Cerah',
          mainDark: 'Utama Gelap',
        },
        layouts: {
          layout1: 'Susun atur 1: lebar penuh',
          layout2: 'Susun atur 2: berkotak, 1280 px',
          layout3: 'Susun atur 3: berkotak, 1120 px',
        },
      },
      user: {
        anonymous: 'Pengguna',
        menu: 'Menu pengguna %{name}',
        profile: 'Profil Saya',
        globalAttributes: 'Atribut Global',
        logout: 'Log Keluar',
      },
      components: {
        open: 'Buka',
        close: 'Tutup',
        clear: 'Kosongkan',
        noOptions: 'Tiada pilihan',
        loading: 'Memuatkan…',
        pagination: 'Penomboran halaman',
      },
      footer: { copyright: '© %{year} Hak cipta terpelihara', version: 'Versi %{version}' },
    },
  },
};

const ta = {
  console: {
    shell: {
      ...navTitleMessages('ta'),
      menu: { label: 'முதன்மைப் பட்டி' },
      rail: { label: 'பிரிவுகள்' },
      search: { placeholder: 'தேடு', label: 'பட்டியில் தேடு' },
      counts: {
        label: 'உள்ளடக்க எண்ணிக்கைகள்',
        badge: '%{label}: %{count}',
        channel: 'அலைவரிசைகள்',
        movie: 'திரைப்படங்கள்',
        tvseries: 'தொலைக்காட்சித் தொடர்கள்',
        tvseason: 'தொலைக்காட்சிப் பருவங்கள்',
        tvepisode: 'தொலைக்காட்சி அத்தியாயங்கள்',
      },
      toolbar: { openMenu: 'பட்டியைத் திற', toggleMenu: 'பட்டியை மடி அல்லது விரி' },
      settings: {
        open: 'தோற்ற அமைப்புகள்',
        title: 'தோற்ற அமைப்புகள்',
        close: 'தோற்ற அமைப்புகளை மூடு',
        theme: 'தோற்றம்',
        layout: 'வடிவமைப்பு',
        themes: {
          default: 'இயல்பு',
          defaultDark: 'இயல்பு இருண்டது',
          mainLight: 'முதன்மை ஒளிர்வு',
          mainDark: 'முதன்மை இருண்டது',
        },
        layouts: {
          layout1: 'வடிவமைப்பு 1: முழு அகலம்',
          layout2: 'வடிவமைப்பு 2: பெட்டி, 1280 படப்புள்ளிகள்',
          layout3: 'வடிவமைப்பு 3: பெட்டி, 1120 படப்புள்ளிகள்',
        },
      },
      user: {
        anonymous: 'பயனர்',
        menu: '%{name} பயனர் பட்டி',
        profile: 'எனது சுயவிவரம்',
        globalAttributes: 'பொதுப் பண்புகள்',
        logout: 'வெளியேறு',
      },
      components: {
        open: 'திற',
        close: 'மூடு',
        clear: 'அழி',
        noOptions: 'தேர்வுகள் இல்லை',
        loading: 'ஏற்றப்படுகிறது…',
        pagination: 'பக்க வழிசெலுத்தல்',
      },
      footer: {
        copyright: '© %{year} அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை',
        version: 'பதிப்பு %{version}',
      },
    },
  },
};

export const messages = { en, zh, ms, ta };
