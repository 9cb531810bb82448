import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project folder (the one holding package.json), found from this module's own location, so
 * it is the same whether the server runs from its TypeScript sources (tests, tsx) or from the
 * bundle `npm start` builds into build/ (server/start.mjs).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
