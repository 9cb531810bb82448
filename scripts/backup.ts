// `npm run backup -- <folder>`: backs the running service's state up (docs/operations/backup.md),
// configured by the same environment as the service.
import { loadConfig } from '../server/config';
import { backup } from '../server/ops/backup';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <new folder>');
  process.exit(2);
}
try {
  const manifest = await backup(loadConfig(), target);
  console.log(`Backed up to ${target}: ${JSON.stringify(manifest)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
