// Installs the dependencies when a fresh clone has none, so `npm start` and `npm test` each work
// first, in either order.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Installs when nothing is installed; returns whether it did. */
export function ensureInstalled() {
  // npm here writes no node_modules/.package-lock.json; vitest's and turbo's bins show an install has run.
  if (existsSync('node_modules/.bin/turbo') && existsSync('node_modules/.bin/vitest')) return false;
  run('npm', ['install', '--no-audit', '--no-fund']); // not `npm ci`: see .ci/run
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureInstalled();
