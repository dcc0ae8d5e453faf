import { defaultErrorCode, type ErrorCode } from './error-codes';

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
  | 'RATE_LIMITED'
  /** What the request names existed and is no more (an expired or used invitation link): 410. */
  | 'GONE'
  /** A service the portal needs (file storage …) does not answer: try again later. */
  | 'UNAVAILABLE';

export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  /** The kind: it decides the HTTP status and the tRPC code. */
  readonly code: DomainErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** The stable code clients read (error-codes.ts); the kind's own unless the rule names one. */
  readonly publicCode: ErrorCode;

  constructor(code: DomainErrorCode, message: string, fieldErrors?: FieldErrors, publicCode?: ErrorCode) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.publicCode = publicCode ?? defaultErrorCode[code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Too many attempts: the client may try again after the given number of seconds. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
