import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { SMALL_SCREEN_QUERY } from './shellSizes';

/** Open/closed state the toolbar and the sidebar share. */
export interface ShellUi {
  /** Under 1280 px: the hamburger opens a temporary drawer instead of folding the sidebar. */
  isSmallScreen: boolean;
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
  /**
   * On a detail or add page the navbar starts folded whatever the stored choice; this is whether
   * the user unfolded it on this page (back to folded on the next page).
   */
  pageNavOpen: boolean;
  setPageNavOpen: (open: boolean) => void;
}

const ShellUiContext = createContext<ShellUi | undefined>(undefined);

/** Holds the shell's drawer and panel state; mounted once by the console layout. */
export function ShellUiProvider({ children }: { children: ReactNode }) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, { noSsr: true });
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [pageNavOpen, setPageNavOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setPageNavOpen(false), [pathname]);
  const value = useMemo(
    () => ({
      isSmallScreen,
      mobileNavOpen,
      setMobileNavOpen,
      settingsOpen,
      setSettingsOpen,
      pageNavOpen,
      setPageNavOpen,
    }),
    [isSmallScreen, mobileNavOpen, settingsOpen, pageNavOpen],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
}

const CLOSED: ShellUi = {
  isSmallScreen: false,
  mobileNavOpen: false,
  setMobileNavOpen: () => undefined,
  settingsOpen: false,
  setSettingsOpen: () => undefined,
  pageNavOpen: false,
  setPageNavOpen: () => undefined,
};

/** The shell's drawer and panel state; everything closed outside the console layout. */
export function useShellUi(): ShellUi {
  return useContext(ShellUiContext) ?? CLOSED;
}
