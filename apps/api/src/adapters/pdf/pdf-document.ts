import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PrintedDocument, PrintedLine } from '@portal/domain/documents/printed-document';
import { svgAspect, svgForPrint } from '@portal/domain/drawings/svg';

/**
 * DejaVu Sans, embedded (subset) in every document: the PDF standard fonts only know Latin-1, and
 * names, notes and the drawings' fractions (¼ ½ ¾) and arrows must print as typed.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const fonts = { regular: fontFile('DejaVuSans'), bold: fontFile('DejaVuSans-Bold'), italic: fontFile('DejaVuSans-Oblique') };

const page = { margin: 48, width: 612, height: 792 };
const content = page.width - 2 * page.margin;
const drawing = { width: 330, height: 206 };
const grey = '#555555';

export interface PdfOptions {
  /** An image (PNG or JPEG) printed at the top left: a dealer's logo on his quotes. */
  logo?: Buffer | null;
}

/**
 * A printed document (an order, a quote) as a PDF, streamed as pdfkit writes it: the document's
 * words in the order the model gives them, each configured line with its drawing at the left and
 * its values at the right, page numbers at the foot. The text is real text (extractable, searchable).
 */
export function renderPdf(model: PrintedDocument, options: PdfOptions = {}): Readable {
  const doc = new PDFDocument({ size: 'LETTER', margin: page.margin, bufferPages: true, info: { Title: model.title, Subject: model.subtitle } });
  doc.registerFont('regular', fonts.regular).registerFont('bold', fonts.bold).registerFont('italic', fonts.italic);
  const out = new PassThrough();
  doc.pipe(out);
  try {
    header(doc, model, options);
    for (const section of model.sections) {
      // The heading stays with its first line.
      room(doc, 30 + lineHeight(section.lines[0]));
      doc.moveDown(0.6).font('bold').fontSize(13).fillColor('black').text(section.title, page.margin);
      for (const line of section.lines) printedLine(doc, line);
    }
    totals(doc, model);
    for (const block of model.blocks) {
      room(doc, 40);
      doc.moveDown(0.6).font('bold').fontSize(11).fillColor('black').text(block.title, page.margin);
      doc.font('regular').fontSize(9);
      for (const text of block.lines) doc.text(text, { width: content });
    }
    footer(doc, model);
  } catch (err) {
    out.destroy(err as Error);
    return out;
  }
  doc.end();
  return out;
}

/** A new page when less than `height` is left on this one. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > page.height - page.margin - 8) doc.addPage();
}

function header(doc: PDFKit.PDFDocument, model: PrintedDocument, options: PdfOptions) {
  const top = page.margin;
  let right = page.margin;
  if (options.logo) {
    doc.image(options.logo, page.margin, top, { fit: [140, 60] });
    right = page.margin + 156;
  }
  if (model.from.length > 0) {
    doc
      .font('bold')
      .fontSize(11)
      .text(model.from[0] ?? '', right, top, { width: content - (right - page.margin) });
    doc.font('regular').fontSize(9).fillColor(grey);
    for (const line of model.from.slice(1)) doc.text(line, { width: content - (right - page.margin) });
    doc.fillColor('black');
  }
  doc.y = Math.max(doc.y, options.logo ? top + 68 : top);
  doc.moveDown(0.5).font('bold').fontSize(18).text(model.title, page.margin);
  if (model.subtitle) doc.font('regular').fontSize(12).text(model.subtitle);
  doc.moveDown(0.4).fontSize(9);
  for (const fact of model.facts) {
    doc.font('bold').text(`${fact.label}: `, { continued: true }).font('regular').text(fact.value);
  }
}

/** The height a drawing prints at: its own proportions (a roof's member list makes it taller) at the column's width, within a page. */
function drawingHeight(svg: string): number {
  return Math.min(Math.max(svgAspect(svg) * drawing.width, 80), 520);
}

/** About what a line takes: its title row, then its drawing or its details, whichever is taller. */
function lineHeight(line: PrintedLine | undefined): number {
  if (!line) return 0;
  const details = line.details.length * 11 + 30;
  return line.drawing ? Math.max(drawingHeight(line.drawing) + 30, details) : details;
}

function printedLine(doc: PDFKit.PDFDocument, line: PrintedLine) {
  room(doc, lineHeight(line));
  const top = doc.y + 6;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(line.title, page.margin, top, { width: content - 200 });
  doc.font('regular').text(`${line.quantity} × ${line.unitPrice} = ${line.total}`, page.margin + content - 200, top, { width: 200, align: 'right' });
  const body = Math.max(doc.y, top + 14) + 2;
  let textLeft = page.margin;
  const height = line.drawing ? drawingHeight(line.drawing) : 0;
  if (line.drawing) {
    // @types/svg-to-pdfkit types the document as pdfkit's class, not an instance of it.
    SVGtoPDF(doc as unknown as typeof PDFDocument, svgForPrint(line.drawing), page.margin, body, {
      assumePt: true,
      width: drawing.width,
      height,
      fontCallback: (_family, bold) => (bold ? 'bold' : 'regular'),
      warningCallback: () => undefined,
    });
    textLeft = page.margin + drawing.width + 16;
  }
  doc.font('regular').fontSize(8.5).fillColor(grey);
  doc.y = body;
  for (const entry of line.details) doc.text(`${entry.label}: ${entry.value}`, textLeft, doc.y, { width: page.margin + content - textLeft });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, body + height) + 4;
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.margin + content, doc.y)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
}

function totals(doc: PDFKit.PDFDocument, model: PrintedDocument) {
  room(doc, model.totals.length * 16 + model.notes.length * 12 + 20);
  doc.moveDown(0.8);
  for (const [i, total] of model.totals.entries()) {
    const last = i === model.totals.length - 1;
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 12 : 10)
      .text(`${total.label}: ${total.value}`, page.margin, doc.y, { width: content, align: 'right' });
  }
  doc.font('italic').fontSize(9).fillColor(grey);
  for (const note of model.notes) doc.text(note, page.margin, doc.y, { width: content, align: 'right' });
  doc.fillColor('black');
}

function footer(doc: PDFKit.PDFDocument, model: PrintedDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: writing there must not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(grey)
      .text(`${model.title} · page ${i + 1} of ${count}`, page.margin, page.height - page.margin + 16, { width: content, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
