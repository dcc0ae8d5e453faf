import type { ReactNode } from 'react';

/**
 * Help drawings for the roof form and the adjustment issue cards (spec §2: one per topic). Simple plan and elevation diagrams
 * drawn inline, so they scale, print and need no image files.
 */
export type RoofHelpTopic = 'blades' | 'posts' | 'perimeter' | 'midspan' | 'accessory' | 'dimensions';

export const roofHelpTitles: Record<RoofHelpTopic, string> = {
  blades: 'Blade sizing',
  posts: 'Posts',
  perimeter: 'Perimeter frame',
  midspan: 'Midspan beams',
  accessory: 'Accessory beams',
  dimensions: 'Dimensions',
};

const ink = '#343a40';
const frame = '#495057';
const accent = '#1c7ed6';
const soft = '#dee2e6';

function Svg({ title, children }: { title: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 400 260" width="100%" role="img" aria-label={title} style={{ maxWidth: 480, display: 'block', margin: '0 auto' }}>
      <title>{title}</title>
      <style>{'text{font:12px sans-serif;fill:#343a40}'}</style>
      {children}
    </svg>
  );
}

function Arrow({ x1, y1, x2, y2, label, lx, ly }: { x1: number; y1: number; x2: number; y2: number; label: string; lx: number; ly: number }) {
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={accent} strokeWidth={1.5} markerStart="url(#a)" markerEnd="url(#a)" />
      <text x={lx} y={ly} textAnchor="middle" style={{ fill: accent }}>
        {label}
      </text>
    </g>
  );
}

function Defs() {
  return (
    <defs>
      <marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" fill={accent} />
      </marker>
    </defs>
  );
}

/** Plan view: blades run front to back between the side frames; length and count. */
export function BladeSizingImage() {
  const blades = Array.from({ length: 9 }, (_, i) => 90 + i * 25);
  return (
    <Svg title="Blade sizing: plan view">
      <Defs />
      <rect x={70} y={40} width={260} height={160} fill="none" stroke={frame} strokeWidth={8} />
      {blades.map((x) => (
        <rect key={x} x={x} y={48} width={10} height={144} fill={soft} stroke={ink} strokeWidth={0.8} />
      ))}
      <Arrow x1={350} y1={48} x2={350} y2={192} label="Blade length" lx={360} ly={235} />
      <Arrow x1={90} y1={215} x2={300} y2={215} label="Blade quantity = opening ÷ blade spacing" lx={200} ly={240} />
      <text x={200} y={28} textAnchor="middle">
        Plan view: blades span between frames (1 to 14 ft)
      </text>
    </Svg>
  );
}

/** Elevation: post styles and lengths. */
export function PostsImage() {
  return (
    <Svg title="Posts: elevation">
      <Defs />
      <rect x={40} y={40} width={320} height={18} fill={frame} />
      {[70, 310].map((x) => (
        <rect key={x} x={x} y={58} width={22} height={160} fill={soft} stroke={ink} />
      ))}
      <line x1={20} y1={218} x2={380} y2={218} stroke={ink} strokeWidth={2} />
      <Arrow x1={345} y1={58} x2={345} y2={218} label="Post length" lx={345} ly={240} />
      <text x={200} y={110} textAnchor="middle">
        6x6: 10, 12 or 19'4" · 8x8: 10, 12 or 25
      </text>
      <text x={200} y={135} textAnchor="middle">
        Corner Saddle · Flat Saddle · Flush
      </text>
      <text x={200} y={28} textAnchor="middle">
        Elevation: posts carry the perimeter frame
      </text>
    </Svg>
  );
}

/** Plan: the four perimeter frame members. */
export function PerimeterImage() {
  return (
    <Svg title="Perimeter frame: plan view">
      <Defs />
      <rect x={70} y={50} width={260} height={150} fill="none" stroke={frame} strokeWidth={10} />
      <text x={200} y={40} textAnchor="middle">
        Frame 1 (front)
      </text>
      <text x={200} y={222} textAnchor="middle">
        Frame 2 (back)
      </text>
      <text x={40} y={130} textAnchor="middle" transform="rotate(-90 40 130)">
        Frame 3 (side)
      </text>
      <text x={360} y={130} textAnchor="middle" transform="rotate(90 360 130)">
        Frame 4 (side)
      </text>
      <text x={200} y={130} textAnchor="middle">
        One row per frame member: type, feet, inches
      </text>
      <text x={200} y={248} textAnchor="middle">
        Max 20 ft (4x8: 25 ft), inches 0 to 11.99
      </text>
    </Svg>
  );
}

/** Plan: a midspan beam splits a wide roof into two bays. */
export function MidspanImage() {
  return (
    <Svg title="Midspan beams: plan view">
      <Defs />
      <rect x={50} y={50} width={300} height={150} fill="none" stroke={frame} strokeWidth={8} />
      <line x1={200} y1={50} x2={200} y2={200} stroke={accent} strokeWidth={8} />
      <text x={200} y={40} textAnchor="middle">
        Midspan beam between two bays
      </text>
      <text x={125} y={130} textAnchor="middle">
        Bay 1
      </text>
      <text x={275} y={130} textAnchor="middle">
        Bay 2
      </text>
      <text x={200} y={228} textAnchor="middle">
        Same stock as the frame · max 20 ft (4x8: 25 ft)
      </text>
    </Svg>
  );
}

/** Elevation: an accessory beam attaches screens or lights below the frame. */
export function AccessoryImage() {
  return (
    <Svg title="Accessory beams: elevation">
      <Defs />
      <rect x={40} y={50} width={320} height={20} fill={frame} />
      <rect x={60} y={74} width={280} height={12} fill={accent} />
      <rect x={40} y={70} width={20} height={150} fill={soft} stroke={ink} />
      <rect x={340} y={70} width={20} height={150} fill={soft} stroke={ink} />
      <text x={200} y={40} textAnchor="middle">
        Frame
      </text>
      <text x={200} y={108} textAnchor="middle">
        Accessory beam (2x6 or 2x8, max 20 ft)
      </text>
      <text x={200} y={130} textAnchor="middle">
        carries screens, lights or heaters
      </text>
    </Svg>
  );
}

/** Plan and elevation: overall width, projection and height. */
export function DimensionsImage() {
  return (
    <Svg title="Dimensions">
      <Defs />
      <rect x={60} y={40} width={200} height={120} fill="none" stroke={frame} strokeWidth={6} />
      <text x={160} y={104} textAnchor="middle">
        Plan
      </text>
      <Arrow x1={60} y1={180} x2={260} y2={180} label="Width" lx={160} ly={198} />
      <Arrow x1={40} y1={40} x2={40} y2={160} label="Projection" lx={40} ly={30} />
      <rect x={300} y={60} width={60} height={10} fill={frame} />
      <rect x={300} y={70} width={8} height={130} fill={soft} stroke={ink} />
      <rect x={352} y={70} width={8} height={130} fill={soft} stroke={ink} />
      <line x1={290} y1={200} x2={380} y2={200} stroke={ink} strokeWidth={2} />
      <Arrow x1={385} y1={60} x2={385} y2={200} label="Height" lx={330} ly={225} />
      <text x={330} y={50} textAnchor="middle">
        Elevation
      </text>
    </Svg>
  );
}

export const roofHelpImages: Record<RoofHelpTopic, () => ReactNode> = {
  blades: BladeSizingImage,
  posts: PostsImage,
  perimeter: PerimeterImage,
  midspan: MidspanImage,
  accessory: AccessoryImage,
  dimensions: DimensionsImage,
};
