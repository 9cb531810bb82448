import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SOURCES, publishBuild } from './consoleBuild';
import { PROJECT_ROOT } from './projectRoot';

function write(dir: string, file: string, text: string): void {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
}

describe('publishBuild', () => {
  it('adds the new build beside the old one, replaces the entry page, and drops assets older than a day', () => {
    const root = mkdtempSync(join(tmpdir(), 'publish-'));
    const dist = join(root, 'dist');
    const staging = join(root, 'dist.build-1');
    write(dist, 'index.html', 'old page -> assets/app-OLD.js');
    write(dist, 'assets/app-OLD.js', 'old chunk');
    write(dist, 'assets/ancient-X.js', 'chunk of a build two days ago');
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600 * 1000) / 1000;
    utimesSync(join(dist, 'assets/ancient-X.js'), twoDaysAgo, twoDaysAgo);
    write(staging, 'index.html', 'new page -> assets/app-NEW.js');
    write(staging, 'index.html.gz', 'compressed new page');
    write(staging, 'assets/app-NEW.js', 'new chunk');

    publishBuild(staging, dist);

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new page -> assets/app-NEW.js');
    expect(readFileSync(join(dist, 'index.html.gz'), 'utf8')).toBe('compressed new page');
    expect(readFileSync(join(dist, 'assets/app-NEW.js'), 'utf8')).toBe('new chunk');
    // A page opened before the rebuild still loads its chunk.
    expect(readFileSync(join(dist, 'assets/app-OLD.js'), 'utf8')).toBe('old chunk');
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['app-NEW.js', 'app-OLD.js']);
    expect(readdirSync(dist).filter((f) => f.includes('partial'))).toEqual([]);
  });
});

describe('CONSOLE_SOURCES', () => {
  it('names every top-level folder holding console code (.tsx), so a change there rebuilds the console', () => {
    const withTsx = readdirSync(PROJECT_ROOT, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && !['node_modules', 'tests', 'dist', 'build'].includes(entry.name),
      )
      .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('dist'))
      .filter((entry) =>
        readdirSync(join(PROJECT_ROOT, entry.name), { recursive: true }).some((file) =>
          String(file).endsWith('.tsx'),
        ),
      )
      .map((entry) => entry.name);
    expect(withTsx.length).toBeGreaterThan(3);
    for (const folder of withTsx) expect(CONSOLE_SOURCES).toContain(folder);
  });
});
