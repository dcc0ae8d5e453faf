/**
 * The portal order number (issue 30): `P-` and at least six digits, drawn at an order's first save
 * from one sequence for every customer, never reused (the database writes it: migration 0024).
 * It is what a dealer quotes on the phone and what Business Central holds as the sales order's
 * external document number (at most 35 characters: 'P-' and up to 18 digits of a bigint fit).
 */
export const portalNumberPattern = /^P-\d{6,}$/;

/** The number a search text names, if it names one: 'P-000123', 'p-123', 'P123' and ' P-123 ' all name P-000123. */
export function portalNumberIn(text: string): string | undefined {
  const match = /^\s*p-?0*(\d{1,18})\s*$/i.exec(text);
  if (!match) return undefined;
  const digits = match[1]!;
  return `P-${digits.padStart(6, '0')}`;
}
