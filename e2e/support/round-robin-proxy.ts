import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each upstream, in the order the upstreams were given. */
  counts(): number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy on 127.0.0.1 that hands each request to the next upstream in turn, whatever
 * connection it came on: not sticky, so a browser's session made on one instance is used on the
 * other. It adds X-Forwarded-For/-Proto/-Host as a load balancer does.
 */
export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  const counts = upstreamPorts.map(() => 0);
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: req.method,
        path: req.url,
        agent,
        headers: { ...forwardable(req.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    upstream.once('error', (error) => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end(`instance ${index + 1} did not answer: ${error.message}`);
    });
    // The client went away mid-answer: drop the upstream request too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
