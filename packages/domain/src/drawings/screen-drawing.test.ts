import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inchesDisplay } from '../configuration/screen/screen-options';
import { arbitraryScreenMeasures, textsOf } from './drawing-test-kit';
import { screenDrawing, screenLabels, type DrawnScreen } from './screen-drawing';
import { labelBox } from './svg';

const screen = (overrides: Partial<DrawnScreen> = {}): DrawnScreen => ({
  housingSize: '5.5',
  housingShape: 'Square',
  jobColor: 'Black',
  ralCode: null,
  trackLeft: 'Standard',
  trackRight: 'Recessed',
  motorSide: 'Right',
  width: 120,
  widthFraction: 0.375,
  dropLeft: 96,
  dropLeftFraction: 0.25,
  dropRight: 90,
  dropRightFraction: 0,
  meshOnly: false,
  ...overrides,
});

describe('a screen’s front view (issue 31, drawings)', () => {
  it('labels the width and both drops with their fractions, the housing, the motor side, each track, the colour and the slope', () => {
    const svg = screenDrawing(screen(), 'Screen 1: Patio west');
    expect(textsOf(svg)).toEqual(
      expect.arrayContaining([
        'Width 120 3/8"',
        'Left drop 96 1/4"',
        'Right drop 90"',
        'Housing 5.5" Square',
        'Motor: Right',
        'Track: Standard',
        'Track: Recessed',
        'Colour: Black',
        'Screen slopes down right to left',
      ]),
    );
    expect(svg).toContain('<title id="screen-title">Screen 1: Patio west</title>');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      '<desc id="screen-desc">Front view, width 120 3/8&quot;, left drop 96 1/4&quot;, right drop 90&quot;, housing 5.5 Square, motor on the right',
    );
  });

  it('names a custom colour by its RAL code, says nothing of a slope when the drops are equal, and draws a mesh-only screen without housing', () => {
    const texts = textsOf(screenDrawing(screen({ jobColor: 'Custom', ralCode: '7016', dropRight: 96, dropRightFraction: 0.25 }), 'Custom'));
    expect(texts).toContain('Colour: RAL 7016');
    expect(texts.some((t) => t.startsWith('Screen slopes'))).toBe(false);
    const mesh = textsOf(screenDrawing(screen({ meshOnly: true }), 'Mesh'));
    expect(mesh).toContain('Mesh / vinyl only');
    expect(mesh.some((t) => t.startsWith('Housing') || t.startsWith('Motor'))).toBe(false);
  });

  it('draws a name holding markup as text', () => {
    const svg = screenDrawing(screen(), 'Patio <script>alert(1)</script> & "co"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Patio &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;');
  });

  it('labels every dimension, and no two labels overlap or leave the drawing, for widths 36–360 in and drops 12–264 in', () => {
    fc.assert(
      fc.property(arbitraryScreenMeasures, (drawn) => {
        const c = screen(drawn);
        const texts = textsOf(screenDrawing(c, 'Screen'));
        for (const dimension of [
          inchesDisplay(c.width, c.widthFraction),
          inchesDisplay(c.dropLeft, c.dropLeftFraction),
          inchesDisplay(c.dropRight, c.dropRightFraction),
        ]) {
          expect(texts.some((t) => t.endsWith(` ${dimension}`))).toBe(true);
        }
        const boxes = screenLabels(c).map(labelBox);
        for (const box of boxes) expect(box.left >= 0 && box.right <= 720 && box.top >= 0 && box.bottom <= 450).toBe(true);
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
