// Bundles the API and the workspace packages it uses into dist/main.js (and the one-shot
// dist/make-buckets.js the compose file runs before the API); npm dependencies stay external
// (argon2 and PGlite ship native/wasm files that must load from node_modules).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts', 'src/make-buckets.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The mail templates (.tsx) use React's automatic runtime, as tsconfig.json says for tsc and Vitest.
  jsx: 'automatic',
  external: [...external, '@electric-sql/pglite', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'zod', '@trpc/server/*'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
