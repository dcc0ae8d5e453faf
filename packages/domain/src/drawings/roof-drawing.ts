import { roofColorLabels, type RoofColor } from '../configuration/roof/roof-options';
import { feetInches, inchesAsFeet, roofLayout, type DrawnRoof, type FramePiece, type PostSpot, type RoofLayout } from './roof-layout';
import { dimensionLine, lineElement, marksThatFit, rectElement, svgDocument, textElement, type DrawingPlacement, type Label } from './svg';

export type { DrawnRoof } from './roof-layout';

/**
 * The canvas and its zones (px): the width above the plan, the projection right of it, Back and
 * Front in the left margin, the colours and notes under it, then the member schedule in two
 * columns, as many rows as the roof has members (the canvas grows with it). Every dimension is in
 * the schedule, so each has a place of its own whatever the count; the plan carries each member's
 * mark (F1, M1, P1…) where it fits.
 */
const canvasWidth = 720;
const size = { big: 13, mid: 12, small: 11 };
const rows = { width: 22, widthLine: 34, colours: 384, notes: 402, schedule: 430, step: 16 };
const columns = [20, 370] as const;
const projectionAt = { line: 596, text: 606 };

const colorText = (color: string, ral: string | undefined) =>
  color === 'MF' || color === 'Custom' ? `Custom${ral ? ` RAL ${ral}` : ''}` : (roofColorLabels[color as RoofColor] ?? color);
/** Stock post lengths are feet ('10'), but for 19'4". */
const postLength = (length: string) => (/^\d+$/.test(length) ? `${length}'` : length);
const gutters = (c: DrawnRoof) => (c.addParts ?? []).filter((p) => !p.partName.startsWith('Remote'));
const measured = (feet: number | undefined, inches: number | undefined) => feet !== undefined || inches !== undefined;

/** Every member with its mark and dimensions, as the roof's details list them. */
function schedule(c: DrawnRoof): string[] {
  const beam = (mark: string, what: string) => (b: { beamType: string; beamFeet: number; beamInches: number }, i: number) =>
    `${mark}${i + 1} ${what} ${b.beamType} ${feetInches(b.beamFeet, b.beamInches)}`;
  return [
    ...(c.frames ?? []).map((f, i) => `F${i + 1} Frame ${f.frameType} ${feetInches(f.frameFeet, f.frameInches)}`),
    ...(c.beamMs ?? []).map(beam('M', 'Midspan beam')),
    ...(c.beamAs ?? []).map(beam('A', 'Accessory beam')),
    ...(c.beamXs ?? []).map(beam('X', 'Extra beam')),
    ...(c.blades ?? []).map((b, i) => `B${i + 1} Blades ${b.bladeQty} × ${b.bladeType} ${feetInches(b.bladeFeet, b.bladeInches)}`),
    ...(c.posts ?? []).map((p, i) => `P${i + 1} Post ${p.postStyle} ${postLength(p.postLength)}`),
    ...gutters(c).map((g, i) => `G${i + 1} ${g.partName} × ${g.partQty}`),
  ];
}

const canvasOf = (c: DrawnRoof) => {
  const entries = schedule(c).length;
  return { width: canvasWidth, height: entries === 0 ? 416 : rows.schedule + (Math.ceil(entries / 2) - 1) * rows.step + 10 };
};

/** The overall sizes as labelled: the dealer's measurement, else what the members imply (saying so), else none. */
function overall(c: DrawnRoof, layout: RoofLayout) {
  const m = c.measurements ?? {};
  const derived = (e: RoofLayout['width']) => (e.source ? [inchesAsFeet(e.inches), `(from ${e.source})`] : []);
  return {
    width: measured(m.widthFeet, m.widthInches) ? [feetInches(m.widthFeet, m.widthInches)] : derived(layout.width),
    projection: measured(m.projectionFeet, m.projectionInches) ? [feetInches(m.projectionFeet, m.projectionInches)] : derived(layout.projection),
    height: measured(m.heightFeet, m.heightInches) ? feetInches(m.heightFeet, m.heightInches) : null,
  };
}

const colours = (c: DrawnRoof) =>
  `Frame ${colorText(c.colors.frameColor, c.colors.frameColorRal)} · Blades ${colorText(c.colors.bladeColor, c.colors.bladeColorRal)}` +
  ` · Posts ${colorText(c.colors.postColor, c.colors.frameColorRal)}`;

