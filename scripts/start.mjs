// `npm start` on a fresh clone: install if needed, build, then serve the whole product on :3000.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// npm here writes no node_modules/.package-lock.json; turbo's bin shows an install has run.
if (!existsSync('node_modules/.bin/turbo')) run('npm', ['install', '--no-audit', '--no-fund']); // not `npm ci`: see .ci/run
run('npm', ['run', 'build']);
run('node', ['apps/api/dist/main.js']);
