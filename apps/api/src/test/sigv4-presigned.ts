import { createHash, createHmac } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
/** RFC 3986 escaping, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const escape = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks a presigned GET URL's SigV4 signature the way an S3 server does, independently of the
 * client that signed it: over the method, the path, the query and the `host` header a browser
 * sends when it opens the URL (or `host`, to ask whether another host would be accepted).
 * s3rver checks no signature, so the tests check them here.
 */
export function presignedGetSignatureMatches(url: string, secretKey: string, host = new URL(url).host): boolean {
  const parsed = new URL(url);
  const rawQuery = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    }) as [string, string][];
  const signature = params.find(([k]) => k === 'X-Amz-Signature')?.[1];
  const credential = params.find(([k]) => k === 'X-Amz-Credential')?.[1];
  const amzDate = params.find(([k]) => k === 'X-Amz-Date')?.[1];
  // A browser sends no header but host that the link could have signed.
  if (!signature || !credential || !amzDate || params.find(([k]) => k === 'X-Amz-SignedHeaders')?.[1] !== 'host') return false;
  const [, date, region, service] = credential.split('/');
  if (!date || !region || !service) return false;
  const canonicalQuery = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [escape(k), escape(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // S3 signs the path as sent, each segment escaped once.
  const canonicalPath = parsed.pathname
    .split('/')
    .map((segment) => escape(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = ['GET', canonicalPath, canonicalQuery, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}
