import { z } from 'zod';
import { screenMaterials } from '@portal/domain/configuration/screen/screen-options';
import type { LineKind } from '@portal/domain/lead-times/lead-times';
import { ZPartConfigView, ZRoofConfigView, ZScreenConfigView } from '@portal/domain/orders/order-view-schemas';

/** A field of a line's configuration an addition can name, and the values it can hold ([] when free text). */
export interface ConfigField {
  path: string;
  kinds: LineKind[];
  values: string[];
}

const unwrap = (schema: unknown): unknown => (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? unwrap(schema.unwrap()) : schema);

/**
 * The choice fields of a stored configuration (a list of values or yes/no), dotted below a nested
 * object: read from the schemas orders are stored with, so a new option shows here without an edit.
 * Measurements and free text are left out: an addition compares one value as text.
 */
function choiceFields(schema: z.ZodObject, prefix = ''): { path: string; values: string[] }[] {
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const inner = unwrap(field);
    const path = `${prefix}${key}`;
    if (inner instanceof z.ZodObject) return choiceFields(inner, `${path}.`);
    if (inner instanceof z.ZodEnum) return [{ path, values: inner.options.map(String) }];
    if (inner instanceof z.ZodBoolean) return [{ path, values: ['true', 'false'] }];
    return [];
  });
}

/** Text fields worth a lead time: a screen's fabric colour, a part's family and its options (named by the catalog: Color is the common one). */
const textFields: { path: string; kind: LineKind; values: string[] }[] = [
  { path: 'materialColor', kind: 'screens', values: [...new Set(Object.values(screenMaterials).flatMap((material) => material.colors))] },
  { path: 'family', kind: 'parts', values: [] },
  { path: 'options.Color', kind: 'parts', values: [] },
];

function collect(): ConfigField[] {
  const byPath = new Map<string, ConfigField>();
  const add = (path: string, kind: LineKind, values: string[]) => {
    const known = byPath.get(path) ?? { path, kinds: [], values: [] };
    byPath.set(path, { path, kinds: [...known.kinds, kind], values: [...new Set([...known.values, ...values])] });
  };
  const schemas: [LineKind, z.ZodObject][] = [
    ['screens', ZScreenConfigView],
    ['roofs', ZRoofConfigView],
    ['parts', ZPartConfigView],
  ];
  for (const [kind, schema] of schemas) for (const { path, values } of choiceFields(schema)) add(path, kind, values);
  for (const { path, kind, values } of textFields) add(path, kind, values);
  return [...byPath.values()];
}

export const configFields: ConfigField[] = collect();

const kindNames: Record<LineKind, string> = { screens: 'Screens', roofs: 'Roofs', parts: 'Parts' };

/** The Field choices, grouped by the product kinds that have the field ('Screens and roofs' for motorType). */
export const fieldChoices: { group: string; items: string[] }[] = (() => {
  const groups = new Map<string, string[]>();
  for (const field of configFields) {
    const names = field.kinds.map((kind) => kindNames[kind]);
    const group = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)?.toLowerCase()}` : (names[0] ?? '');
    groups.set(group, [...(groups.get(group) ?? []), field.path]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
})();

/** The values a field is known to hold, for the Value choices; any other text may still be typed. */
export function valuesOf(path: string): string[] {
  return configFields.find((field) => field.path === path.trim())?.values ?? [];
}
