import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: false });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
  });

  it('listens on this machine only (127.0.0.1) unless HOST says otherwise; containers set 0.0.0.0 (issue 29)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('trusts forwarded headers from a number of proxies or from listed addresses, and from nobody by default', () => {
    for (const off of [undefined, '', 'false', '0']) expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7 ,fd00::/8,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8', 'loopback'],
    });
  });

  it.each([
    [
      'true',
      new RegExp(
        /^Invalid configuration:\n {2}TRUST_PROXY: 'true' would take any client's X-Forwarded-For .*/.source +
          /set the number of proxies in front of the portal \(1 behind one load balancer\) or their addresses/.source,
      ),
    ],
    ['10.0.0.0/33', /TRUST_PROXY: '10.0.0.0\/33' is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal/],
    ['10.0.0.1, lb.internal', /TRUST_PROXY: 'lb.internal' is not an IP address/],
    ['21', /TRUST_PROXY: 21 proxies is more than/],
  ])('refuses TRUST_PROXY=%s saying what to set instead', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('links mail to the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: 'https://portal.example.com' }).PUBLIC_URL).toBe('https://portal.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEED_ADMIN_EMAIL: 'a@b.co' }, 'SEED_ADMIN_PASSWORD'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV'],
    [{ SESSION_LIFETIME_HOURS: '0' }, 'SESSION_LIFETIME_HOURS'],
    [{ SESSION_LIFETIME_HOURS: '169' }, 'SESSION_LIFETIME_HOURS'],
    [{ SESSION_LIFETIME_HOURS: 'twelve' }, 'SESSION_LIFETIME_HOURS'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('keeps sessions 12 hours unless SESSION_LIFETIME_HOURS says otherwise', () => {
    expect(loadConfig({}).SESSION_LIFETIME_HOURS).toBe(12);
    expect(loadConfig({ SESSION_LIFETIME_HOURS: '1' }).SESSION_LIFETIME_HOURS).toBe(1);
    expect(loadConfig({ SESSION_LIFETIME_HOURS: '168' }).SESSION_LIFETIME_HOURS).toBe(168);
  });

  it('sends the speed of every page view unless VITALS_SAMPLE_RATE (0 to 1) says otherwise (issue 33)', () => {
    expect(loadConfig({}).VITALS_SAMPLE_RATE).toBe(1);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '' }).VITALS_SAMPLE_RATE).toBe(1);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0.25' }).VITALS_SAMPLE_RATE).toBe(0.25);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0' }).VITALS_SAMPLE_RATE).toBe(0);
    for (const wrong of ['1.5', '-0.1', 'half', 'Infinity']) {
      expect(() => loadConfig({ VITALS_SAMPLE_RATE: wrong }), wrong).toThrow(/^Invalid configuration:\n  VITALS_SAMPLE_RATE: /);
    }
  });

  it('signs download links for S3_PUBLIC_URL, an http(s) origin, only with S3 storage; unset, for S3_ENDPOINT (issue 33)', () => {
    const s3 = {
      S3_ENDPOINT: 'http://seaweedfs:8333',
      S3_ACCESS_KEY: 'portal',
      S3_SECRET_KEY: 'secret-key',
      S3_REGION: 'us-east-1',
      S3_BUCKET_PREFIX: 'portal',
    };
    // Not one of the five that must come together: they are complete without it.
    expect(loadConfig(s3).S3_PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: '' }).S3_PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://files.example.com' }).S3_PUBLIC_URL).toBe('https://files.example.com');
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'http://localhost:9000/' }).S3_PUBLIC_URL).toBe('http://localhost:9000/');
    // Without S3 storage it would change nothing: a mistake, named.
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://files.example.com' })).toThrow(
      /^Invalid configuration:\n {2}S3_PUBLIC_URL: is only used with S3 storage \(S3_ENDPOINT and the other S3_\* variables\)/,
    );
    for (const wrong of ['files.example.com', 'ftp://files.example.com', 'https://files.example.com/portal', 'https://files.example.com/?x=1']) {
      expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: wrong }), wrong).toThrow(/^Invalid configuration:\n {2}S3_PUBLIC_URL: /);
    }
  });

  it('runs in development unless NODE_ENV says otherwise', () => {
    expect(loadConfig({}).NODE_ENV).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('refuses PostgreSQL in production without JWT_SECRET: every instance must sign with one secret kept outside the database', () => {
    const postgres = { DATABASE_URL: 'postgres://portal@db/portal', NODE_ENV: 'production' };
    expect(() => loadConfig(postgres)).toThrow(/^Invalid configuration:\n  JWT_SECRET: is required when DATABASE_URL is set and NODE_ENV=production/);
    expect(loadConfig({ ...postgres, JWT_SECRET: 'k'.repeat(32) }).JWT_SECRET).toBe('k'.repeat(32));
    // The embedded database in production, and PostgreSQL in development, keep the generated secret in DATA_DIR.
    expect(loadConfig({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' }).JWT_SECRET).toBeUndefined();
  });
});
