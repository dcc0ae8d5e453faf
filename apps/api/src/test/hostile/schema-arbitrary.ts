import fc from 'fast-check';

/** The JSON Schema 2020-12 keywords that z.toJSONSchema and the OpenAPI document use. */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** Finds the schema a `$ref` points at ('#/components/schemas/X', '#/$defs/X'). */
export type RefResolver = (ref: string) => JsonSchema;

export interface SchemaContext {
  resolve: RefResolver;
  /** Ids for `format: uuid`: random ones miss every row, so the caller mixes in ids that exist. */
  uuid?: fc.Arbitrary<string>;
}

export function refResolver(root: unknown): RefResolver {
  return (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are followed: ${ref}`);
    let at: unknown = root;
    for (const segment of ref.slice(2).split('/'))
      at = (at as Record<string, unknown> | undefined)?.[decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!at || typeof at !== 'object') throw new Error(`$ref ${ref} points at nothing`);
    return at as JsonSchema;
  };
}

// Valid shapes stay small: the hostile sizes come from the mutations and the hand-made cases.
const maxGeneratedItems = 3;
const maxGeneratedLength = 40;
const maxDepth = 8;

/**
 * Values that the schema accepts, or nearly: lengths, ranges, enums, formats and required keys are
 * honoured, so a request gets past validation and reaches the service code often enough; the
 * mutations (mutations.ts) then break them on purpose. Not a full JSON Schema implementation:
 * what the portal's schemas do not use (allOf beyond the first, if/then, dependent keys) is not read.
 */
export function arbitraryFromSchema(schema: JsonSchema | boolean | undefined, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false || depth > maxDepth) return fc.constant(null);
  const next = (child: JsonSchema | boolean | undefined) => arbitraryFromSchema(child, context, depth + 1);

  if (schema.$ref) return next(context.resolve(schema.$ref));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));

  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, context);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, 1) ?? -1_000_000, max: upperBound(schema, 1) ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: lowerBound(schema, Number.EPSILON) ?? -1e6,
        max: upperBound(schema, Number.EPSILON) ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, next);
    case 'object':
      return objectArbitrary(schema, next);
    default:
      return schema.properties ? objectArbitrary(schema, next) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? maxGeneratedLength, maxGeneratedLength));
  if (schema.format === 'uuid') return context.uuid ?? fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.string({ minLength, maxLength });
}

function lowerBound(schema: JsonSchema, step: number): number | undefined {
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + step;
  return schema.minimum;
}

function upperBound(schema: JsonSchema, step: number): number | undefined {
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - step;
  return schema.maximum;
}

function arrayArbitrary(schema: JsonSchema, next: (child: JsonSchema | boolean | undefined) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  const prefix = (schema.prefixItems ?? []).map(next);
  const minLength = Math.max(0, (schema.minItems ?? 0) - prefix.length);
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? maxGeneratedItems, maxGeneratedItems));
  const rest = fc.array(next(schema.items), { minLength, maxLength });
  return fc.tuple(fc.tuple(...prefix), rest).map(([head, tail]) => [...head, ...tail]);
}

function objectArbitrary(schema: JsonSchema, next: (child: JsonSchema | boolean | undefined) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, next(child)]));
  const known = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return known;
  // A map (z.record): keys from propertyNames, values from additionalProperties.
  const keys = schema.propertyNames ? (next(schema.propertyNames) as fc.Arbitrary<string>) : fc.string({ maxLength: 20 });
  return fc.tuple(known, fc.dictionary(keys, next(extra), { maxKeys: maxGeneratedItems })).map(([fixed, more]) => ({ ...more, ...fixed }));
}
