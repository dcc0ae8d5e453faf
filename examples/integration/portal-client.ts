// The typed client every step of the example uses: openapi-fetch over the types generated from
// the portal's OpenAPI document (generate-client.ts), plus what a script needs around it.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './portal-api.js';

export type Portal = Client<paths>;
export type ApiError = components['schemas']['Error'];
export type Schemas = components['schemas'];

/** Stops the script with what the portal said: the code is for programs, the message for people. */
export function fail(step: string, error: ApiError, response: Response): never {
  const fields = error.fieldErrors ? ` ${JSON.stringify(error.fieldErrors)}` : '';
  throw new Error(`${step}: ${response.status} ${error.code}: ${error.message}${fields}`);
}

/** Stops the script when the portal answered something the script did not expect. */
export function expect(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`unexpected: ${what}`);
}

/** The operations the script called, as "METHOD /path/{param}" (the document's keys). */
export const called = new Set<string>();
const recorder: Middleware = {
  onRequest({ request, schemaPath }) {
    called.add(`${request.method} ${schemaPath}`);
    return undefined;
  },
};

/** A client of the portal at baseUrl: anonymous, or signed in with a token. */
export function portalAt(baseUrl: string, token?: string): Portal {
  const client = createClient<paths>({ baseUrl, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
  client.use(recorder);
  return client;
}

/** Signs in and answers a client that sends the session's token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Portal> {
  const { data, error, response } = await portalAt(baseUrl).POST('/api/users/login', { body: { email, password } });
  if (error) fail(`sign in as ${email}`, error, response);
  return portalAt(baseUrl, data.token);
}

/** A multipart body of files, the field `files` repeated, as every upload path takes it. */
export function filesForm(body: { files: Blob[] }): FormData {
  const form = new FormData();
  for (const file of body.files) form.append('files', file);
  return form;
}

/** A 1 × 1 PNG: uploads are checked by content, so a test image must be a real one. */
export function examplePng(name: string): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A one-page PDF, for the document library. */
export function examplePdf(name: string): File {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new File([text], name, { type: 'application/pdf' });
}
