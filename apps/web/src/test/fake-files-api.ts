import { vi } from 'vitest';

/**
 * files.list for the tRPC fake (test/fake-api.ts): `lists` answers by the folder listed, its
 * bucket and folders joined by '/' ('docs', 'orders/{orderId}'); another folder is not found.
 */
export function fileLists(lists: Record<string, () => unknown>) {
  return (input: unknown) => {
    const { bucket, folders = [] } = input as { bucket: string; folders?: string[] };
    const listed = lists[[bucket, ...folders].join('/')];
    if (!listed) throw { code: 'NOT_FOUND', message: `No list of ${[bucket, ...folders].join('/')}` };
    return listed();
  };
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
  return {
    Key: key,
    key,
    name,
    size: overrides.size ?? 1000,
    contentType: overrides.contentType ?? 'application/pdf',
    lastModified: '2026-11-01T10:00:00.000Z',
    signedUrl: `https://files.example/${encodeURIComponent(key)}?sig=1`,
    downloadUrl: `https://files.example/${encodeURIComponent(key)}?sig=1&download=1`,
  };
}
