import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (not 1 s): under CI's load a re-render after typing can be late.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: every test
// unmounts what it rendered here. A tree left mounted keeps its timers (MUI's transitions) alive
// past the file's end, when jsdom is gone, and Vitest fails the run on the resulting
// "window is not defined" although every test passed (CI of stop 24).
afterEach(() => {
  cleanup();
});
