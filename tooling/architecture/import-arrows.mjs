// The import arrows between the layers of apps/api/src, and those that run upward (a lower layer
// importing a higher one). `node tooling/architecture/import-arrows.mjs [--list]`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/api/src');

/** Top to bottom: a file may import its own layer and the ones below. */
const layers = [
  ['main.ts', 'server.ts'],
  ['transport', 'trpc', 'openapi', 'web'],
  ['operations'],
  ['http'],
  ['services.ts', 'app-instance.ts'],
  ['modules'],
  ['app-deps.ts', 'auth'],
  ['adapters', 'limits'],
  ['config.ts'],
];
const layerOf = (file) => {
  const top = relative(src, file).split('/')[0];
  const i = layers.findIndex((names) => names.includes(top));
  return i === -1 ? undefined : i;
};

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/test/')) files.push(path);
  }
};
walk(src);

const arrows = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), spec);
    const from = layerOf(file);
    const to = layerOf(target);
    if (from === undefined || to === undefined) continue;
    const fromName = relative(src, file).split('/')[0];
    const toName = relative(src, target).split('/')[0];
    if (fromName === toName) continue;
    const key = `${fromName} -> ${toName}`;
    const arrow = arrows.get(key) ?? { from, to, files: [] };
    arrow.files.push(relative(src, file));
    arrows.set(key, arrow);
  }
}
const upward = [...arrows].filter(([, a]) => a.to < a.from);
const count = (list) => list.reduce((n, [, a]) => n + a.files.length, 0);
console.log(`import arrows between top-level folders of apps/api/src (tests excluded): ${count([...arrows])}, upward: ${count(upward)}`);
if (process.argv.includes('--list')) for (const [key, a] of upward) console.log(`  ${key}: ${a.files.join(', ')}`);
