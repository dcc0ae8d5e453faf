import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors/domain-error';
import { findUnsafeText, unsafeTextMessage } from '@portal/domain/text/unsafe-text';

/** Refuses (400, naming the field) any input holding a character no field may hold; nothing else sees it. */
export function assertSafeText(input: unknown): void {
  const at = findUnsafeText(input);
  if (at !== null) throw new DomainError('BAD_INPUT', `${at}: ${unsafeTextMessage}`, { [at]: unsafeTextMessage });
}

/**
 * Every REST path's parameters, query and body are checked once, before any route runs, so no
 * path (today's or one added later) can pass a NUL byte or a lone surrogate on to the database.
 * tRPC inputs are checked by the procedures' own middleware (trpc/procedures.ts), which answers
 * in tRPC's error shape.
 */
export function registerUnsafeTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/trpc/')) return;
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
}
