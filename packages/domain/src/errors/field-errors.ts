import type { z } from 'zod';
import { DomainError, type FieldErrors } from './domain-error';

/** First message per field, keyed by the dotted path ('' for the whole body). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A failed zod parse as the DomainError naming the fields. */
export function invalidInput(error: z.ZodError): DomainError {
  const fieldErrors = fieldErrorsFromZod(error);
  return new DomainError('BAD_INPUT', Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);
}

/** Parses with a schema or throws the DomainError naming the fields. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
