import { z } from 'zod';
import type { DomainErrorCode } from './domain-error';

/**
 * The stable, machine-readable `code` of every error the portal answers, beside its English
 * `message`: an integration script branches on these, never on the text. Adding a code is
 * fine; renaming or removing one breaks integrators.
 */
export const errorCodes = [
  // The general kinds, one per HTTP class.
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'STATE_CONFLICT',
  'TOO_LARGE',
  'RATE_LIMITED',
  // Rules a script may want to tell apart.
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'RESET_TOKEN_INVALID',
  'NO_ERP_CUSTOMER',
  'ORDER_CHANGED',
  'ORDER_LIMIT_EXCEEDED',
  'LINES_NOT_ORDERABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'NOT_PRICEABLE',
  'IMPORT_RUNNING',
  'ERP_SYNC_NOT_FAILED',
  'ACCOUNT_DEACTIVATED',
  'INVITATION_GONE',
  // The transport's own.
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'MALFORMED_BODY',
  'UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const ZErrorCode = z.enum(errorCodes);

/** The code a DomainError answers when it names none of its own. */
export const defaultErrorCode: Record<DomainErrorCode, ErrorCode> = {
  BAD_INPUT: 'INVALID_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'STATE_CONFLICT',
  TOO_LARGE: 'TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  GONE: 'INVITATION_GONE',
  UNAVAILABLE: 'UNAVAILABLE',
};
