// `npm run typecheck`: TypeScript 7 (the native compiler, package alias `typescript-7`) checks each
// project in turn: the packages, the apps, then the root (tests' tooling, journeys, scripts), and
// prints how long each took. With project folders as arguments it checks only those (a package's
// own `npm run typecheck` passes `.`). ESLint's parser and editors keep TypeScript 5.9, which has
// the JavaScript API they need; the two agree on this code (docs/decisions/testing.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiler = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
const projects =
  process.argv.length > 2 ? process.argv.slice(2) : ['packages/domain', 'packages/db', 'apps/api', 'apps/web', '.'].map((p) => path.join(root, p));

let failed = 0;
for (const project of projects) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [compiler, '-p', path.join(project, 'tsconfig.json'), '--noEmit'], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const name = path.relative(root, path.resolve(project)) || 'the root (tooling, e2e, scripts)';
  console.log(`typecheck ${name}: ${result.status === 0 ? 'no errors' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
