import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { roofDetails } from '../orders/line-details';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { arbitraryRoof, textsOf } from './drawing-test-kit';
import { roofDrawing, roofLabels, type DrawnRoof } from './roof-drawing';
import { boxesOverlap, labelBox } from './svg';

/** Two 20 ft and two 12' 6" frames, a midspan beam, 24 blades, four posts, four gutter corners and a remote. */
const roof = (overrides: Partial<DrawnRoof> = {}): DrawnRoof => ({ ...workedRoofA, measurements: {}, ...overrides });

const heightOf = (svg: string) => Number(/viewBox="0 0 720 ([\d.]+)"/.exec(svg)?.[1]);
/** Feet and inches as a person writes them, to the hundredth the form takes. */
const length = (feet = 0, inches = 0) => `${Math.round(feet * 100) / 100}' ${Math.round(inches * 100) / 100}"`;

describe('a roof’s plan view (issue 31, drawings)', () => {
  it('puts the two long frames across the width, the short ones on the sides, and lists every member with its dimensions', () => {
    const svg = roofDrawing(roof(), 'Roof 1: Back patio');
    expect(textsOf(svg)).toEqual(
      expect.arrayContaining([
        `Width 20' 0" (from frames)`,
        'Projection',
        `12' 6"`,
        '(from frames)',
        `F1 Frame 2x8 20' 0"`,
        `F3 Frame 2x8 12' 6"`,
        `M1 Midspan beam 2x10 20' 0"`,
        `B1 Blades 24 × B-Blade 12' 0"`,
        `P4 Post 6x6 Flat Saddle 10'`,
        'G1 Gutter Corner × 4',
        'Frame Black · Blades Black · Posts Black',
        'Motor Standard × 1 · Blades run front to back',
      ]),
    );
    const mark = (text: string) => roofLabels(roof()).find((l) => l.text === text);
    const back = mark('Back')?.y ?? 0;
    const front = mark('Front')?.y ?? 0;
    // F1 under the front edge, F2 over the back one, F3 and F4 beside the sides.
    expect(mark('F1')?.y).toBeGreaterThan(front);
    expect(mark('F2')?.y).toBeLessThan(back);
    expect([mark('F3')?.anchor, mark('F4')?.anchor]).toEqual(['end', 'start']);
    expect(svg).toContain('<title id="roof-title">Roof 1: Back patio</title>');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      '<desc id="roof-desc">Plan view from above, the front at the bottom, width 20&apos; 0&quot; (from frames), ' +
        'projection 12&apos; 6&quot; (from frames), 4 frames around the perimeter, 1 midspan beam across the width, 24 blades running front to back',
    );
    expect(svg).not.toContain('Remote');
  });

  it('labels the measured sizes as the dealer gave them, and a custom colour by its RAL code', () => {
    const c = roof({
      measurements: { widthFeet: 21, widthInches: 6, projectionFeet: 13, heightFeet: 9, heightInches: 2.5 },
      colors: { frameColor: 'MF', frameColorRal: '7016', bladeColor: 'White', bladeColorRal: '', postColor: 'MF' },
    });
    const texts = textsOf(roofDrawing(c, 'Measured'));
    expect(texts).toEqual(expect.arrayContaining([`Width 21' 6"`, `13' 0"`, 'Frame Custom RAL 7016 · Blades White · Posts Custom RAL 7016']));
    expect(texts.some((t) => t.startsWith(`Height 9' 2.5"`))).toBe(true);
    expect(texts).not.toContain('(from frames)');
  });

  it('draws an outline without labelled sizes for a roof of posts only, and a name holding markup as text', () => {
    const svg = roofDrawing(roof({ frames: [], beamMs: [], blades: [], addParts: [] }), 'Patio <script>alert(1)</script> & "co"');
    expect(textsOf(svg).some((t) => t.startsWith('Width') || t === 'Projection')).toBe(false);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Patio &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;');
  });

  it('labels every dimension, and no two labels overlap or leave the drawing, over every roof the schema allows', () => {
    fc.assert(
      fc.property(arbitraryRoof, (c) => {
        expect(ZRoofConfig.safeParse({ ...c, copies: 1 }).success).toBe(true);
        const svg = roofDrawing(c, 'Roof');
        expect(svg).not.toMatch(/NaN|Infinity/);
        const texts = textsOf(svg);
        const m = c.measurements ?? {};
        if (m.widthFeet !== undefined || m.widthInches !== undefined) expect(texts).toContain(`Width ${length(m.widthFeet, m.widthInches)}`);
        if (m.projectionFeet !== undefined || m.projectionInches !== undefined) expect(texts).toContain(length(m.projectionFeet, m.projectionInches));
        if (m.heightFeet !== undefined || m.heightInches !== undefined)
          expect(texts.some((t) => t.startsWith(`Height ${length(m.heightFeet, m.heightInches)}`))).toBe(true);
        (c.frames ?? []).forEach((f, i) => expect(texts).toContain(`F${i + 1} Frame ${f.frameType} ${length(f.frameFeet, f.frameInches)}`));
        (c.beamMs ?? []).forEach((b, i) => expect(texts).toContain(`M${i + 1} Midspan beam ${b.beamType} ${length(b.beamFeet, b.beamInches)}`));
        (c.beamAs ?? []).forEach((b, i) => expect(texts).toContain(`A${i + 1} Accessory beam ${b.beamType} ${length(b.beamFeet, b.beamInches)}`));
        (c.beamXs ?? []).forEach((b, i) => expect(texts).toContain(`X${i + 1} Extra beam ${b.beamType} ${length(b.beamFeet, b.beamInches)}`));
        (c.blades ?? []).forEach((b, i) => expect(texts).toContain(`B${i + 1} Blades ${b.bladeQty} × B-Blade ${length(b.bladeFeet, b.bladeInches)}`));
        (c.posts ?? []).forEach((p, i) => expect(texts.some((t) => t.startsWith(`P${i + 1} Post ${p.postStyle} ${p.postLength}`))).toBe(true));
        // Where the details list a member's length as typed (hundredths), the drawing reads the same.
        for (const { label, value } of roofDetails({ ...c, copies: 1 }))
          if (/^(Frame|.* Beam|Blades) \d+$/.test(label) && / \d+' \d+(\.\d{1,2})?"$/.test(value)) expect(texts.some((t) => t.endsWith(value))).toBe(true);

        const boxes = roofLabels(c).map(labelBox);
        const height = heightOf(svg);
        expect(boxes.filter((box) => box.left < 0 || box.right > 720 || box.top < 0 || box.bottom > height)).toEqual([]);
        const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => boxesOverlap(a, b)));
        expect(overlapping).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
