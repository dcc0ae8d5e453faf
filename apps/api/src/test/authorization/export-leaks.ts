import { parse } from 'csv-parse/sync';
import type { Cell } from './matrix-row';

/** The Portal Number column of a CSV export (the header names it), or why there is none. */
function portalNumbersOf(body: unknown): string[] | string {
  if (typeof body !== 'string') return 'answered no CSV';
  const [header = [], ...rows] = parse(body) as string[][];
  const column = header.indexOf('Portal Number');
  if (column < 0) return `the CSV has no Portal Number column (${header.join(', ')})`;
  return rows.map((row) => row[column] ?? '');
}

/** A dealer's export (CSV) holds only what the list shows: `mine`, the caller's own orders; `team`, their ERP customer's. */
export function exportLeaks(scope: 'mine' | 'team') {
  return async (body: unknown, cell: Cell): Promise<string | undefined> => {
    const numbers = portalNumbersOf(body);
    if (typeof numbers === 'string') return numbers;
    const found = await cell.fixtures.ordersByPortalNumber(numbers);
    const customer = cell.fixtures.self(cell.role).customer;
    const foreign = found.filter((o) => (scope === 'mine' ? o.ownerId !== cell.selfId : o.customerId !== customer));
    const unknown = numbers.filter((n) => !found.some((o) => o.portalNumber === n));
    if (foreign.length)
      return `exports orders of ${scope === 'mine' ? 'other accounts' : 'another customer'}: ${foreign.map((o) => o.portalNumber).join(', ')}`;
    return unknown.length ? `exports rows that name no order: ${unknown.join(', ')}` : undefined;
  };
}
