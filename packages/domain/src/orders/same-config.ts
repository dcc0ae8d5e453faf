/** JSON with sorted keys: jsonb (and a form) does not keep the key order a configuration was written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two line configurations order the same thing, however their keys were written. */
export function sameConfig(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
