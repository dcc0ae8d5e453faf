import { z } from 'zod';

/** One folder (or a file's name) of a files REST path: /api/files/{bucket}/{a}/{b}/{c}. */
export const folder = z.string().min(1).max(200);

/** The segments a, b, c a files REST path named, in order (the folders, or a file's key split at '/'). */
export function segmentsOf(params: unknown): string[] {
  const { a, b, c } = params as { a?: string; b?: string; c?: string };
  return [a, b, c].filter((f): f is string => f !== undefined);
}
