/**
 * The few SVG pieces the drawings are made of, as text (no DOM: the same drawing is drawn in the
 * browser, in a PDF and in a workbook). Every text a person typed is escaped: a name holding
 * markup is drawn as text.
 */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const n = (v: number) => String(Math.round(v * 10) / 10);

/** Text labels as the drawings place them; `anchor` as SVG's text-anchor. */
export interface Label {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
  size: number;
}

/** The box a label covers, estimated as the drawings' sans-serif renders it (0.6 em a character, 1.2 em high): for keeping labels apart. */
export function labelBox(label: Label): { left: number; right: number; top: number; bottom: number } {
  const width = label.text.length * label.size * 0.6;
  const left = label.anchor === 'start' ? label.x : label.anchor === 'middle' ? label.x - width / 2 : label.x - width;
  return { left, right: left + width, top: label.y - label.size, bottom: label.y + label.size * 0.2 };
}

export type LabelBox = ReturnType<typeof labelBox>;

export const boxesOverlap = (a: LabelBox, b: LabelBox) => !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);

/**
 * The marks that fit beside labels already placed: in order of importance, each kept only where it
 * stays on the canvas and meets no label placed or kept before it. A drawing whose members may
 * crowd (a hundred beams) drops the marks that no longer fit, never draws one over another.
 */
export function marksThatFit(placed: Label[], marks: Label[], canvas: { width: number; height: number }): Label[] {
  const taken = placed.map(labelBox);
  return marks.filter((mark) => {
    const box = labelBox(mark);
    if (box.left < 0 || box.top < 0 || box.right > canvas.width || box.bottom > canvas.height) return false;
    if (taken.some((other) => boxesOverlap(box, other))) return false;
    taken.push(box);
    return true;
  });
}

export const textElement = (label: Label) =>
  `<text x="${n(label.x)}" y="${n(label.y)}" font-size="${label.size}" text-anchor="${label.anchor}">${escapeXml(label.text)}</text>`;

export const lineElement = (x1: number, y1: number, x2: number, y2: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${extra ? ` ${extra}` : ''}/>`;

export const polygonElement = (points: [number, number][], extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"${extra ? ` ${extra}` : ''}/>`;

export const rectElement = (x: number, y: number, width: number, height: number, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${extra ? ` ${extra}` : ''}/>`;

/** A dimension line with its arrowheads (the marker the document defines). */
export const dimensionLine = (x1: number, y1: number, x2: number, y2: number) =>
  lineElement(x1, y1, x2, y2, 'class="dim" marker-start="url(#arrow)" marker-end="url(#arrow)"');

/** How a drawing is placed: its own id (unique on the page), and `fluid` to fill its container's width (pages) rather than keep its size (documents). */
export interface DrawingPlacement {
  id?: string | undefined;
  fluid?: boolean | undefined;
}

/** The whole document: an accessible image (its title and description read by screen readers), drawn in `currentColor`. */
export function svgDocument(parts: {
  id: string;
  fluid?: boolean | undefined;
  width: number;
  height: number;
  title: string;
  description: string;
  body: string[];
}): string {
  const { width, height, title, description, body } = parts;
  // The id lands in attributes and in aria-labelledby (a space-separated list): one token, nothing to escape.
  const id = parts.id.replace(/[^A-Za-z0-9_-]/g, '-');
  const sized = parts.fluid ? 'width="100%"' : `width="${width}" height="${height}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ${sized}`,
    ` role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc"`,
    ` font-family="Helvetica, Arial, sans-serif" fill="none" stroke="currentColor">`,
    `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(description)}</desc>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">`,
    `<path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" stroke="none"/></marker></defs>`,
    `<style>text{fill:currentColor;stroke:none}.dim{stroke-width:1}.part{stroke-width:2}.track{stroke-width:4}</style>`,
    ...body,
    '</svg>',
  ].join('');
}

/** A drawing's height ÷ width, read from its viewBox (a roof's member list makes it taller than wide screens). */
export function svgAspect(svg: string): number {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return box ? Number(box[2]) / Number(box[1]) : 0.625;
}

/**
 * A drawing for paper or a picture: its own width and height replaced by `size` (or dropped, so
 * the viewBox scales it into the box given), and black where a page draws it in currentColor.
 */
export function svgForPrint(svg: string, size?: { width: number; height: number }): string {
  const attributes = size ? `width="${size.width}" height="${size.height}" color="black" ` : 'color="black" ';
  return svg.replace(/^<svg\b[^>]*>/, (root) => root.replace(/\s(width|height)="[^"]*"/g, '').replace('<svg ', `<svg ${attributes}`));
}
