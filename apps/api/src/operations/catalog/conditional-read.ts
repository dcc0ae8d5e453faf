import type { z } from 'zod';
import type { CatalogView } from '../../modules/catalog/catalog-bodies';
import type { RestBinding } from '../operation';
import { catalogEtag, notModified, sendWithEtag, withEtag, ZConditionalGetHeaders } from './conditional-get';

/** A catalog read as `run` answers it: the version, and the body when the client does not hold it. */
interface CatalogRead {
  version: number;
  /** Which body of the view (a salesperson's has no prices): its ETag names it. */
  variant: string;
  body(): Promise<string>;
}

/** How a conditional catalog read's description ends. */
export const conditionalReadNote = 'Send the ETag back in If-None-Match: an unchanged catalog answers 304 with no body.';

/** The REST binding of a conditional catalog read: If-None-Match in, the view's ETag out, 304 while the catalog is unchanged. */
export function conditionalRead(spec: {
  path: string;
  operationId: string;
  view: CatalogView;
  answers: string;
  schema: z.ZodType;
}): RestBinding<undefined, CatalogRead> {
  return {
    method: 'GET',
    path: spec.path,
    operationId: spec.operationId,
    tag: 'Catalog',
    answers: spec.answers,
    headers: ZConditionalGetHeaders,
    errors: { 403: 'Not approved yet, or without store access' },
    reply: {
      schemas: { 200: withEtag(spec.answers, spec.schema), 304: notModified },
      send: (reply, read) => sendWithEtag(reply.request, reply, catalogEtag(read.version, read.variant), read.body),
    },
  };
}
