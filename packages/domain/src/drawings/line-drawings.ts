import type { OrderLines } from '../orders/order-view';
import { roofDrawing } from './roof-drawing';
import { screenDrawing } from './screen-drawing';

/** A configured line's drawing; `name` is its title (what screen readers and a dialog name it). */
export interface LineDrawing {
  lineId: string;
  kind: 'screen' | 'roof';
  name: string;
  svg: string;
}

/** Where the drawings go: `idPrefix` keeps their ids unique on a page showing several orders (or one twice). */
export interface LineDrawingsPlacement {
  idPrefix?: string | undefined;
  fluid?: boolean | undefined;
}

const named = (kind: string, index: number, name: string) => `${kind} ${index + 1}${name ? `: ${name}` : ''}`;

/**
 * An order's drawings, screens then roofs as the order lists them (parts have none), each under
 * its line's id (screenId, roofId: kept across saves, so a document or a page finds a line's
 * drawing by it). A line stored without the configuration a drawing needs (orders older than the
 * portal's forms) has none.
 */
export function lineDrawings(order: Pick<OrderLines, 'screens' | 'roofs'>, placement: LineDrawingsPlacement = {}): LineDrawing[] {
  const prefix = placement.idPrefix ?? 'drawing';
  const screens = order.screens.flatMap((line, i): LineDrawing[] => {
    if (!line.config || typeof line.config.width !== 'number') return [];
    const name = named('Screen', i, line.screenName);
    return [{ lineId: line.screenId, kind: 'screen', name, svg: screenDrawing(line.config, name, { id: `${prefix}-screen-${i}`, fluid: placement.fluid }) }];
  });
  const roofs = order.roofs.flatMap((line, i): LineDrawing[] => {
    if (!line.config?.colors) return [];
    const name = named('Roof', i, line.roofName || line.config.roofName);
    return [{ lineId: line.roofId, kind: 'roof', name, svg: roofDrawing(line.config, name, { id: `${prefix}-roof-${i}`, fluid: placement.fluid }) }];
  });
  return [...screens, ...roofs];
}
