import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Who may tell the server a client's address (X-Forwarded-For) and a request's id
 * (x-request-id): the number of proxies in front of it, or their addresses; false: nobody.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** The names proxy-addr (Fastify's) knows, so TRUST_PROXY reads as in Fastify's documentation. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const whatToSet =
  'set the number of proxies in front of the portal (1 behind one load balancer) or their addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8)';

function addRange(list: BlockList, entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** TRUST_PROXY as written by the operator; a string is what is wrong with it. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    return `'true' would take any client's X-Forwarded-For as its address, so a forged header would walk past the per-address limits: ${whatToSet}`;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 20 ? { hops } : `${text} proxies is more than the 20 a request can pass: ${whatToSet}`;
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const probe = new BlockList();
  for (const entry of addresses) {
    const ranges = namedRanges[entry] ?? [entry];
    if (!ranges.every((range) => addRange(probe, range))) {
      return `'${entry}' is not an IP address, a CIDR range or one of ${Object.keys(namedRanges).join(', ')}: ${whatToSet}`;
    }
  }
  return { addresses };
}

/** Fastify's trustProxy function: is the address `hop` steps from the server a trusted proxy? */
export function trustFunction(trusted: TrustedProxies): (address: string, hop: number) => boolean {
  if (trusted === false) return () => false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of trusted.addresses) for (const range of namedRanges[entry] ?? [entry]) addRange(list, range);
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** A forwarded id is taken only as a plain token: printable ASCII, no spaces, at most 128 characters. */
const plainToken = /^[\x21-\x7e]{1,128}$/;

/**
 * Every request gets an id for its log lines, echoed as x-request-id so a user's report and the
 * server's log meet. The id a trusted proxy sends is kept (its log and ours then share it); any
 * other client's is not, since it could be anything. Otherwise a random one (Fastify counts them,
 * "req-1", the same on every instance).
 */
export function requestIds(trusted: TrustedProxies) {
  const trust = trustFunction(trusted);
  return {
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage) => {
      const sent = req.headers['x-request-id'];
      const peer = req.socket.remoteAddress;
      return typeof sent === 'string' && plainToken.test(sent) && peer !== undefined && trust(peer, 0) ? sent : randomUUID();
    },
  };
}
