/** The roof of docs/api.md's integration example: a 20 ft × 12 ft 6 in patio roof, priced by the sample catalog. */
export const patioRoof = {
  roofName: 'Patio roof',
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
  frames: [
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
  ],
  beamMs: [{ beamType: '2x10', beamFeet: 20, beamInches: 0 }],
  blades: [{ bladeType: 'B-Blade', bladeFeet: 12, bladeInches: 0, bladeQty: 24 }],
  posts: [1, 2, 3, 4].map(() => ({ postStyle: '6x6 Flat Saddle', postLength: '10' })),
  addParts: [{ partName: 'Gutter Corner', partQty: 4 }],
  copies: 1,
};

/** A cart as a dealer's order form sends it: the roof above and a part of the catalog. */
export const cartWith = (partNumber: string, quantity: number) => ({ screens: [], roofs: [patioRoof], parts: [{ number: partNumber, quantity }] });

/** What the order answers, as far as the bench reads it. */
export interface OrderView {
  _id: string;
  version: number;
  status: string;
  orderName: string;
  roofs: { roofId: string; config: Record<string, unknown> }[];
  parts: { number: string; quantity: number }[];
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Draws one of the weighted choices. */
export function pick<T>(choices: readonly (readonly [number, T])[]): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let at = Math.random() * total;
  for (const [weight, choice] of choices) {
    at -= weight;
    if (at < 0) return choice;
  }
  return choices[choices.length - 1]![1];
}

export const oneOf = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
