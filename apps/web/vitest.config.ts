import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { patience } from '../../tooling/testing/patience.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // A project of its own file: the root's limits (tooling/testing/patience.ts) set again here.
    testTimeout: patience.testMs,
    hookTimeout: patience.hookMs,
    expect: { poll: { timeout: patience.waitMs } },
  },
});
