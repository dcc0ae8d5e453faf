import type { TScreenConfig } from '../configuration/screen/screen-config';
import { slopeWarning } from '../configuration/screen/screen-form-rules';
import { inchesDisplay } from '../configuration/screen/screen-options';
import { dimensionLine, lineElement, polygonElement, rectElement, svgDocument, textElement, type DrawingPlacement, type Label } from './svg';

/** The screen fields a front view shows. */
export type DrawnScreen = Pick<
  TScreenConfig,
  | 'housingSize'
  | 'housingShape'
  | 'jobColor'
  | 'ralCode'
  | 'trackLeft'
  | 'trackRight'
  | 'motorSide'
  | 'width'
  | 'widthFraction'
  | 'dropLeft'
  | 'dropLeftFraction'
  | 'dropRight'
  | 'dropRightFraction'
  | 'meshOnly'
>;

/**
 * The canvas and its zones (px). Every label has a place of its own: the width above the
 * housing; the housing and the motor on the housing's row, left and right; each drop beside its
 * side, kept between the housing's row and the tracks' row; each track under its side; the colour
 * and the slope under the drawing. So no two labels meet, whatever the sizes (drops of 12–264 in,
 * widths of 36–360 in drawn to one scale).
 */
const canvas = { width: 720, height: 450 };
const area = { left: 180, right: 540, top: 64, bottom: 362 };
const rows = { width: 22, widthLine: 32, housingTop: 40, housing: 54, dropMin: 84, dropMax: 344, track: 384, color: 414, slope: 436 };
const size = { big: 13, small: 11 };

const total = (inches: number, fraction: number) => inches + fraction;

/** A text for people of what the drawing shows (its description for screen readers). */
function describe(c: DrawnScreen, slope: string | null): string {
  const parts = [
    `Front view, width ${inchesDisplay(c.width, c.widthFraction)}`,
    `left drop ${inchesDisplay(c.dropLeft, c.dropLeftFraction)}`,
    `right drop ${inchesDisplay(c.dropRight, c.dropRightFraction)}`,
  ];
  if (!c.meshOnly) parts.push(`housing ${c.housingSize} ${c.housingShape}`, `motor on the ${c.motorSide.toLowerCase()}`);
  parts.push(`track left ${c.trackLeft}, right ${c.trackRight}`, colorName(c));
  if (slope) parts.push(slope.toLowerCase());
  return `${parts.join(', ')}.`;
}

const colorName = (c: DrawnScreen) => (c.jobColor === 'Custom' ? `colour RAL ${c.ralCode ?? ''}`.trim() : `colour ${c.jobColor}`);

/** Every label of a screen's front view, where the zones above put it. */
export function screenLabels(c: DrawnScreen): Label[] {
  const geometry = screenGeometry(c);
  const slope = slopeWarning(total(c.dropLeft, c.dropLeftFraction), total(c.dropRight, c.dropRightFraction));
  const clampRow = (y: number) => Math.min(rows.dropMax, Math.max(rows.dropMin, y));
  const labels: Label[] = [
    { x: geometry.center, y: rows.width, text: `Width ${inchesDisplay(c.width, c.widthFraction)}`, anchor: 'middle', size: size.big },
    {
      x: geometry.left - 20,
      y: clampRow((area.top + geometry.leftBottom) / 2),
      text: `Left drop ${inchesDisplay(c.dropLeft, c.dropLeftFraction)}`,
      anchor: 'end',
      size: size.big,
    },
    {
      x: geometry.right + 20,
      y: clampRow((area.top + geometry.rightBottom) / 2),
      text: `Right drop ${inchesDisplay(c.dropRight, c.dropRightFraction)}`,
      anchor: 'start',
      size: size.big,
    },
    { x: geometry.left - 20, y: rows.track, text: `Track: ${c.trackLeft}`, anchor: 'end', size: size.small },
    { x: geometry.right + 20, y: rows.track, text: `Track: ${c.trackRight}`, anchor: 'start', size: size.small },
    {
      x: canvas.width / 2,
      y: rows.color,
      text: c.jobColor === 'Custom' ? `Colour: RAL ${c.ralCode ?? ''}`.trim() : `Colour: ${c.jobColor}`,
      anchor: 'middle',
      size: size.small,
    },
  ];
  if (!c.meshOnly) {
    labels.push(
      { x: geometry.left - 20, y: rows.housing, text: `Housing ${c.housingSize}" ${c.housingShape}`, anchor: 'end', size: size.small },
      { x: geometry.right + 20, y: rows.housing, text: `Motor: ${c.motorSide}`, anchor: 'start', size: size.small },
    );
  } else labels.push({ x: geometry.left - 20, y: rows.housing, text: 'Mesh / vinyl only', anchor: 'end', size: size.small });
  if (slope) labels.push({ x: canvas.width / 2, y: rows.slope, text: slope, anchor: 'middle', size: size.small });
  return labels;
}

