import type { z } from 'zod';
import { ZCatalogSnapshot, ZKitCatalog, ZPortalItems, type CatalogSnapshot } from '@portal/domain/catalog/catalog-view-schemas';
import { catalogWithoutPrices } from '@portal/domain/teams/retail-view';
import { portalItems, screenAndRoofKits } from './catalog-views';

/** The catalog reads (GET /api/bc/items, /api/bc/portalItems, /api/catalog): each view's schema and how it is built from a snapshot. */
export const catalogViews = {
  kits: { schema: ZKitCatalog, of: (snapshot: CatalogSnapshot) => screenAndRoofKits(snapshot.catalog) },
  parts: { schema: ZPortalItems, of: (snapshot: CatalogSnapshot) => portalItems(snapshot.catalog) },
  snapshot: { schema: ZCatalogSnapshot, of: (snapshot: CatalogSnapshot) => snapshot },
} satisfies Record<string, { schema: z.ZodType; of: (snapshot: CatalogSnapshot) => unknown }>;

export type CatalogView = keyof typeof catalogViews;

/**
 * The catalog reads' JSON bodies, built once per snapshot (so once per catalog version and
 * process): the view goes through its response schema once (an undeclared field is dropped, a
 * value that does not match is a 500, as the route serializer would do) and the text is kept,
 * so a dealer's catalog load costs no parse and no stringify. The snapshot is the key: a new
 * version's snapshot replaces it, and the bodies of the old one go with it.
 */
export function createCatalogBodies(snapshot: () => Promise<CatalogSnapshot>) {
  const bodies = new WeakMap<CatalogSnapshot, Partial<Record<CatalogView, string>>>();
  const priceless = new WeakMap<CatalogSnapshot, CatalogSnapshot>();
  /** The snapshot a reader gets: a salesperson's without prices (issue 32), built once per snapshot. */
  const readBy = (current: CatalogSnapshot, withoutPrices: boolean) => {
    if (!withoutPrices) return current;
    let held = priceless.get(current);
    if (!held) priceless.set(current, (held = catalogWithoutPrices(current)));
    return held;
  };
  return async function catalogBody(view: CatalogView, withoutPrices = false): Promise<string> {
    const current = readBy(await snapshot(), withoutPrices);
    let built = bodies.get(current);
    if (!built) bodies.set(current, (built = {}));
    return (built[view] ??= serialize(view, current));
  };
}

function serialize(view: CatalogView, snapshot: CatalogSnapshot): string {
  const { schema, of } = catalogViews[view];
  const checked = schema.safeParse(of(snapshot));
  // Not a ZodError: that would answer 400 as if the client had sent something wrong.
  if (!checked.success) throw new Error(`The catalog view ${view} does not match its response schema: ${checked.error.message}`);
  return JSON.stringify(checked.data);
}
