import type { TestProjectConfiguration } from 'vitest/config';

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
    test: { name: 'api', root: './apps/api', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
  },
  './apps/web/vitest.config.ts',
  {
    extends: true,
    test: { name: 'e2e', root: './e2e', include: ['**/*.e2e.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false },
  },
];

export default projects;
