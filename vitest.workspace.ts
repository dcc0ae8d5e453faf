import { fileURLToPath } from 'node:url';
import type { TestProjectConfiguration } from 'vitest/config';

/** Every REST path and tRPC procedure asked as every role (authorization), with hostile input, and with wrong shapes (no 5xx). */
const surfaceSweeps = ['src/test/authorization/authorization-matrix.test.ts', 'src/http/hostile-input.test.ts', 'src/http/no-server-errors.test.ts'];

/** The one list of test projects; vitest.config.ts reads it (Vitest 4 ignores this file by itself). */
const projects: TestProjectConfiguration[] = [
  {
    extends: true,
    test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] },
  },
  {
    extends: true,
    test: { name: 'db', root: './packages/db', include: ['src/**/*.test.ts'] },
  },
  {
    extends: true,
    test: {
      name: 'api',
      root: './apps/api',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.mocked.test.ts', ...surfaceSweeps],
      // One module graph per worker: the server is imported once, not once per file (about 2.5 s
      // of CPU each). Files must not leak state into the next: no-leaks-between-files.ts checks.
      isolate: false,
      setupFiles: [fileURLToPath(new URL('./tooling/testing/no-leaks-between-files.ts', import.meta.url))],
    },
  },
  {
    extends: true,
    // The sweeps of the HTTP surface: thousands of single requests, one after another, to one server,
    // about what the transports answer. CI's PostgreSQL pass leaves this project out (.ci/run).
    test: {
      name: 'api-sweeps',
      root: './apps/api',
      include: surfaceSweeps,
      isolate: false,
      setupFiles: [fileURLToPath(new URL('./tooling/testing/no-leaks-between-files.ts', import.meta.url))],
    },
  },
  {
    extends: true,
    // API files that replace a module the server imports (vi.mock): each needs a module graph of
    // its own, loaded after its mocks. Re-importing the server inside the shared graph instead
    // (vi.resetModules) registers the domain's schemas twice in zod's one registry, and the next
    // file's OpenAPI document comes out wrong.
    test: { name: 'api-mocked', root: './apps/api', include: ['src/**/*.mocked.test.ts'] },
  },
  './apps/web/vitest.config.ts',
  './apps/web/vitest.isolated.config.ts',
  {
    extends: true,
    test: {
      name: 'e2e',
      root: './e2e',
      include: ['**/*.e2e.ts'],
      setupFiles: ['./support/failure-shots.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  },
];

export default projects;
