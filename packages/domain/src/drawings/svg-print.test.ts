import { describe, expect, it } from 'vitest';
import { svgAspect, svgForPrint } from './svg';

const drawn = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 450" width="720" height="450" role="img"><rect width="10" height="5"/></svg>';

describe('a drawing for paper or a picture', () => {
  it('reads its proportions from its viewBox', () => expect(svgAspect(drawn)).toBe(450 / 720));

  it("replaces or drops the root's own size, keeps the inner elements', and prints black", () => {
    expect(svgForPrint(drawn)).toBe(
      '<svg color="black" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 450" role="img"><rect width="10" height="5"/></svg>',
    );
    expect(svgForPrint(drawn, { width: 360, height: 225 })).toMatch(
      /^<svg width="360" height="225" color="black" xmlns=[^>]*viewBox="0 0 720 450" role="img">/,
    );
  });
});
