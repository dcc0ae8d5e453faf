import { TRPCClientError } from '@trpc/client';
import type { ErrorCode } from '@portal/domain/errors/error-codes';

/** What the API adds to an error (apps/api error formatter). */
interface ApiErrorData {
  /** tRPC's own code (UNAUTHORIZED, CONFLICT...). */
  code?: string;
  /** The portal's stable code (packages/domain errors/error-codes.ts). */
  errorCode?: ErrorCode;
  fieldErrors?: Record<string, string>;
}

function dataOf(error: unknown): ApiErrorData | undefined {
  if (error instanceof TRPCClientError) return (error.data ?? undefined) as ApiErrorData | undefined;
  return undefined;
}

export function errorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** The portal's stable code of a refusal: compare with it, never with the message. */
export function portalErrorCode(error: unknown): ErrorCode | undefined {
  return dataOf(error)?.errorCode;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return dataOf(error)?.fieldErrors ?? {};
}

/** Spec §8: the server's message, or otherwise a generic one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHORIZED';
}
