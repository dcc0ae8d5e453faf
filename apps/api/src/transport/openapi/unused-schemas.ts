/**
 * The zod registry holds every schema with an id, each as an input and an output variant; the
 * document keeps only those a path reaches (directly or through another kept schema).
 */
export function withoutUnusedSchemas<T extends object>(input: T): T {
  const document = input as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!kept.has(name)) {
          kept.add(name);
          visit(schemas[name]);
        }
      } else {
        visit(value);
      }
    }
  };
  const { components, ...rest } = document;
  visit(rest);
  const keptSchemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => kept.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...document, components: { ...components, schemas: keptSchemas } } as T;
}
