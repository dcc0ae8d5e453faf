import { describe, expect, it } from 'vitest';
import { ZCreateAdjustmentInput } from '../adjustments/adjustment-schemas';
import { ZOrderHeader } from '../orders/order-schemas';
import { ZCreateTicketInput, ZTicketPatch } from '../tickets/ticket-schemas';

/** A name that reads 'Deck exe.pdf' on screen and breaks a line in a list or a mail subject. */
const sent = 'Deck\u202E\r\nfdp.exe\u2069';

describe('order, ticket and adjustment names are one line without bidirectional controls (issue 26)', () => {
  it('cleans the order name', () => {
    expect(ZOrderHeader.shape.orderName.parse(sent)).toBe('Deck fdp.exe');
  });

  it('cleans the ticket name, new or changed', () => {
    expect(ZCreateTicketInput.parse({ ticketName: sent, ticketType: 'Support', ticketMessage: 'line one\nline two' })).toMatchObject({
      ticketName: 'Deck fdp.exe',
      ticketMessage: 'line one\nline two',
    });
    expect(ZTicketPatch.parse({ ticketName: sent }).ticketName).toBe('Deck fdp.exe');
  });

  it('cleans the adjustment name', () => {
    expect(ZCreateAdjustmentInput.parse({ description: sent }).description).toBe('Deck fdp.exe');
  });

  it('still refuses a name that is nothing but controls and line breaks', () => {
    expect(ZCreateAdjustmentInput.safeParse({ description: '\u202E\r\n' }).success).toBe(false);
    expect(ZOrderHeader.shape.orderName.safeParse('\u2066\n\u2069').success).toBe(false);
  });
});
