// `npm run restore -- <backup folder>`: with the service stopped, puts a backup back
// (docs/operations/backup.md), configured by the same environment as the service.
import { loadConfig } from '../server/config';
import { restore } from '../server/ops/backup';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run restore -- <backup folder>   (stop the service first)');
  process.exit(2);
}
try {
  const movedAside = restore(loadConfig(), source);
  console.log(`Restored from ${source}.`);
  for (const path of movedAside) console.log(`  what it replaced is kept at ${path}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
