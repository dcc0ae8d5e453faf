import type { FastifyReply } from 'fastify';

const granule = 64 * 1024;
/** Larger bodies get a buffer of their own, never kept. */
const largestKept = 1024 * 1024;

/**
 * Sends a body made of parts through buffers used again once a response is written. A list page
 * is 90–380 KiB; a new Buffer for each is memory outside the JavaScript heap, and its growth set
 * off a young-generation collection (2.5–4 ms) every few dozen list requests (`node --trace-gc`:
 * "external memory pressure"), most of the list's slowest responses (61% of its slowest 5%
 * overlapped one). A buffer goes back to the free ones on the response's 'finish' (everything
 * handed to the operating system); a response closed before that keeps it, and the collector
 * takes it. At most `keep` buffers wait, each at most 1 MiB.
 */
export function createBodySender(keep = 8) {
  const free: Buffer[] = [];
  return (reply: FastifyReply, parts: Buffer[]) => {
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const index = free.findIndex((b) => b.length >= length);
    const buffer = index >= 0 ? free.splice(index, 1)[0]! : Buffer.allocUnsafeSlow(Math.ceil(Math.max(length, 1) / granule) * granule);
    let at = 0;
    for (const part of parts) at += part.copy(buffer, at);
    if (buffer.length <= largestKept) {
      reply.raw.once('finish', () => {
        if (free.length < keep) free.push(buffer);
      });
    }
    return reply.send(buffer.subarray(0, length));
  };
}
