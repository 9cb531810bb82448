import { loadConfig } from './config';
import { loadResourceCatalog } from './resourceCatalog';
import { openStorage, refreshStatistics } from './store/db';
import { hasAnyProduct } from './store/productRepository';
import { seedDemoData } from './seed/demoSeed';

/**
 * `npm run seed -- --items N`: (re)builds the demo catalogue with N items per product spread
 * like the demo (mostly movies). Refuses to write over an existing catalogue unless --force.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const itemsIndex = args.indexOf('--items');
  const items = itemsIndex >= 0 ? Number(args[itemsIndex + 1]) : 300;
  if (!Number.isInteger(items) || items <= 0)
    throw new Error('--items takes a positive whole number');
  const config = loadConfig();
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    slowQueryMs: config.slowQueryMs,
  });
  try {
    if ((await hasAnyProduct(storage.db)) && !args.includes('--force')) {
      throw new Error(
        'The database already holds a catalogue; use a fresh DATA_DIR / database, or pass --force to add to it',
      );
    }
    const catalog = loadResourceCatalog(config.resourcesDir);
    const started = Date.now();
    // The demo has two products; per product 315 items are series, shorts and channels, the rest movies.
    const perProduct = Math.max(1, Math.round(items / 2) - 315);
    const count = await seedDemoData(storage, catalog, { itemsPerProduct: perProduct });
    // Fresh statistics after a bulk load, so the planner knows the tables' sizes.
    await refreshStatistics(storage.db);
    console.log(
      `Seeded ${count} items in ${((Date.now() - started) / 1000).toFixed(1)} s into ${storage.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile}`,
    );
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
