import { afterEach, describe, expect, it, vi } from 'vitest';
import entry from '../main.tsx?raw';

afterEach(() => vi.restoreAllMocks());

describe('validators under the content security policy (issue 26, point 21)', () => {
  it('builds and runs the domain schemas without compiling code (no new Function, so no eval violation)', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    await import('./zod-jitless');
    const { ZCreateTicketInput } = await import('@portal/domain/tickets/ticket-schemas');
    const { ZOrderHeader } = await import('@portal/domain/orders/order-schemas');
    for (let i = 0; i < 3; i += 1)
      expect(ZCreateTicketInput.parse({ ticketName: 'Door', ticketType: 'Support', ticketMessage: 'Sticks' }).ticketName).toBe('Door');
    expect(ZOrderHeader.safeParse({ orderName: 'x' }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });

  it('is set by the entry before anything else is imported (schemas read the setting when they are built)', () => {
    expect(entry.match(/^import .*$/m)?.[0]).toBe("import './app/zod-jitless';");
  });
});
