import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

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

/** The request header of a conditional catalog read (validated as any header: other headers pass as they are). */
export const ZConditionalGetHeaders = z.looseObject({
  'if-none-match': z.string().optional().describe('The ETag of the catalog view the client holds: an unchanged catalog answers 304 with no body'),
});

const etagHeaders = {
  ETag: { type: 'string', description: 'The catalog version of this view: send it back in If-None-Match' },
  'Cache-Control': { type: 'string', description: 'private, no-cache: keep the body, ask again every time (a cheap 304 while the catalog is unchanged)' },
};

/** A conditional read's 200: the body's schema, described, with its ETag. */
export const withEtag = <S extends z.ZodType>(description: string, schema: S) => schema.meta({ description, headers: etagHeaders });

/** A conditional read's 304: no body. */
export const notModified = z
  .undefined()
  .meta({ description: 'The catalog has not changed since the ETag sent in If-None-Match: no body', headers: etagHeaders });

/**
 * 304 when the client holds this version, the body otherwise. `private, no-cache`: the browser
 * keeps the catalog but asks every time (one cheap version read), and no shared cache stores
 * prices meant for signed-in dealers. The body is JSON text already checked against the route's
 * response schema (catalog-bodies.ts), so it is sent as it is, past the route's serializer.
 */
export async function sendWithEtag(req: FastifyRequest, reply: FastifyReply, etag: string, body: () => Promise<string>) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json').send(await body());
}
