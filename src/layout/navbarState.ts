import { useCallback } from 'react';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { usePageKind } from './pageKind';
import { useShellUi } from './ShellUiContext';
import { useThemeSettings } from './settings/useThemeSettings';

/**
 * Whether the navbar (the menu panel beside the icon rail) is unfolded, and the toggle: the
 * user's stored choice (the theme settings' `navbar.folded`, which the settings panel also
 * switches) on most pages; on detail and add pages (spec section 2: their navbar layout is
 * altered) folded to 64 px on arrival, so the form has the width, unfolded by the toggle for
 * that page only, the stored choice untouched.
 */
export function useNavbarState(): [boolean, (open: boolean) => void] {
  const { settings, saveSettings } = useThemeSettings();
  const notifyError = useErrorNotifier();
  const { pageNavOpen, setPageNavOpen } = useShellUi();
  const kind = usePageKind();
  const setStored = useCallback(
    (open: boolean) => {
      const { layout } = settings;
      const navbar = { ...layout.config.navbar, folded: !open };
      saveSettings({
        ...settings,
        layout: { ...layout, config: { ...layout.config, navbar } },
      }).catch((error: unknown) => notifyError(error, 'console.common.errors.saveFailed'));
    },
    [settings, saveSettings, notifyError],
  );
  return kind === 'default'
    ? [!settings.layout.config.navbar.folded, setStored]
    : [pageNavOpen, setPageNavOpen];
}
