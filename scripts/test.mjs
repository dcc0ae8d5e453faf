// `npm test`: installs the dependencies when a fresh clone has none, runs the tests of the domain,
// db, api and web projects (api-sweeps: the sweeps of the whole HTTP surface, a project of their own
// so CI's PostgreSQL pass can leave them out; api-mocked, web-isolated: files that need a module graph
// of their own; extra arguments go to Vitest), and prints how long each part took.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const seconds = (since) => Math.round((performance.now() - since) / 1000);

const installing = performance.now();
const installed = ensureInstalled();
const installSeconds = seconds(installing);

const testing = performance.now();
const projects = ['domain', 'db', 'api', 'api-sweeps', 'api-mocked', 'web', 'web-isolated'].flatMap((name) => ['--project', name]);
const result = spawnSync(path.join('node_modules', '.bin', 'vitest'), ['run', ...projects, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
const testSeconds = seconds(testing);

const outcome = result.status === 0 ? 'passed' : 'FAILED';
const install = installed ? `, after ${installSeconds} s installing the dependencies` : '';
console.log(`\nnpm test ${outcome} in ${testSeconds} s (wall clock)${install}`);
process.exit(result.status ?? 1);
