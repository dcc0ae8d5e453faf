/**
 * The parts a dealer may report on a warranty request (portal.md §3 warranty sub-item lists): a
 * roof line takes the roof list, a screen line the screen list. The two lists share no name.
 */
export const roofSubItems = [
  '2x8',
  '4x8',
  'Gutter',
  '6x6',
  'Link Bar HD',
  'Pivot Strip',
  'Motor Assembly',
  'Blade',
  'Motor Blade',
  'Fuzz',
  'Gutter Corner',
  '2x6',
] as const;

export const screenSubItems = [
  'Bottom Bar',
  'Bottom Bar Gasket',
  'Housing',
  'Housing Cover',
  'Track',
  'Track Cover',
  'End Caps',
  'Idler Plate',
  'Motor Crown',
  'Roll Tube',
  'Idler Spring',
  'Drive Tube',
  'Motor',
  'Shuttles',
  'Zipper (Coiled)',
  'Zipper (Molded)',
  'Brush',
  'Angle',
] as const;

export const warrantySubItems = [...roofSubItems, ...screenSubItems] as const;
export type WarrantySubItem = (typeof warrantySubItems)[number];

/** The kind of order line a warranty item names: a screen or a roof (parts are not covered). */
export type WarrantyLineKind = 'screen' | 'roof';

export function subItemsFor(kind: WarrantyLineKind): readonly WarrantySubItem[] {
  return kind === 'roof' ? roofSubItems : screenSubItems;
}
