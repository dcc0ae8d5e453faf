import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import { DomainError, RateLimitedError, type DomainErrorCode, type FieldErrors } from '@portal/domain/errors/domain-error';
import type { ErrorCode } from '@portal/domain/errors/error-codes';
import { fieldErrorsFromZod } from '@portal/domain/errors/field-errors';
import { asDatabaseUnavailable, DatabaseUnavailableError } from '../adapters/db/database-unavailable';

/** The one table from domain error codes to transports. */
const byCode: Record<DomainErrorCode, { status: number; trpc: TRPC_ERROR_CODE_KEY }> = {
  BAD_INPUT: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  // tRPC has no 410: its procedures answer NOT_FOUND, with the same code (INVITATION_GONE) and message.
  GONE: { status: 410, trpc: 'NOT_FOUND' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
};

export function trpcCodeFor(code: DomainErrorCode): TRPC_ERROR_CODE_KEY {
  return byCode[code].trpc;
}

export function statusFor(code: DomainErrorCode): number {
  return byCode[code].status;
}

export interface ClientError {
  status: number;
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors | undefined;
  /** Seconds, for 429 (sent as Retry-After). */
  retryAfter?: number | undefined;
  /** The database is away: the driver's error, for the one warning the transport logs. */
  outage?: unknown;
}

export const genericErrorMessage = 'Something went wrong. Please try again later.';

/**
 * Any thrown value as what the client may see; undefined means "unexpected: log it, answer 500".
 * The database being away (refused, reset, timed out, shutting down) is a 503, never a 500.
 */
export function toClientError(error: unknown): ClientError | undefined {
  const thrown = error instanceof TRPCError && error.cause ? error.cause : error;
  const cause = thrown instanceof DomainError ? thrown : (asDatabaseUnavailable(thrown) ?? thrown);
  if (cause instanceof DatabaseUnavailableError) return { status: statusFor(cause.code), code: cause.publicCode, message: cause.message, outage: cause.cause };
  if (cause instanceof DomainError) {
    const retryAfter = cause instanceof RateLimitedError ? cause.retryAfterSeconds : undefined;
    return { status: statusFor(cause.code), code: cause.publicCode, message: cause.message, fieldErrors: cause.fieldErrors, retryAfter };
  }
  if (cause instanceof z.ZodError) {
    const fieldErrors = fieldErrorsFromZod(cause);
    return { status: 400, code: 'INVALID_INPUT', message: Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors };
  }
  return undefined;
}
