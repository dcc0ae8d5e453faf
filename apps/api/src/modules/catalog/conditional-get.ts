import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ETag of a catalog read: the catalog version and which view of it. */
export function catalogEtag(version: number, view: string): string {
  return `"catalog-${version}-${view}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * 304 when the client holds this version, the body otherwise. `private, no-cache`: the browser
 * keeps the catalog but asks every time (one cheap version read), and no shared cache stores
 * prices meant for signed-in dealers.
 */
export async function sendWithEtag(req: FastifyRequest, reply: FastifyReply, etag: string, body: () => Promise<unknown>) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return body();
}
