/** The shell's sizes from spec section 9, in pixels. */
export const SHELL_SIZES = {
  iconRail: 64,
  sidebar: 300,
  sidebarFolded: 64,
  mobileDrawer: 280,
  settingsPanel: 380,
  toolbar: 64,
  /** Largest indentation of nested menu entries. */
  maxIndent: 80,
} as const;

/** Spec section 2: under 1280 px a hamburger and a temporary drawer replace the sidebar. */
export const SMALL_SCREEN_QUERY = '(max-width:1279.95px)';
