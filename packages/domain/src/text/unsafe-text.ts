/**
 * Characters no field of the portal holds: NUL and the other control characters (tab, line feed
 * and carriage return are text), DEL, and UTF-16 surrogates that are not part of a pair (they
 * cannot be stored as UTF-8: PostgreSQL refuses them, which used to surface as a 500).
 */
const unsafe = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unsafeTextMessage = 'Contains a character that is not allowed (a control character or an incomplete one)';

/** Beyond this many values a request is refused as a whole rather than walked further. */
const maxValues = 100_000;

export function isUnsafeText(value: string): boolean {
  return unsafe.test(value);
}

/**
 * The first place in a request's input (a path like 'cart.screens.0.screenName'; 'input' for the
 * input itself) whose string or key holds such a character, or null. Walks without recursion, so
 * any nesting depth is safe, and gives up past `maxValues` values (answered as the input itself).
 */
export function findUnsafeText(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  let seen = 0;
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (++seen > maxValues) return path || 'input';
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return path || 'input';
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const at = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}
