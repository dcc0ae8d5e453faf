import { z } from 'zod';

/**
 * The shape every list answers (docs/api.md "Lists and paging"): one page of items and where it
 * sits among all that match. The next page starts at offset + limit; the last one when
 * offset + items.length >= total.
 */
export function pageOf<T extends z.ZodType>(item: T, meta: { id: string; things: string; itemsDescription?: string }) {
  return z
    .object({
      items: z.array(item).describe(meta.itemsDescription ?? `This page of ${meta.things}, in the requested order`),
      total: z.number().int().describe(`How many ${meta.things} match, over all pages`),
      offset: z.number().int().describe(`How many matching ${meta.things} come before this page`),
      limit: z.number().int().describe('The page size: the next page starts at offset + limit'),
    })
    .meta({ id: meta.id, description: `A page of ${meta.things} and how many match` });
}
