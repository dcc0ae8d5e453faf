import { afterEach, beforeEach, expect, vi } from 'vitest';

/** A test fails when something logs an error it did not expect (tests that expect one mock it). */
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  const seen = calls;
  vi.mocked(console.error).mockRestore();
  expect(seen, `unexpected console.error: ${seen.map((c) => c.map(String).join(' ')).join('\n')}`).toEqual([]);
});
