import { z } from 'zod';

/** Helpers for the module's OpenAPI fragments: request bodies come from the same zod schemas. */
export function jsonBody(schema: z.ZodType) {
  return { required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } } };
}

export function jsonResponse(description: string, schema: Record<string, unknown> = { type: 'object' }) {
  return { description, content: { 'application/json': { schema } } };
}

export const errorResponses = {
  '400': jsonResponse('Invalid input', { $ref: '#/components/schemas/Error' }),
  '401': jsonResponse('Missing, invalid or expired token', { $ref: '#/components/schemas/Error' }),
  '403': jsonResponse('Not allowed', { $ref: '#/components/schemas/Error' }),
};

export function queryParameters(schema: z.ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: false, schema: s }));
}

export const bearer = [{ bearer: [] }];
