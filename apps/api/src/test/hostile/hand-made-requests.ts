import { maxCallsPerBatch } from '@portal/domain/limits/request-limits';
import { encodeAnything, endsSession, type HostileRequest } from './hostile-request';
import type { RestOperation } from './rest-requests';
import type { TrpcProcedure } from './trpc-requests';

const depth = 10_000;
const megabyte = 1_000_000;

/** Bodies no generator would make: nesting, size, number overflow, pollution keys, broken text. */
const bodies: Record<string, string | Buffer> = {
  'an array nested 10,000 deep': `${'['.repeat(depth)}${']'.repeat(depth)}`,
  'an object nested 10,000 deep': `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  'a field nested 10,000 deep': `{"orderName":${'['.repeat(depth)}"x"${']'.repeat(depth)},"cart":{"screens":[],"roofs":[],"parts":[]}}`,
  'a 1 MB string in each field': `{"orderName":"${'x'.repeat(megabyte)}","email":"${'x'.repeat(16)}","password":"${'y'.repeat(16)}"}`,
  'a 1 MB string of two-byte characters': `{"filter":"${'é'.repeat(megabyte / 2 - 100)}"}`,
  'a 1 MB key': `{"${'k'.repeat(megabyte)}":1}`,
  'a body over the size limit': `{"orderName":"${'x'.repeat(2 * megabyte)}"}`,
  '100,000 array items': `{"cart":{"screens":[${Array(100_000).fill('{}').join(',')}],"roofs":[],"parts":[]},"orderName":"many"}`,
  '100,000 keys': `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  '1e309 in every number': '{"version":1e309,"limit":1e309,"offset":-1e309,"knownVersion":1e309,"orderNumber":1e309,"amount":1e309}',
  '__proto__ key': '{"__proto__":{"isAdmin":true,"isSuperAdmin":true},"orderName":"polluted"}',
  'constructor.prototype key': '{"constructor":{"prototype":{"isAdmin":true}},"orderName":"polluted"}',
  'nested __proto__ key': '{"cart":{"__proto__":{"screens":1}},"orderName":"polluted"}',
  'an escaped NUL': '{"orderName":"a\\u0000b","email":"\\u0000@x","filter":"\\u0000"}',
  'an escaped lone surrogate': '{"orderName":"a\\ud800b","email":"\\udfff@x","filter":"\\ud800"}',
  'a raw NUL byte': Buffer.from('{"orderName":"a\u0000b"}', 'utf8'),
  'bytes that are not UTF-8': Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  'a byte-order mark': '\uFEFF{"orderName":"bom"}',
  null: 'null',
  'a string': '"text"',
  'a number': '42',
  'an array': '[]',
  true: 'true',
  'truncated JSON': '{"a":',
  'single quotes': "{'a':1}",
  'a trailing comma': '{"a":1,}',
  'a duplicated key': '{"orderName":"first","orderName":123}',
  'an empty body': '',
};

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

/** Query strings with a parameter given twice, odd encodings and pollution keys. */
const queries = [
  '?offset=1&offset=2',
  '?limit=10&limit=x',
  '?orderBy=name&orderBy=email&sortOrder=asc&sortOrder=desc',
  '?status=SUBMITTED&status=APPROVED&scope=mine&scope=team',
  '?limit=1e309&offset=1e309',
  '?limit=-1e309&offset=NaN',
  '?__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true',
  '?filter=%00&orderBy=%ED%A0%80',
  `?filter=${'x'.repeat(megabyte)}`,
  '?filter=%',
  '?full=true&full=false',
];

/**
 * The hand-made cases over every REST operation with a body, every GET operation and the tRPC
 * endpoint: the inputs a property generator would not think of, each named.
 */
