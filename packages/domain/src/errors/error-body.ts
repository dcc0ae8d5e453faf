import { z } from 'zod';
import { ZErrorCode } from './error-codes';

/** The body of every error the REST API answers (4xx and 5xx alike). */
export const ZErrorBody = z
  .object({
    code: ZErrorCode.describe('Stable, machine-readable: branch on this, never on the message'),
    message: z.string().describe('For people: the first problem, in the words the pages show'),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe("Per field, keyed by its dotted path in the request ('lines.2.quantity'); '_' for the request as a whole"),
  })
  .meta({ id: 'Error', description: 'An error: its stable code, a message for people and, for invalid input, one message per field' });

export type TErrorBody = z.infer<typeof ZErrorBody>;
