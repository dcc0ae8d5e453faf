import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../transport/rest/rest-errors';

/** Built files whose names carry a hash of their content (Vite's assets/): never revalidated. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: files as they are, any other GET that is not an API path gets
 * index.html so the client router handles it (history fallback). The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each text file (apps/web/vite.config.ts); the one the
 * browser accepts is sent as it is (preCompressed). Only a text file left without copies would
 * be compressed per request (http/compression.ts). index.html is revalidated on every load
 * (no-cache), so a deploy shows at once; the hashed files under /assets are cached for a year.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  const root = path.resolve(distDir);
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are found beside their file, not served under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.startsWith(assets) ? immutable : 'no-cache');
    },
  });
  const sendIndex = (reply: { sendFile(f: string): unknown }) => reply.sendFile('index.html');
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/trpc/')) {
      return reply.callNotFound();
    }
    // Built files have their own routes (wildcard: false); a missing file is a 404, not the app.
    if (path.extname(pathname)) {
      return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', `Not found: ${pathname}`));
    }
    return sendIndex(reply);
  });
  return true;
}
