import { Suspense, lazy, useState } from 'react';
import { useShellUi } from '../ShellUiContext';

// The panel's code (its drawer, switches and radio groups) loads when it is first opened.
const ThemeSettingsPanel = lazy(() =>
  import('./ThemeSettingsPanel').then((module) => ({ default: module.ThemeSettingsPanel })),
);

/**
 * The Theme Settings panel, mounted from its first opening on (it then stays mounted, so that it
 * slides out when closed), its code loaded at that moment.
 */
export function ThemeSettingsSlot() {
  const { settingsOpen } = useShellUi();
  const [opened, setOpened] = useState(settingsOpen);
  if (settingsOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ThemeSettingsPanel />
    </Suspense>
  );
}
