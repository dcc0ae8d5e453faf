import type { TRoofConfigInput } from '../configuration/roof/roof-config';

/** The roof fields a plan view shows. */
export type DrawnRoof = Pick<
  TRoofConfigInput,
  'measurements' | 'colors' | 'motorType' | 'motorQuantity' | 'frames' | 'beamMs' | 'beamAs' | 'beamXs' | 'blades' | 'posts' | 'addParts'
>;

const hundredths = (v: number) => String(Math.round(v * 100) / 100);
/** Feet and inches as the roof's details read them (12' 6"), to the hundredth the form accepts. */
export const feetInches = (feet: number | undefined, inches: number | undefined) => `${hundredths(feet ?? 0)}' ${hundredths(inches ?? 0)}"`;
const inchesOf = (feet: number | undefined, inches: number | undefined) => (feet ?? 0) * 12 + (inches ?? 0);

/** A length in inches as feet and inches (150 → 12' 6"). */
export function inchesAsFeet(total: number): string {
  const rounded = Math.round(total * 100) / 100;
  const feet = Math.floor(rounded / 12);
  return feetInches(feet, rounded - feet * 12);
}

/** Where the plan's outline may fall (px): the rest of the canvas holds the labels around it. */
export const planArea = { left: 150, right: 530, top: 72, bottom: 322 };

export type Side = 'front' | 'back' | 'left' | 'right';
const sides: readonly Side[] = ['front', 'back', 'left', 'right'];
export type Corner = 'front-left' | 'front-right' | 'back-left' | 'back-right';
const corners: readonly Corner[] = ['front-left', 'front-right', 'back-left', 'back-right'];

export interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
/** An overall size and where it comes from: the dealer's measurement, or what the members imply (null: nothing does). */
export interface Extent {
  inches: number;
  source: 'measured' | 'frames' | 'beams' | 'blades' | null;
}
/** A frame on its side, `from`–`to` along it (x on the front and back, y on the sides; px). */
export interface FramePiece {
  index: number;
  side: Side;
  from: number;
  to: number;
}
export interface PostSpot {
  index: number;
  x: number;
  y: number;
  at: Corner | 'front' | 'back';
}

export interface RoofLayout {
  rect: Rect;
  width: Extent;
  projection: Extent;
  frames: FramePiece[];
  /** Midspan beams: across the width (y). */
  midspans: number[];
  /** Extra beams: front to back (x). */
  extras: number[];
  /** Accessory beams: across the front bay (y). */
  accessories: number[];
  /** The blades drawn (x): as many as the count, at most one every 5 px. */
  bladeLines: number[];
  posts: PostSpot[];
  gutterAlongFront: boolean;
  gutterCorners: Corner[];
}

const evenly = (from: number, to: number, count: number) => Array.from({ length: count }, (_, i) => from + ((to - from) * (i + 1)) / (count + 1));
const longest = (lengths: number[]) => lengths.reduce((a, b) => Math.max(a, b), 0);
const quantity = (c: DrawnRoof, prefix: string) => (c.addParts ?? []).filter((p) => p.partName.startsWith(prefix)).reduce((t, p) => t + p.partQty, 0);

function extent(options: [Extent['source'], number][], fallback: number): Extent {
  // Under a hundredth of an inch reads 0' 0": no size to draw to (and no scale to divide by).
  const found = options.find(([, inches]) => inches >= 0.01);
  return found ? { source: found[0], inches: found[1] } : { source: null, inches: fallback };
}

/**
 * Where a roof's members go in its plan. The configuration is a bill of members, not positions, so
 * the layout is derived:
 * - frames frame the perimeter, longest first, to the front, back, left and right in turn (two
 *   long and two short frames put the long ones across the width); a side given several frames
 *   has them end to end, in proportion to their lengths;
 * - the width and projection are the dealer's measurements, else the longer of the front and back
 *   (of the two sides), else the longest midspan beam (blade), else a 12 × 10 ft outline unlabelled;
 * - the outline is to scale but never thinner than a third of its area, so its marks have room;
 * - blades run front to back, side by side across the width; midspan beams run across the width
 *   under them (carrying them at midspan), evenly spaced from front to back; extra beams run front
 *   to back, evenly spaced across the width; accessory beams run across the width, evenly spaced
 *   in the front bay (between the front and the first midspan beam), so no two members coincide;
 * - posts stand at the front corners, then the back corners, then evenly along the front and the
 *   back in turn; flow-through gutters run along the front, gutter corners at the corners in that order.
 */
