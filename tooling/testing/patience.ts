/**
 * How long a test waits, set for the slowest machine the tests must pass on: 2 cores with other
 * work beside the run (load 6–10), where a step takes three to four times as long as on a quiet
 * machine. A test waits for what a user waits for (an element, an answer, a row); these are only
 * the limits after which it gives up, so a generous one costs nothing when the product is right.
 */
export const patience = {
  /**
   * One element, answer or row to appear (Testing Library's findBy/waitFor, expect.poll). Quiet,
   * the slowest such wait is under 2 s (a page rendering a 150-line order in jsdom); loaded, 6–8 s.
   */
  waitMs: 15_000,
  /**
   * One test. Quiet, the slowest takes about 40 s (hostile-input.test.ts sends a few thousand
   * malformed requests); loaded, three times as long.
   */
  testMs: 180_000,
  /**
   * A beforeAll/afterAll: starting a server on a copied database takes 1–3 s quiet, and files that
   * start several servers or seed hundreds of orders take up to 20 s.
   */
  hookMs: 120_000,
} as const;
