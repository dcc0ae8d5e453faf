import { afterAll, beforeAll, expect, vi } from 'vitest';
import { patience } from './patience';

/**
 * The check that lets a project share one module graph per worker (`isolate: false`): a test file
 * must leave the worker as it found it, or the next file would run on what it left. After each
 * file: the same environment variables, real timers, no global added, no server still listening
 * (a file closes what it started). Module state is the other leak: a module-level counter or a
 * `vi.mock` (import-after-mocks.ts) — those the files avoid by construction.
 */
let env: Record<string, string | undefined>;
let globals: Set<string>;
let listening: number;

/**
 * Globals that stay after their owner is closed and hold nothing live: Sentry's carrier and
 * instrumentation flags (error-reporting.test.ts starts a reporter; the server's close closes its
 * client, and the next file's reporter, if any, starts a client of its own). And pdf.js's, which
 * the tests' PDF reader (unpdf) sets once per worker on its first import: its DOMMatrix and
 * navigator stand-ins and its module handles, the same for every file that reads a PDF.
 */
const inertGlobals = new Set([
  '__SENTRY__',
  '_sentryEsmLoaderHookRegistered',
  'PRISMA_INSTRUMENTATION',
  'V7_PRISMA_INSTRUMENTATION',
  'DOMMatrix',
  'navigator',
  'pdfjsWorker',
  'pdfjsLib',
  '_pdfjsTestingUtils',
]);

const listeningServers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

beforeAll(() => {
  // eslint-disable-next-line no-restricted-properties -- what the file may not change
  env = { ...process.env };
  globals = new Set(Object.keys(globalThis));
  listening = listeningServers();
});

afterAll(async () => {
  expect(vi.isFakeTimers(), 'the file left fake timers on').toBe(false);
  // eslint-disable-next-line no-restricted-properties -- what the file may not change
  expect({ ...process.env }, 'the file changed environment variables').toEqual(env);
  expect(
    Object.keys(globalThis).filter((key) => !globals.has(key) && !inertGlobals.has(key)),
    'the file added globals',
  ).toEqual([]);
  // A server closes a moment after close() is called: wait for it, within the usual patience.
  await vi.waitFor(() => expect(listeningServers(), 'the file left a server listening').toBeLessThanOrEqual(listening), {
    timeout: patience.waitMs,
    interval: 50,
  });
});
