import { useEffect, useLayoutEffect, useRef } from 'react';

/** Ctrl+S / Cmd+S saves when saving is possible; the browser's own "save page" never opens over the editor. */
export function useSaveShortcut(enabled: boolean, onSave: () => void): void {
  const latest = useRef({ enabled, onSave });
  // Updated as the render is committed (a layout effect), not after paint: a Ctrl+S pressed as
  // soon as Save shows enabled must find saving enabled here too.
  useLayoutEffect(() => {
    latest.current = { enabled, onSave };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      if (latest.current.enabled) latest.current.onSave();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
