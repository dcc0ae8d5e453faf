import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | (() => { status?: number; body: unknown });

/**
 * Stubs fetch for the files REST paths: `answers` by "METHOD /path" (the path as sent, encoded).
 * Returns the requests made, with their Authorization header.
 */
export function fakeFilesApi(answers: Record<string, Answer>) {
  const requests: { method: string; path: string; authorization: string | null; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      requests.push({ method, path, authorization: new Headers(init?.headers).get('authorization'), ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}) });
      const found = answers[`${method} ${path}`];
      const answer = typeof found === 'function' ? found() : found;
      if (!answer) return new Response(JSON.stringify({ message: `No answer for ${method} ${path}` }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. The last one made is `FakeXhr.last`. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}

/** A listed file as the server answers it. */
export function makeFileItem(key: string, overrides: Partial<{ size: number; contentType: string }> = {}) {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/^[0-9a-f-]{36}-/, '');
  return { Key: key, key, name, size: overrides.size ?? 1000, contentType: overrides.contentType ?? 'application/pdf', lastModified: '2026-11-01T10:00:00.000Z', signedUrl: `https://files.example/${encodeURIComponent(key)}?sig=1`, downloadUrl: `https://files.example/${encodeURIComponent(key)}?sig=1&download=1` };
}
