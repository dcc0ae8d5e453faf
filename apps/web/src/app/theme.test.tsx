import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const vars: Record<string, string | undefined> = cssVariablesResolver(merged).light;
const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
const color = (name: string, index: number) => merged.colors[name]![index]!;
/** A variable's colour: a hex value, or var(--mantine-color-{name}-{shade}). */
const resolve = (value: string) => {
  const ref = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return ref ? color(ref[1]!, Number(ref[2])) : value;
};

describe('theme contrast in light mode (WCAG AA, 4.5:1 for normal text)', () => {
  it('white on filled buttons: primary blue and red', () => {
    expect(contrast('#ffffff', color('blue', shade))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', color('red', shade))).toBeGreaterThanOrEqual(4.5);
  });

  it('links (primary shade) on white and on the gray-0 of expanded rows', () => {
    expect(contrast(color('blue', shade), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('blue', shade), color('gray', 0))).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed and placeholder text on white, hovered rows (gray-1) and the light blue editing row', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder']) {
      for (const background of ['#ffffff', color('gray', 0), color('gray', 1), color('blue', 1)]) {
        expect(contrast(resolve(vars[name]!), background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('error and c="red" text on white and gray-0', () => {
    for (const name of ['--mantine-color-error', '--mantine-color-red-text']) {
      expect(contrast(resolve(vars[name]!), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(resolve(vars[name]!), color('gray', 0)), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light alerts and badges: their text colour on their shade-1 background', () => {
    for (const name of ['green', 'yellow', 'orange', 'teal']) {
      expect(contrast(resolve(vars[`--mantine-color-${name}-light-color`]!), color(name, 1)), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own shade 9 on shade 1 already passes for these.
    for (const name of ['blue', 'red', 'gray']) expect(contrast(color(name, 9), color(name, 1)), name).toBeGreaterThanOrEqual(4.5);
  });
});
