import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: files as they are, any other GET that is not an API path gets
 * index.html so the client router handles it (history fallback).
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: path.resolve(distDir), wildcard: false, index: false });
  const sendIndex = (reply: { header(k: string, v: string): unknown; sendFile(f: string): unknown }) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/trpc/')) {
      return reply.status(404).send({ message: `Not found: ${req.method} ${pathname}` });
    }
    // Built files have their own routes (wildcard: false); a missing file is a 404, not the app.
    if (path.extname(pathname)) {
      return reply.status(404).send({ message: `Not found: ${pathname}` });
    }
    return sendIndex(reply);
  });
  return true;
}
