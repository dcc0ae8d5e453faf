/** PDF text strings: a backslash and parentheses are escaped; anything outside printable ASCII becomes '?'. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF of a title and lines of text in Helvetica: small, valid (cross-reference
 * table with exact offsets), written by hand so the sample library needs no PDF library.
 */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const text = ['BT', '/F1 22 Tf 56 770 Td', `(${pdfText(title)}) Tj`, '/F1 12 Tf 0 -36 Td 16 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Dealer Portal sample library) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
