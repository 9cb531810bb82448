// Runs before each API test file (vitest.config.ts setupFiles): names the file for
// tests/support/databaseTemplates.ts, which refuses two files on one PostgreSQL database.
import { expect } from 'vitest';
import { TEST_FILE_ENV } from '../support/databaseTemplates';

process.env[TEST_FILE_ENV] = expect.getState().testPath ?? '';
