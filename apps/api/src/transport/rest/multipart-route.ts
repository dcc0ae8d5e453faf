import type { z } from 'zod';
import { invalidInput } from '@portal/domain/errors/field-errors';
import type { operation } from './route-contract';

/**
 * A declared route whose body is multipart/form-data, read as a stream by its handler: the path
 * and query are validated as any route's; the body is declared for the document only.
 */
export function asMultipart<D extends ReturnType<typeof operation>>(declared: D) {
  const validatorCompiler = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
    httpPart === 'body'
      ? () => true
      : (data: unknown) => {
          const result = (schema as z.ZodType).safeParse(data);
          return result.success ? { value: result.data } : { error: invalidInput(result.error) };
        };
  return { ...declared, schema: { ...declared.schema, consumes: ['multipart/form-data'] }, validatorCompiler };
}
