import { now, type Recorder } from './recorder';
import type { Account } from './accounts';

export interface Answer<T> {
  status: number;
  ok: boolean;
  data: T;
  headers: Headers;
}

/**
 * One person's connection to the API: every request is timed and recorded under its route
 * pattern (`GET /api/orders/:id`), sent from the person's own address through the trusted proxy.
 */
export class Session {
  private token = '';

  constructor(
    private readonly baseUrl: string,
    private readonly account: Account,
    private readonly recorder: Recorder,
  ) {}

  async signIn() {
    const answer = await this.send<{ token?: string }>('POST /api/users/login', '/api/users/login', {
      email: this.account.email,
      password: this.account.password,
    });
    if (!answer.ok || !answer.data.token) throw new Error(`${this.account.email} could not sign in: ${answer.status}`);
    this.token = answer.data.token;
  }

  get<T>(route: string, path: string, headers: Record<string, string> = {}) {
    return this.send<T>(route, path, undefined, 'GET', headers);
  }

  post<T>(route: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.send<T>(route, path, body, 'POST', headers);
  }

  patch<T>(route: string, path: string, body: unknown) {
    return this.send<T>(route, path, body, 'PATCH');
  }

  private async send<T>(route: string, path: string, body?: unknown, method = route.split(' ')[0]!, extra: Record<string, string> = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.account.address, ...extra };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = now();
    let status = 0;
    let text = '';
    let responseHeaders = new Headers();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      text = await res.text();
      status = res.status;
      responseHeaders = res.headers;
    } catch (error) {
      text = `no answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
    }
    this.recorder.record(route, now() - started, status, () => text);
    const ok = status >= 200 && status < 300;
    let data = {} as T;
    if (ok && text) data = JSON.parse(text) as T;
    return { status, ok, data, headers: responseHeaders };
  }
}
