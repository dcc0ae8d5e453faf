import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { orderDocument } from '@portal/domain/documents/order-document';
import { makePrintableOrder } from '@portal/domain/documents/document-test-order';
import { renderPdf } from '../../apps/api/src/adapters/pdf/pdf-document';
import { drawingsByLine } from '../../apps/api/src/modules/documents/service';

async function bytesOf(stream: Readable): Promise<number> {
  let size = 0;
  for await (const chunk of stream) size += (chunk as Buffer).length;
  return size;
}

/**
 * The printable order (GET /api/orders/{id}/pdf) as the server makes it, without the database:
 * the document model, the drawings and the PDF written to the end. Target: 20 lines under 1 s at p95.
 */
export async function benchDocuments() {
  console.log('\ndocuments (the order PDF: model, drawings and pdfkit to the last byte; one core; target: 20 lines p95 < 1 s)');
  for (const [lines, runs] of [
    [1, 30],
    [20, 20],
    [150, 6],
  ] as const) {
    const order = makePrintableOrder(lines);
    await bytesOf(renderPdf(orderDocument(order, drawingsByLine(order))));
    let size = 0;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      size = await bytesOf(renderPdf(orderDocument(order, drawingsByLine(order))));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
    console.log(
      `order PDF, ${String(lines).padStart(3)} lines (${runs} runs)`.padEnd(40) +
        `p50 ${at(0.5).toFixed(0).padStart(5)} ms   p95 ${at(0.95).toFixed(0).padStart(5)} ms   ${(size / 1024).toFixed(0)} KB`,
    );
  }
}
