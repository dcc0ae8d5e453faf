import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses over 1 KiB for clients that accept it: brotli (quality 4, the plugin's
 * default, a few ms on the 112 KiB catalog) before gzip. It hooks each route as the route is
 * added, so it is registered before them. Built web files are compressed once at build time
 * and served as they are (web/spa.ts): a response that already has a Content-Encoding is left
 * alone. Bodies sent through reused buffers (reused-body-buffers.ts) are safe: a buffer goes
 * back only on the response's 'finish', after the compressor has read all of it. Request
 * bodies are not decompressed (nothing sends them compressed).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}
