// `npm start` on a fresh clone: install if needed, build, then serve the whole product on :3000.
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();
run('npm', ['run', 'build']);
run('node', ['apps/api/dist/main.js']);
