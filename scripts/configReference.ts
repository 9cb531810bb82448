// `npm run docs:config`: writes the configuration reference from the table the loader reads.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/projectRoot';
import { CONFIG_REFERENCE_PATH, renderConfigurationReference } from '../server/ops/configReference';

writeFileSync(join(PROJECT_ROOT, CONFIG_REFERENCE_PATH), renderConfigurationReference());
console.log(`Wrote ${CONFIG_REFERENCE_PATH}`);