export function handMadeRequests(operations: RestOperation[], procedures: TrpcProcedure[], ids: string[]): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const concrete = (template: string) => template.replace(/\{[^}]+\}/g, () => encodeAnything(ids[0] ?? 'x'));

  for (const { method, template, operation } of operations) {
    const url = concrete(template);
    const label = (what: string) => `REST ${operation.operationId ?? template}: ${what}`;
    if (template.includes('{')) {
      for (const [what, value] of [
        ['a path parameter of 6,000 characters', 'a'.repeat(6_000)],
        ['a path parameter of 1 MB', 'a'.repeat(megabyte)],
      ] as const) {
        requests.push({ label: label(what), transport: 'rest', method, url: template.replace(/\{[^}]+\}/g, value) });
      }
      for (const raw of ['%ED%A0%80', '%FF%FE', '%', '%00', '..%2F..%2F'])
        requests.push({ label: label(`path parameter ${raw}`), transport: 'rest', method, url: template.replace(/\{[^}]+\}/g, raw) });
    }
    if (method === 'GET' || method === 'DELETE') {
      for (const query of queries) requests.push({ label: label(`query ${query.slice(0, 50)}`), transport: 'rest', method, url: `${url}${query}` });
    }
    if (method === 'GET') continue;
    for (const [what, payload] of Object.entries(bodies)) {
      requests.push({ label: label(what), transport: 'rest', method, url, headers: { 'content-type': 'application/json' }, payload });
    }
    for (const contentType of contentTypes) {
      requests.push({
        label: label(`sent as ${contentType}`),
        transport: 'rest',
        method,
        url,
        headers: { 'content-type': contentType },
        payload: '{"orderName":"typed"}',
      });
    }
    requests.push({ label: label('a body with no content type'), transport: 'rest', method, url, payload: '{"orderName":"untyped"}' });
  }

  const queryNames = procedures.filter((p) => p.type === 'query').map((p) => p.name);
  const mutationNames = procedures.filter((p) => p.type === 'mutation').map((p) => p.name);
  const trpc = (label: string, method: HostileRequest['method'], url: string, payload?: string | Buffer, contentType = 'application/json'): HostileRequest => ({
    label: `tRPC ${label}`,
    transport: 'trpc',
    method,
    url,
    headers: payload === undefined ? {} : { 'content-type': contentType },
    ...(payload !== undefined ? { payload } : {}),
  });
  for (const name of mutationNames) {
    for (const [what, payload] of Object.entries(bodies)) requests.push(trpc(`${name}: ${what}`, 'POST', `/trpc/${name}`, payload));
    requests.push(trpc(`${name}: sent as text/plain`, 'POST', `/trpc/${name}`, '{"a":1}', 'text/plain'));
  }
  for (const name of queryNames) {
    requests.push(trpc(`${name}: input nested 10,000 deep`, 'GET', `/trpc/${name}?input=${encodeURIComponent(`${'['.repeat(depth)}${']'.repeat(depth)}`)}`));
    requests.push(trpc(`${name}: a 1 MB input`, 'GET', `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ filter: 'x'.repeat(megabyte) }))}`));
    requests.push(trpc(`${name}: 1e309`, 'GET', `/trpc/${name}?input=${encodeURIComponent('{"limit":1e309,"offset":1e309,"knownVersion":1e309}')}`));
    requests.push(trpc(`${name}: input given twice`, 'GET', `/trpc/${name}?input=%7B%7D&input=%5B%5D`));
    requests.push(trpc(`${name}: input not JSON`, 'GET', `/trpc/${name}?input=%7B`));
    requests.push(trpc(`${name}: __proto__ input`, 'GET', `/trpc/${name}?input=${encodeURIComponent('{"__proto__":{"isAdmin":true}}')}`));
  }

  const over = maxCallsPerBatch + 1;
  const batchOf = (names: string[], n: number) => Array.from({ length: n }, (_, i) => names[i % names.length]).join(',');
  const inputs = (n: number, value: unknown) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), value])));
  requests.push(trpc(`a batch of ${over} queries`, 'GET', `/trpc/${batchOf(queryNames, over)}?batch=1`));
  requests.push(
    trpc(
      `a batch of ${over} mutations`,
      'POST',
      `/trpc/${batchOf(mutationNames, over)}?batch=1`,
      inputs(over, { orderName: 'batch', status: 'DRAFT', cart: { screens: [], roofs: [], parts: [] } }),
    ),
  );
  requests.push(trpc('a batch of 1,000 queries', 'GET', `/trpc/${batchOf(queryNames, 1_000)}?batch=1`));
  requests.push(trpc('a batch of 1,000 mutations', 'POST', `/trpc/${batchOf(mutationNames, 1_000)}?batch=1`, inputs(1_000, {})));
  requests.push(trpc('a batch whose input is an array', 'POST', `/trpc/${batchOf(mutationNames, 2)}?batch=1`, '[{},{}]'));
  requests.push(trpc('a batch given twice', 'GET', `/trpc/${batchOf(queryNames, 2)}?batch=1&batch=1`));
  requests.push(trpc('a batch naming no procedure', 'GET', '/trpc/,,,?batch=1'));
  requests.push(trpc('a procedure that does not exist', 'POST', '/trpc/__proto__.constructor', '{}'));
  requests.push(trpc('a prototype path', 'GET', '/trpc/toString'));
  requests.push(trpc('a procedure name not UTF-8', 'GET', '/trpc/%ED%A0%80'));
  return requests.map((request) => ({ ...request, endsSession: endsSession(request.url.split('?')[0] ?? '') }));
}
