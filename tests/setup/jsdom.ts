import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (not 1 s): under CI's load a re-render after typing can be late.
configure({ asyncUtilTimeout: 5_000 });
