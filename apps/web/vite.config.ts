import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:3000';

/**
 * src/app/mantine-styles.ts imports Mantine's styles component by component. This fails the
 * build when the bundle uses a Mantine component whose styles are not in it (its class names
 * are in the JavaScript, its rules in no stylesheet), naming the files to import.
 */
function mantineStylesCheck(): Plugin {
  const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  return {
    name: 'mantine-styles-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const js = files.map((f) => (f.type === 'chunk' ? f.code : '')).join('\n');
      const css = files.map((f) => (f.type === 'asset' && f.fileName.endsWith('.css') ? String(f.source) : '')).join('\n');
      const missing = readdirSync(stylesDir)
        .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
        .filter((file) => {
          const classes = new Set(readFileSync(path.join(stylesDir, file), 'utf8').match(/(?<=\.)m_[0-9a-f]+/g));
          return [...classes].some((name) => js.includes(name) && !css.includes(`.${name}`));
        });
      if (missing.length > 0) {
        this.error(`Mantine components without their styles: add ${missing.map((f) => `'@mantine/core/styles/${f}'`).join(', ')} to src/app/mantine-styles.ts`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [reactCompilerPreset()] }),
    mantineStylesCheck(),
    // A brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file, made once
    // here: the API sends the one the browser accepts (apps/api/src/web/spa.ts, preCompressed)
    // and never compresses a built file per request. Every file gets both copies, however small.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, skipIfLargerOrEqual: false }),
  ],
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
