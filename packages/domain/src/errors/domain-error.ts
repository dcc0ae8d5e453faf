/**
 * Every rule the domain refuses is a DomainError with a code; the transports map the
 * code to an HTTP status / tRPC code in one place (apps/api/src/http/error-mapping.ts).
 */
export type DomainErrorCode =
  | 'BAD_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'RATE_LIMITED';

export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: DomainErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
