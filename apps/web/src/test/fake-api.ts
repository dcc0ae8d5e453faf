import { vi } from 'vitest';

type Handler = (input: unknown) => unknown;

/**
 * Stubs fetch with a tRPC batch endpoint: each procedure answers from `handlers`
 * (a thrown { code, message } becomes a tRPC error). Returns the calls made, by procedure.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; input: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      const paths = decodeURIComponent(parsed.pathname.replace(/^.*\/trpc\//, '')).split(',');
      const inputs = (init?.body ? JSON.parse(String(init.body)) : JSON.parse(parsed.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
      const authorization = new Headers(init?.headers).get('authorization');
      const body = paths.map((path, index) => {
        const input = inputs[index];
        calls.push({ path, input, authorization });
        const handler = handlers[path];
        try {
          if (!handler) throw { code: 'NOT_FOUND', message: `No handler for ${path}` };
          return { result: { data: handler(input) } };
        } catch (thrown) {
          const { code, message } = thrown as { code: string; message: string };
          return { error: { message, code: -32000, data: { code, httpStatus: code === 'UNAUTHORIZED' ? 401 : 400 } } };
        }
      });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
