import { lineAmountCents, SalesOrderDocumentError, type SalesOrderDocument, type SequencedSalesOrderLine } from './sales-order-document';

/** A line a sales order already holds, as Business Central lists it (fields it may leave out are optional). */
export interface ExistingSalesOrderLine {
  sequence: number;
  lineType: string;
  lineObjectNumber?: string | undefined;
  description?: string | undefined;
  quantity?: number | undefined;
  unitPrice?: number | undefined;
}

function sameLine(sent: SequencedSalesOrderLine, found: ExistingSalesOrderLine): boolean {
  if (sent.lineType !== found.lineType) return false;
  if (sent.lineType === 'Comment') return sent.description === found.description;
  return (
    sent.lineObjectNumber === found.lineObjectNumber &&
    sent.quantity === found.quantity &&
    found.unitPrice !== undefined &&
    lineAmountCents(sent.quantity, sent.unitPrice) === lineAmountCents(found.quantity ?? 0, found.unitPrice)
  );
}

const describe = (line: ExistingSalesOrderLine) =>
  line.lineType === 'Comment'
    ? `Comment '${line.description ?? ''}'`
    : `${line.lineType} ${line.lineObjectNumber ?? '?'} × ${line.quantity ?? '?'} at ${line.unitPrice ?? '?'}`;

/**
 * The document's lines a sales order found by its external document number does not hold yet
 * (an earlier attempt stopped part-way): matched by sequence number, so none is sent twice. A
 * line at one of the document's sequence numbers that is not the document's line means someone
 * changed the sales order by hand: refused, naming the line, rather than guessed at.
 */
export function linesToAdd(document: SalesOrderDocument, existing: readonly ExistingSalesOrderLine[]): SequencedSalesOrderLine[] {
  const held = new Map(existing.map((line) => [line.sequence, line]));
  const missing: SequencedSalesOrderLine[] = [];
  for (const line of document.lines) {
    const found = held.get(line.sequence);
    if (!found) missing.push(line);
    else if (!sameLine(line, found)) {
      throw new SalesOrderDocumentError(
        `Sales order for ${document.header.externalDocumentNumber}: line ${line.sequence} is ${describe(found)}, the portal sent ${describe(line)}`,
      );
    }
  }
  return missing;
}
