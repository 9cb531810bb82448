import { TYPE_TITLES } from '../../../domain/navigation/catalogueTypes';

/**
 * Messages of the console shell (`src/layout`): menu, icon rail, toolbar, Theme Settings
 * panel, user menu and footer, under `console.shell.*`. `nav.*` are the titles the menu
 * (domain/navigation/menuGroups) and the icon rail (domain/navigation/iconRail) carry, read
 * through useNavTitle.
 *
 * This file is the English reference; `shell.zh.ts`, `shell.ms.ts` and `shell.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    shell: {
      nav: {
        dashboards: 'Dashboard',
        dashboard: 'Dashboard',
        datastore: 'Datastore',
        vod: 'VOD',
        live: 'Live',
        assets: 'Assets',
        syndication: 'Syndication',
        globalsearch: 'Global Search',
        'store-front': 'Storefront',
        storefront: 'Manage Storefronts',
        collection: 'Collections',
        container: 'Containers',
        settings: 'Settings',
        policy: 'Policy Management',
        attributes: 'Policy Attributes',
        'app-configuration': 'App Configuration',
        config: 'App Configuration',
        'ip-configuration': 'IP Configuration',
        ip: 'IP Configuration',
        'ad-management': 'Ad Management',
        'ad-tag': 'Ad Tag Configurations',
        'ad-attribute': 'Ad Server Attributes',
        'video-editor': 'Video Editor',
        videoeditor: 'Video Editor',
        // The catalogue types' English titles are the menu's (domain/navigation).
        type: TYPE_TITLES,
        rail: {
          dashboard: 'Dashboard',
          datastore: 'Datastore',
          store_front: 'Storefront',
          settings: 'Settings',
          app_configuration: 'App Configuration',
          ad_config: 'Ad Management',
          videoeditor: 'Video Editor',
          operations: 'Operations',
        },
      },
      menu: { label: 'Main menu' },
      rail: { label: 'Sections' },
      search: { placeholder: 'Search', label: 'Search the menu' },
      shortcuts: {
        label: 'Shortcuts',
        add: 'Add a shortcut',
        searchPlaceholder: 'Search for an app or page',
        noResults: 'No results..',
        pin: 'Add %{title} to the shortcuts',
        unpin: 'Remove %{title} from the shortcuts',
      },
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
