import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';
import { patience } from './tooling/testing/patience.ts';

const tooling = (file: string) => fileURLToPath(new URL(`./tooling/testing/${file}`, import.meta.url));

export default defineConfig({
  test: {
    projects,
    // Two test files at once even on a 2-core machine: Vitest's default (cores - 1) runs one, and
    // a file spends much of its time waiting (PGlite, sockets, timers), so two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: [tooling('global-setup.ts')],
    setupFiles: [tooling('fail-on-console-error.ts')],
    testTimeout: patience.testMs,
    hookTimeout: patience.hookMs,
    expect: { poll: { timeout: patience.waitMs } },
  },
});
