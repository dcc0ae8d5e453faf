/** One request of the hostile-input test, as sent through fastify.inject. */
export interface HostileRequest {
  /** What it is, for a failure message. */
  label: string;
  transport: 'rest' | 'trpc';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as it is (the JSON text is made by the generator, so it can hold what JSON.stringify cannot). */
  payload?: string | Buffer;
  /** Signing out ends the caller's session: such a request is sent with a spare session, not the fixture's. */
  endsSession?: boolean;
}

/** Sign-out, by its operation id, path or procedure name. */
export const endsSession = (name: string) => /log-?out|sign-?out/i.test(name);

/**
 * Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them): they
 * are written as the bytes a careless encoder would send (CESU-8), which is itself a hostile input.
 */
export function encodeAnything(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    }).join('');
  }
}

/** Truncates a request's text for a failure message. */
export function describe(request: HostileRequest): string {
  const payload = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 120)}${String(request.payload).length > 120 ? '…' : ''}`;
  return `${request.label}: ${request.method} ${request.url.slice(0, 160)}${request.url.length > 160 ? '…' : ''}${payload}`;
}
