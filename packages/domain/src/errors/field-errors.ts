import type { z } from 'zod';
import type { FieldErrors } from './domain-error';

/** First message per field, keyed by the dotted path ('' for the whole body). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
