import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

const tooling = (file: string) => fileURLToPath(new URL(`./tooling/testing/${file}`, import.meta.url));

export default defineConfig({
  test: {
    projects,
    globalSetup: [tooling('global-setup.ts')],
    setupFiles: [tooling('fail-on-console-error.ts')],
  },
});
