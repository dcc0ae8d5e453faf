// Another script of this repository as a child process (node --import tsx scripts/<name>.ts), the
// way an operator runs it with npm run: its exit code, its output and how long it took.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './api-process';

export interface ScriptRun {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs scripts/<script> with `args`; `env` on top of this process's, with the embedded defaults unless it names others. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: {
        // eslint-disable-next-line no-restricted-properties
        ...process.env,
        DATABASE_URL: '',
        S3_ENDPOINT: '',
        S3_ACCESS_KEY: '',
        S3_SECRET_KEY: '',
        S3_REGION: '',
        S3_BUCKET_PREFIX: '',
        S3_PUBLIC_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output, ms: performance.now() - started }));
  });
}
