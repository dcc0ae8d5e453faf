import type { TRoofConfigInput } from '../configuration/roof/roof-config';
import type { TScreenConfig } from '../configuration/screen/screen-config';
import { partDetails, roofDetails, screenDetails, type DetailEntry, type PartChoice } from './line-details';

/** One line an administrator changed on a submitted order: which line, its values before → after (null: added or removed). */
export interface OrderLineChange {
  line: string;
  before: string | null;
  after: string | null;
}

export interface LinesForHistory {
  screens: { screenId: string; screenName: string; details: string; config: TScreenConfig }[];
  roofs: { roofId: string; config: TRoofConfigInput }[];
  parts: { partId: string; config: PartChoice & { family?: string | null; itemNo?: string | null } }[];
}

const text = (entries: DetailEntry[]) => entries.map((e) => `${e.label} ${e.value}`).join('; ');

interface Keyed {
  id: string;
  name: string;
  entries: DetailEntry[];
}

/** How the history names a line: 'Screen 2 (Patio)', 'Part 1'. */
const lineLabel = (kind: string, index: number, name: string) => `${kind} ${index + 1}${name ? ` (${name})` : ''}`;

function diff(kind: string, before: Keyed[], after: Keyed[]): OrderLineChange[] {
  const changes: OrderLineChange[] = [];
  const earlier = new Map(before.map((l) => [l.id, l]));
  const later = new Set(after.map((l) => l.id));
  after.forEach((line, i) => {
    const label = lineLabel(kind, i, line.name);
    const old = earlier.get(line.id);
    if (!old) {
      changes.push({ line: label, before: null, after: text(line.entries) });
      return;
    }
    const was = new Map(old.entries.map((e) => [e.label, e.value]));
    const now = new Map(line.entries.map((e) => [e.label, e.value]));
    const labels = [...new Set([...was.keys(), ...now.keys()])].filter((l) => was.get(l) !== now.get(l));
    if (old.name !== line.name) labels.unshift('Name');
    if (labels.length === 0) return;
    const side = (m: Map<string, string>, name: string) => labels.map((l) => `${l} ${l === 'Name' ? name || '—' : (m.get(l) ?? '—')}`).join('; ');
    changes.push({ line: label, before: side(was, old.name), after: side(now, line.name) });
  });
  before.forEach((line, i) => {
    if (!later.has(line.id)) changes.push({ line: lineLabel(kind, i, line.name), before: text(line.entries), after: null });
  });
  return changes;
}

/** A line's name as the history writes it ('Screen 2 (Patio)'), found by its id; undefined when the order has no such line. */
export function lineName(lines: LinesForHistory, lineId: string): string | undefined {
  const label = (kind: string, i: number, name: string) => (i < 0 ? undefined : lineLabel(kind, i, name));
  const s = lines.screens.findIndex((l) => l.screenId === lineId);
  if (s >= 0) return label('Screen', s, lines.screens[s]?.screenName ?? '');
  const r = lines.roofs.findIndex((l) => l.roofId === lineId);
  if (r >= 0) return label('Roof', r, lines.roofs[r]?.config.roofName ?? '');
  const p = lines.parts.findIndex((l) => l.partId === lineId);
  return label('Part', p, lines.parts[p]?.config.family ?? lines.parts[p]?.config.itemNo ?? '');
}

/**
 * What changed between two versions of an order's lines, line by line (matched by line id):
 * added, removed, and each changed value before → after, as the cart's expanded rows read them.
 */
export function orderLineChanges(before: LinesForHistory, after: LinesForHistory): OrderLineChange[] {
  const screens = (ls: LinesForHistory['screens']) =>
    ls.map((l) => ({
      id: l.screenId,
      name: l.screenName,
      entries: [...screenDetails(l.config), ...(l.details ? [{ label: 'Details', value: l.details }] : [])],
    }));
  const roofs = (ls: LinesForHistory['roofs']) => ls.map((l) => ({ id: l.roofId, name: l.config.roofName ?? '', entries: roofDetails(l.config) }));
  const parts = (ls: LinesForHistory['parts']) =>
    ls.map((l) => ({ id: l.partId, name: l.config.family ?? l.config.itemNo ?? '', entries: partDetails(l.config) }));
  return [
    ...diff('Screen', screens(before.screens), screens(after.screens)),
    ...diff('Roof', roofs(before.roofs), roofs(after.roofs)),
    ...diff('Part', parts(before.parts), parts(after.parts)),
  ];
}

/** The order's own fields an administrator changed (name, number, details), as history lines. */
export function orderHeaderChanges(before: OrderHeaderFields, after: OrderHeaderFields): OrderLineChange[] {
  const fields: [keyof OrderHeaderFields, string][] = [
    ['orderName', 'Order Name'],
    ['orderNumber', 'Order Number'],
    ['extraDetails', 'Details'],
  ];
  return fields.filter(([k]) => before[k] !== after[k]).map(([k, label]) => ({ line: label, before: before[k] || null, after: after[k] || null }));
}

interface OrderHeaderFields {
  orderName: string;
  orderNumber: string;
  extraDetails: string;
}
