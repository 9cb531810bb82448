import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  permittedMenuEntries,
  readPageData,
  type PermittedMenuEntry,
} from '../../domain/navigation/pageData';
import { PROJECT_ROOT } from '../projectRoot';

/**
 * The bespoke pages' menu entries, read as data from each page's `custom/<page>/page.json` (its
 * permission and menu entries; the console's routes ask for the same permission): what the
 * served menu is built from besides the dashboard and the catalogue types. A page's broken
 * declaration stops the start with what is wrong and where.
 */
export function loadPageMenuEntries(
  pagesDir: string = join(PROJECT_ROOT, 'custom'),
): PermittedMenuEntry[] {
  const pages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(pagesDir, entry.name, 'page.json'))
    .filter((file) => existsSync(file))
    .sort()
    .map((file) => readPageData(JSON.parse(readFileSync(file, 'utf8')) as unknown, file));
  return permittedMenuEntries(pages);
}
