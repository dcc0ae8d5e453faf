import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      name: 'web',
      include: ['src/**/*.test.tsx'],
      exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.tsx'],
      // One module graph per worker: React, Mantine and the app are imported once, not once per
      // file (about half of the project's CPU time). Files must not leak into the next (the setup
      // file resets storage, mocks and the DOM after each test); files that need a graph of their
      // own (vi.mock, first loads) are *.isolated.test.tsx and run in web-isolated.
      isolate: false,
    },
  }),
);
