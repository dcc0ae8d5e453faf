/**
 * Bidirectional formatting characters (LRE…RLO, LRI…PDI, LRM, RLM, ALM): invisible, they reorder
 * what a name shows ('invoice\u202Efdp.exe' reads as 'invoiceexe.pdf') and have no place in one.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A line break of any kind, with the spaces around it. */
const lineBreaks = /[^\S\r\n\u2028\u2029]*[\r\n\u2028\u2029]+\s*/g;

/**
 * A name shown on one line (a file, an order, a ticket, an adjustment): bidirectional controls
 * removed, each run of line breaks one space, no space at either end.
 */
export function oneLineName(text: string): string {
  return text.replace(bidiControls, '').replace(lineBreaks, ' ').trim();
}