export function roofLayout(c: DrawnRoof): RoofLayout {
  const m = c.measurements ?? {};
  const ranked = (c.frames ?? [])
    .map((f, index) => ({ index, inches: inchesOf(f.frameFeet, f.frameInches) }))
    .sort((a, b) => b.inches - a.inches || a.index - b.index);
  const bySide: Record<Side, { index: number; inches: number }[]> = { front: [], back: [], left: [], right: [] };
  ranked.forEach((f, k) => bySide[sides[k % sides.length] ?? 'front'].push(f));
  const sum = (side: Side) => bySide[side].reduce((t, f) => t + f.inches, 0);

  const width = extent(
    [
      ['measured', inchesOf(m.widthFeet, m.widthInches)],
      ['frames', Math.max(sum('front'), sum('back'))],
      ['beams', longest((c.beamMs ?? []).map((b) => inchesOf(b.beamFeet, b.beamInches)))],
    ],
    144,
  );
  const projection = extent(
    [
      ['measured', inchesOf(m.projectionFeet, m.projectionInches)],
      ['frames', Math.max(sum('left'), sum('right'))],
      ['blades', longest((c.blades ?? []).map((b) => inchesOf(b.bladeFeet, b.bladeInches)))],
    ],
    120,
  );

  const areaWidth = planArea.right - planArea.left;
  const areaHeight = planArea.bottom - planArea.top;
  const scale = Math.min(areaWidth / width.inches, areaHeight / projection.inches);
  const w = Math.max(width.inches * scale, areaWidth / 3);
  const h = Math.max(projection.inches * scale, areaHeight / 3);
  const cx = (planArea.left + planArea.right) / 2;
  const cy = (planArea.top + planArea.bottom) / 2;
  const rect = { left: cx - w / 2, right: cx + w / 2, top: cy - h / 2, bottom: cy + h / 2 };

  const frames = sides.flatMap((side) => {
    const pieces = [...bySide[side]].sort((a, b) => a.index - b.index);
    const total = pieces.reduce((t, f) => t + f.inches, 0);
    const [start, end] = side === 'front' || side === 'back' ? [rect.left, rect.right] : [rect.top, rect.bottom];
    let at = start;
    return pieces.map((f) => {
      const from = at;
      at += (end - start) * (total > 0 ? f.inches / total : 1 / pieces.length);
      return { index: f.index, side, from, to: at };
    });
  });

  const midspans = evenly(rect.bottom, rect.top, (c.beamMs ?? []).length);
  const frontBayTop = midspans[0] ?? rect.top;
  const blades = (c.blades ?? []).reduce((t, b) => t + b.bladeQty, 0);
  const drawnBlades = Math.min(blades, Math.floor(w / 5));

  return {
    rect,
    width,
    projection,
    frames,
    midspans,
    extras: evenly(rect.left, rect.right, (c.beamXs ?? []).length),
    accessories: evenly(rect.bottom, frontBayTop, (c.beamAs ?? []).length),
    bladeLines: Array.from({ length: drawnBlades }, (_, k) => rect.left + (w * (k + 0.5)) / drawnBlades),
    posts: postSpots((c.posts ?? []).length, rect),
    gutterAlongFront: quantity(c, 'Flow Through Gutter') > 0,
    gutterCorners: corners.slice(0, quantity(c, 'Gutter Corner')),
  };
}

function postSpots(count: number, rect: Rect): PostSpot[] {
  const cornerSpots = corners.slice(0, count).map((at, index) => ({
    index,
    at,
    x: at.endsWith('left') ? rect.left : rect.right,
    y: at.startsWith('front') ? rect.bottom : rect.top,
  }));
  const rest = Math.max(0, count - corners.length);
  const along = (at: 'front' | 'back', n: number, first: number) =>
    evenly(rect.left, rect.right, n).map((x, i) => ({ index: first + i, at, x, y: at === 'front' ? rect.bottom : rect.top }));
  const front = Math.ceil(rest / 2);
  return [...cornerSpots, ...along('front', front, corners.length), ...along('back', rest - front, corners.length + front)];
}