/** Where the screen falls on the canvas: one scale for width and drops, centred in its area. */
function screenGeometry(c: DrawnScreen) {
  const width = total(c.width, c.widthFraction);
  const left = total(c.dropLeft, c.dropLeftFraction);
  const right = total(c.dropRight, c.dropRightFraction);
  const scale = Math.min((area.right - area.left) / width, (area.bottom - area.top) / Math.max(left, right));
  const drawnWidth = width * scale;
  const center = (area.left + area.right) / 2;
  return {
    scale,
    center,
    left: center - drawnWidth / 2,
    right: center + drawnWidth / 2,
    leftBottom: area.top + left * scale,
    rightBottom: area.top + right * scale,
  };
}

/**
 * A screen's front view as an SVG document (issue 31): the housing with its size and shape, the
 * finished width, each drop, the slope when the drops differ (an arrow down the bottom bar and the
 * specification's words), each side's track, the motor's side and the colour. Pure: configuration
 * in, SVG text out, the same wherever it is shown.
 */
export function screenDrawing(c: DrawnScreen, name: string, placement: DrawingPlacement = {}): string {
  const g = screenGeometry(c);
  const slope = slopeWarning(total(c.dropLeft, c.dropLeftFraction), total(c.dropRight, c.dropRightFraction));
  const body: string[] = [
    // The width, above the housing.
    dimensionLine(g.left, rows.widthLine, g.right, rows.widthLine),
    // The screen: from the housing down to each drop.
    polygonElement(
      [
        [g.left, area.top],
        [g.right, area.top],
        [g.right, g.rightBottom],
        [g.left, g.leftBottom],
      ],
      'class="part"',
    ),
    // The tracks on each side.
    lineElement(g.left, area.top, g.left, g.leftBottom, 'class="track"'),
    lineElement(g.right, area.top, g.right, g.rightBottom, 'class="track"'),
    // Each drop, measured beside its side.
    dimensionLine(g.left - 10, area.top, g.left - 10, g.leftBottom),
    dimensionLine(g.right + 10, area.top, g.right + 10, g.rightBottom),
  ];
  if (!c.meshOnly) {
    body.push(
      rectElement(g.left, rows.housingTop, g.right - g.left, area.top - rows.housingTop, c.housingShape === 'Curved' ? 'class="part" rx="8"' : 'class="part"'),
    );
    // The motor at its end of the housing.
    const motorX = c.motorSide === 'Left' ? g.left + 4 : g.right - 12;
    body.push(rectElement(motorX, rows.housingTop + 4, 8, area.top - rows.housingTop - 8, 'fill="currentColor"'));
  }
  if (slope) {
    // Down the bottom bar, from the higher side to the lower.
    const [from, to] = slope.endsWith('left to right') ? [g.left, g.right] : [g.right, g.left];
    const yAt = (x: number) => g.leftBottom + ((x - g.left) / (g.right - g.left || 1)) * (g.rightBottom - g.leftBottom);
    const inset = (to - from) * 0.2;
    body.push(lineElement(from + inset, yAt(from + inset) + 12, to - inset, yAt(to - inset) + 12, 'class="dim" marker-end="url(#arrow)"'));
  }
  body.push(...screenLabels(c).map(textElement));
  return svgDocument({ id: placement.id ?? 'screen', fluid: placement.fluid, ...canvas, title: name, description: describe(c, slope), body });
}
