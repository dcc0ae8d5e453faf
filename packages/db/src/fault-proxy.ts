import net from 'node:net';

/**
 * How the proxy treats connections: `pass` forwards both ways; `refuse` closes the listening
 * port (connections are refused, as with PostgreSQL stopped); `blackhole` accepts and forwards
 * nothing, on new connections and open ones alike (a network partition: no answer, no reset).
 */
export type FaultMode = 'pass' | 'refuse' | 'blackhole';

export interface FaultProxy {
  port: number;
  mode(): FaultMode;
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of PostgreSQL for outage tests and scripts/outage.ts. Leaving a blackhole
 * drops the connections held through it (as a partition that lasted longer than TCP's patience
 * would), so each side finds out and opens new ones.
 */
export async function startFaultProxy(target: { host: string; port: number }, listenPort = 0): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const sockets = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'blackhole') {
      held.add(client);
      client.pause();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    // Forwarding checks the mode per chunk: a blackhole swallows what open connections send.
    client.on('data', (chunk) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'pass') client.write(chunk);
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  let port = listenPort;
  await listen();
  port = (server.address() as net.AddressInfo).port;
  const closeServer = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const s of sockets) s.destroy();
    held.clear();
  };
  return {
    port,
    mode: () => mode,
    async setMode(next) {
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        dropAll();
        await closeServer();
      } else if (!server.listening) {
        await listen();
      }
      if (previous === 'blackhole' && next === 'pass') dropAll();
    },
    async close() {
      mode = 'refuse';
      dropAll();
      await closeServer();
    },
  };
}
