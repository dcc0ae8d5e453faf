import { vi } from 'vitest';

/**
 * The API project shares one module graph per worker (`isolate: false`): the server a file imports
 * statically was loaded by an earlier file, before this file's `vi.mock`. A file that mocks a module
 * the server uses imports the test server through this instead (the graph loaded anew, with its
 * mocks), and calls `forgetMocks` after its tests so that the next file loads the real modules again.
 */
export async function importTestServerAfterMocks(): Promise<typeof import('./test-server')> {
  vi.resetModules();
  return import('./test-server');
}

export function forgetMocks(...paths: string[]): void {
  for (const path of paths) vi.doUnmock(path);
  vi.resetModules();
}
