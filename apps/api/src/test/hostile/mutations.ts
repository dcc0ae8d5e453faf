import fc from 'fast-check';

/**
 * JSON cannot hold 1e309 or -1e309 as a value (JSON.stringify writes null), so the generated
 * values carry these stand-ins and `toHostileJson` writes the overflowing literals in their place:
 * JSON.parse reads them as ±Infinity.
 */
const overflowStandIns = new Map<number, string>([
  [1.2345678901234567e300, '1e309'],
  [-1.2345678901234567e300, '-1e309'],
]);

export function toHostileJson(value: unknown): string {
  let text = JSON.stringify(value) ?? '';
  for (const [standIn, literal] of overflowStandIns) text = text.split(JSON.stringify(standIn)).join(literal);
  return text;
}

/** A record whose `__proto__`, `constructor` or `prototype` key is an own key, as JSON.parse makes it. */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const hostileStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR '1'='1' --",
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u001B[31m',
  '\u202Eevil',
  '👩‍👩‍👧‍👦'.repeat(50),
  'é'.repeat(300),
  'x'.repeat(5_000),
];

export const hostileNumbers = [-1, 0, -0, 0.5, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER * 10, 1e308, -1e308, 5e-324, ...overflowStandIns.keys()];

const pollutionKeys = ['__proto__', 'constructor', 'prototype'];

/** Any value of a type a field did not ask for, and the edge values of each type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], [null], { $ne: null }, { $gt: '' }),
  fc.constantFrom(...pollutionKeys).map((key) => withOwnKey({}, key, { isAdmin: true, isSuperAdmin: true, polluted: true })),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileKey = fc.oneof(
  fc.constantFrom(...pollutionKeys, 'isAdmin', 'isSuperAdmin', 'userId', 'bcCustomerId', 'status', '', '\u0000', '\uD800', 'x'.repeat(300)),
  fc.string({ maxLength: 10 }),
);

type Path = (string | number)[];

/** Every place inside a value (the value itself first), for a mutation to aim at. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  return out;
}

function updateAt(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? updateAt(item, rest, change) : item));
  const record = value as Record<string, unknown>;
  return withOwnKey(record, String(head), updateAt(record[String(head)], rest, change));
}

type Mutation =
  { kind: 'keep' } | { kind: 'replace'; value: unknown } | { kind: 'addKey'; key: string; value: unknown } | { kind: 'dropKey' } | { kind: 'wrap' };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'keep' as const }) },
  { weight: 5, arbitrary: hostileValue.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('addKey' as const), key: hostileKey, value: hostileValue }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dropKey' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrap' as const }) },
);

function applyMutation(value: unknown, target: Path, change: Mutation): unknown {
  switch (change.kind) {
    case 'keep':
      return value;
    case 'replace':
      return updateAt(value, target, () => change.value);
    case 'addKey':
      return updateAt(value, target, (old) =>
        old && typeof old === 'object' && !Array.isArray(old)
          ? withOwnKey(old as Record<string, unknown>, change.key, change.value)
          : withOwnKey({}, change.key, change.value),
      );
    case 'dropKey': {
      const parent = target.slice(0, -1);
      const key = target.at(-1);
      if (key === undefined) return undefined;
      return updateAt(value, parent, (old) => {
        if (Array.isArray(old)) return old.filter((_, i) => i !== key);
        const { [String(key)]: _dropped, ...rest } = old as Record<string, unknown>;
        return rest;
      });
    }
    case 'wrap':
      return updateAt(value, target, (old) => [old]);
  }
}

/**
 * A value of the schema's shape, kept as it is or broken in one or two places: a field replaced
 * by a value of another type or an edge value, a key added (prototype-pollution keys among them),
 * a required key dropped, a value wrapped in an array.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const once = (value: unknown) =>
    fc.tuple(fc.nat(), mutation).map(([pick, change]) => {
      const paths = pathsOf(value);
      return applyMutation(value, paths[pick % paths.length] ?? [], change);
    });
  return valid.chain(once).chain((value) => fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: once(value) }));
}