/** The labels that always have their place: sizes, orientation, colours, notes and the schedule. */
function fixedLabels(c: DrawnRoof, layout: RoofLayout): Label[] {
  const { rect } = layout;
  const sizes = overall(c, layout);
  const cy = (rect.top + rect.bottom) / 2;
  const text = (x: number, y: number, t: string, anchor: Label['anchor'] = 'start', s = size.small): Label => ({ x, y, text: t, anchor, size: s });
  const labels: Label[] = [text(20, rect.top + 4, 'Back'), text(20, rect.bottom + 4, 'Front')];
  if (sizes.width.length > 0) labels.push(text((rect.left + rect.right) / 2, rows.width, `Width ${sizes.width.join(' ')}`, 'middle', size.big));
  if (sizes.projection.length > 0) {
    labels.push(text(projectionAt.text, cy - 4, 'Projection', 'start', size.mid));
    sizes.projection.forEach((t, i) => labels.push(text(projectionAt.text, cy + 12 + i * 14, t, 'start', i === 0 ? size.mid : size.small)));
  }
  const notes = [
    sizes.height && `Height ${sizes.height}`,
    `Motor ${c.motorType} × ${c.motorQuantity}`,
    (c.blades ?? []).length > 0 && 'Blades run front to back',
  ];
  labels.push(text(canvasWidth / 2, rows.colours, colours(c), 'middle'), text(canvasWidth / 2, rows.notes, notes.filter(Boolean).join(' · '), 'middle'));
  const entries = schedule(c);
  const perColumn = Math.ceil(entries.length / 2);
  entries.forEach((t, i) => labels.push(text(columns[i < perColumn ? 0 : 1], rows.schedule + (i % perColumn) * rows.step, t)));
  return labels;
}

/** Each member's mark beside it on the plan, most important first (frames, posts, beams, blades, gutters). */
function marks(c: DrawnRoof, layout: RoofLayout): Label[] {
  const { rect } = layout;
  const mark = (x: number, y: number, text: string, anchor: Label['anchor'] = 'middle'): Label => ({ x, y, text, anchor, size: size.small });
  const frameMark = ({ index, side, from, to }: FramePiece) => {
    const mid = (from + to) / 2;
    const text = `F${index + 1}`;
    if (side === 'front') return mark(mid, rect.bottom + 18, text);
    if (side === 'back') return mark(mid, rect.top - 8, text);
    return side === 'left' ? mark(rect.left - 10, mid + 4, text, 'end') : mark(rect.right + 10, mid + 4, text, 'start');
  };
  const postMark = ({ index, at, x }: PostSpot) => {
    const text = `P${index + 1}`;
    if (at === 'front') return mark(x, rect.bottom + 34, text);
    if (at === 'back') return mark(x, rect.top - 22, text);
    const left = at.endsWith('left');
    return mark(left ? rect.left - 10 : rect.right + 10, at.startsWith('front') ? rect.bottom + 18 : rect.top - 8, text, left ? 'end' : 'start');
  };
  const across = (i: number, count: number) => rect.left + ((rect.right - rect.left) * (i + 0.5)) / count;
  const blades = c.blades ?? [];
  const gutterLines = gutters(c);
  return [
    ...layout.frames.map(frameMark),
    ...layout.posts.map(postMark),
    ...layout.midspans.map((y, i) => mark(rect.left + 4, y - 3, `M${i + 1}`, 'start')),
    ...layout.extras.map((x, i) => mark(x + 3, rect.top + 13, `X${i + 1}`, 'start')),
    ...layout.accessories.map((y, i) => mark(rect.right - 4, y - 3, `A${i + 1}`, 'end')),
    ...blades.map((_, i) => mark(across(i, blades.length), rect.top + (rect.bottom - rect.top) / 4, `B${i + 1}`)),
    ...gutterLines.map((_, i) => mark(across(i, gutterLines.length), rect.bottom - 9, `G${i + 1}`)),
  ];
}

/** Every label of a roof's plan: the fixed ones, and the members' marks that fit beside them. */
export function roofLabels(c: DrawnRoof, layout = roofLayout(c)): Label[] {
  const fixed = fixedLabels(c, layout);
  // Marks stay within 36 px of the plan, above the colours row: only the labels up there can meet them.
  const aroundPlan = fixed.filter((l) => l.y < rows.colours);
  return [...fixed, ...marksThatFit(aroundPlan, marks(c, layout), canvasOf(c))];
}

