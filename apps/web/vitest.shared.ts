import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { patience } from '../../tooling/testing/patience.ts';

/** What both web projects share (vitest.config.ts, vitest.isolated.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Projects of their own files: the root's limits (tooling/testing/patience.ts) set again here.
    testTimeout: patience.testMs,
    hookTimeout: patience.hookMs,
    expect: { poll: { timeout: patience.waitMs } },
  },
});
