import { z } from 'zod';

export const ZLineDrawing = z
  .object({
    lineId: z.string().describe("The line's id (screenId or roofId in the order)"),
    kind: z.enum(['screen', 'roof']),
    svg: z.string().describe('The dimensioned drawing as SVG text: a front view of a screen, a plan view of a roof; titled and described for screen readers'),
  })
  .meta({ id: 'LineDrawing', description: "A configured line's drawing, as the order view, the store form and the PDFs show it" });

export const ZLineDrawings = z
  .array(ZLineDrawing)
  .meta({ id: 'LineDrawings', description: "An order's drawings, screens then roofs, in the order's line order" });