/** The members as lines: blades under the beams, the frames round them, posts on top. */
function members(c: DrawnRoof, layout: RoofLayout): string[] {
  const { rect } = layout;
  const sizes = overall(c, layout);
  const dashed = 'class="dim" stroke-dasharray="6 4"';
  const body: string[] = [];
  if (sizes.width.length > 0) body.push(dimensionLine(rect.left, rows.widthLine, rect.right, rows.widthLine));
  if (sizes.projection.length > 0) body.push(dimensionLine(projectionAt.line, rect.top, projectionAt.line, rect.bottom));
  body.push(...layout.bladeLines.map((x) => lineElement(x, rect.top + 3, x, rect.bottom - 3, 'stroke-width="0.5" stroke-opacity="0.6"')));
  // The outline: the frames, or dashed where no frame is ordered.
  body.push(rectElement(rect.left, rect.top, rect.right - rect.left, rect.bottom - rect.top, layout.frames.length > 0 ? 'class="part"' : dashed));
  for (const f of layout.frames) {
    if (f.side === 'front' || f.side === 'back') {
      const y = f.side === 'front' ? rect.bottom : rect.top;
      if (f.from > rect.left) body.push(lineElement(f.from, y - 5, f.from, y + 5, 'class="part"'));
    } else {
      const x = f.side === 'left' ? rect.left : rect.right;
      if (f.from > rect.top) body.push(lineElement(x - 5, f.from, x + 5, f.from, 'class="part"'));
    }
  }
  body.push(...layout.midspans.map((y) => lineElement(rect.left, y, rect.right, y, 'class="part"')));
  body.push(...layout.extras.map((x) => lineElement(x, rect.top, x, rect.bottom, 'class="part"')));
  body.push(...layout.accessories.map((y) => lineElement(rect.left, y, rect.right, y, dashed)));
  if (layout.gutterAlongFront) body.push(lineElement(rect.left + 6, rect.bottom - 5, rect.right - 6, rect.bottom - 5, 'class="dim" stroke-dasharray="2 2"'));
  for (const corner of layout.gutterCorners) {
    const [x, dx] = corner.endsWith('left') ? [rect.left, 1] : [rect.right, -1];
    const [y, dy] = corner.startsWith('front') ? [rect.bottom, -1] : [rect.top, 1];
    body.push(
      lineElement(x + dx * 4, y + dy * 4, x + dx * 16, y + dy * 4, 'class="dim"'),
      lineElement(x + dx * 4, y + dy * 4, x + dx * 4, y + dy * 16, 'class="dim"'),
    );
  }
  for (const spot of layout.posts) {
    const style = (c.posts ?? [])[spot.index]?.postStyle ?? '6x6 Flush';
    const s = style.startsWith('8x8') ? 10 : 8;
    // Flush posts solid, saddles hollow, a corner saddle with its diagonal.
    body.push(rectElement(spot.x - s / 2, spot.y - s / 2, s, s, style.endsWith('Flush') ? 'fill="currentColor"' : 'class="part"'));
    if (style.endsWith('Corner Saddle')) body.push(lineElement(spot.x - s / 2, spot.y - s / 2, spot.x + s / 2, spot.y + s / 2));
  }
  return body;
}

/** A text for people of what the plan shows (its description for screen readers). */
function describe(c: DrawnRoof, layout: RoofLayout): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const sizes = overall(c, layout);
  const posts = c.posts ?? [];
  const blades = (c.blades ?? []).reduce((t, b) => t + b.bladeQty, 0);
  const parts: [number, string][] = [
    [1, 'Plan view from above, the front at the bottom'],
    [sizes.width.length, `width ${sizes.width.join(' ')}`],
    [sizes.projection.length, `projection ${sizes.projection.join(' ')}`],
    [sizes.height ? 1 : 0, `height ${sizes.height}`],
    [(c.frames ?? []).length, `${count((c.frames ?? []).length, 'frame')} around the perimeter`],
    [(c.beamMs ?? []).length, `${count((c.beamMs ?? []).length, 'midspan beam')} across the width`],
    [(c.beamAs ?? []).length, `${count((c.beamAs ?? []).length, 'accessory beam')} across the front bay`],
    [(c.beamXs ?? []).length, `${count((c.beamXs ?? []).length, 'extra beam')} from front to back`],
    [blades, `${count(blades, 'blade')} running front to back`],
    [posts.length, `${count(posts.length, 'post')} (${[...new Set(posts.map((p) => p.postStyle))].join(', ')}) at the corners, then along the front and back`],
    [
      gutters(c).length,
      `gutters: ${gutters(c)
        .map((g) => `${g.partQty} × ${g.partName}`)
        .join(', ')}`,
    ],
    [1, colours(c).replaceAll(' · ', ', ')],
  ];
  return `${parts
    .filter(([n]) => n > 0)
    .map(([, text]) => text)
    .join(', ')}.`;
}

/**
 * A louvered roof's plan from above as an SVG document: the frames round the perimeter, the
 * midspan, accessory and extra beams, the blades' direction and count, the posts by style, the
 * gutters, the overall width and projection, and a schedule of every member with its dimensions
 * (issue 31's drawings, for roofs). Pure: configuration in, SVG text out. The layout is derived
 * from the bill of members (roof-layout.ts says how).
 */
export function roofDrawing(c: DrawnRoof, name: string, placement: DrawingPlacement = {}): string {
  const layout = roofLayout(c);
  const body = [...members(c, layout), ...roofLabels(c, layout).map(textElement)];
  return svgDocument({ id: placement.id ?? 'roof', fluid: placement.fluid, ...canvasOf(c), title: name, description: describe(c, layout), body });
}
