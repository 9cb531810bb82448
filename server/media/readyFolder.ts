import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Generated media folders under MEDIA_DIR (the demo source, playback cuts, repeated cuts,
 * live-to-VOD items) are made in a temp folder and count as made once they hold this file.
 */
export const READY_FILE = 'ready.json';

/**
 * Moves a finished folder into place; when another process sharing MEDIA_DIR finished first,
 * its copy stays and this one is dropped.
 */
export function placeMade(temp: string, final: string): void {
  if (existsSync(join(final, READY_FILE))) {
    rmSync(temp, { recursive: true, force: true });
    return;
  }
  rmSync(final, { recursive: true, force: true });
  try {
    renameSync(temp, final);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(join(final, READY_FILE))) throw error;
  }
}
