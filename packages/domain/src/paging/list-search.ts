import { z } from 'zod';

/** The longest text a list searches for: longer is refused, naming the field. */
export const listSearchMaxLength = 100;

/**
 * A list's text search (`search`): trimmed, at most 100 characters, taken literally (%, _ and \
 * are no wildcards); blank searches nothing. `what` says what it matches, for the API document.
 */
export function listSearch(what: string) {
  return z
    .string({ error: 'search must be text' })
    .trim()
    .max(listSearchMaxLength, `search must be at most ${listSearchMaxLength} characters`)
    .optional()
    .describe(`Part of ${what} (case-insensitive); blank or absent: every row`);
}
