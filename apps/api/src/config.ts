import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies';
import { orderLimitBounds } from '@portal/domain/limits/order-limits';
import type { DbTimeouts } from '@portal/db/postgres-pool';

/**
 * The whole environment, parsed once at start-up. Nothing else reads process.env
 * (lint forbids it): a bad value stops the start with a message naming the variable.
 */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = (protocols: RegExp) => z.preprocess(emptyToUndefined, z.url({ protocol: protocols }).optional());
const optionalText = () => z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
/** A custom API page path: publisher/group/version/entitySet (docs/erp.md lists what to publish). */
const customPage = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+\/v[0-9.]+\/[A-Za-z0-9_]+$/, 'must look like publisher/group/v1.0/entitySet')
      .default(fallback),
  );
const positiveInt = (fallback: number, max: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(max).default(fallback));
/** A whole number within a business limit's bounds (packages/domain/src/limits). */
const withinBounds = (b: { min: number; max: number; fallback: number }) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(b.min).max(b.max).default(b.fallback));

/** Set all five to use Business Central; none to use the built-in sample catalog. */
export const businessCentralVariables = ['BC_TENANT_ID', 'BC_CLIENT_ID', 'BC_CLIENT_SECRET', 'BC_ENVIRONMENT', 'BC_COMPANY_ID'] as const;

/** Whether the runtime knows the time zone (Intl refuses an unknown one). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether a URL names only a scheme, host and port (a trailing '/' allowed). */
function isOrigin(url: string): boolean {
  const parsed = new URL(url);
  return parsed.pathname === '/' && parsed.search === '' && parsed.hash === '' && parsed.username === '' && parsed.password === '';
}

/** Set all five to keep files in S3-compatible storage; none to keep them under DATA_DIR/files. */
export const s3Variables = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_REGION', 'S3_BUCKET_PREFIX'] as const;

export const ZConfig = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    /** The address to listen on: this machine only unless set (containers set 0.0.0.0). */
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    /** Required with DATABASE_URL in production; otherwise generated once into DATA_DIR/jwt-secret (mode 0600). */
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    /** How long a session (its token) lasts after sign-in; a token claiming longer is refused. */
    SESSION_LIFETIME_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(168).default(12)),
    /** The base of links in mail; default: this machine at PORT. */
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Dealer Portal <no-reply@localhost>')),
    /** The mail outbox's worker (every instance runs one): how often it reads the outbox without a nudge. */
    MAIL_POLL_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(600_000).default(2000)),
    /** The wait after a mail's first failed delivery; it doubles after each further failure, up to MAIL_RETRY_MAX_MS. */
    MAIL_RETRY_BASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(3_600_000).default(30_000)),
    MAIL_RETRY_MAX_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(86_400_000).default(3_600_000)),
    /** Deliveries tried before a mail is given up (status failed, logged as an error). */
    MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
    /** How long a worker holds a mail it claimed: one that died meanwhile leaves it to the others after this. Longer than one SMTP delivery may take (50 s). */
    MAIL_CLAIM_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).default(120_000)),
    SEED_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    SEED_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6, 'must be at least 6 characters').optional()),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@example.com')),
    SUPPORT_PHONE: z.preprocess(emptyToUndefined, z.string().default('1-800-555-0100')),
    FEEDBACK_URL: z.preprocess(emptyToUndefined, z.url().default('mailto:feedback@example.com')),
    COMPANY_NAME: z.preprocess(emptyToUndefined, z.string().default('Dealer Portal')),
    /** The manufacturer's time zone (IANA): what "today" is for lead times, promised ship dates and the late filter. */
    PORTAL_TIME_ZONE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('America/Toronto')
        .refine((zone) => isTimeZone(zone), 'must be an IANA time zone (America/Toronto)'),
    ),
    /** The built SPA; absent or missing: the API serves no pages (tests, `npm run dev`). */
    WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * Behind a load balancer: how many proxies stand in front (1), or their addresses/CIDR ranges,
     * comma-separated. Only they may name the client's address (X-Forwarded-For: the limits are per
     * address) and the request id (x-request-id). Unset or false: nobody; `true` is refused.
     */
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()).transform((v, ctx): TrustedProxies => {
      const parsed = parseTrustedProxies(v);
      if (typeof parsed !== 'string') return parsed;
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }),
    /** With the built-in sample ERP, import the sample catalog on the first start (tests turn it off). */
    SAMPLE_CATALOG_ON_START: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
    ),
    /** On a new installation with an empty library, store the small sample library (documents, photos, a video) once (tests turn it off). */
    SAMPLE_LIBRARY_ON_START: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
    ),
    /**
     * The company's own dealers (ERP customer ids, comma-separated): only administrators may name
     * them as sender or receiver of a material transfer (portal.md §6). Default: the sample's two.
     */
    INTERNAL_DEALER_IDS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]+(\s*,\s*[A-Za-z0-9_.-]+)*$/, 'must be ERP customer ids separated by commas')
        .default('C10000,C20000')
        .transform((v) => v.split(',').map((id) => id.trim())),
    ),
    /** At start-up, how long to keep trying to reach the database (it may still be starting) before giving up. */
    DATABASE_WAIT_SECONDS: positiveInt(30, 3600),
    /**
     * PostgreSQL timeouts, so that a request answers (503 while the database is away) instead of
     * hanging. Opening a connection, or waiting for a free one of the pool.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(2000)),
    /** One statement; the server cancels it after this. The client waits this plus 0.5 s for any answer (a partition). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(3000)),
    /** A transaction left open with nothing running is ended (and its locks freed) after this. */
    DATABASE_IDLE_TX_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).default(10_000)),
    /** On SIGTERM or SIGINT, how long in-flight requests get to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(10_000)),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    /** Business Central (docs/erp.md). */
    BC_TENANT_ID: optionalText(),
    BC_CLIENT_ID: optionalText(),
    BC_CLIENT_SECRET: optionalText(),
    BC_ENVIRONMENT: optionalText(),
    BC_COMPANY_ID: optionalText(),
    /** The two hosts, configurable so tests (and sovereign clouds) can point elsewhere. */
    BC_AUTH_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://login.microsoftonline.com')),
    BC_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.businesscentral.dynamics.com')),
    BC_PAGE_PRICE_LIST_LINES: customPage('portal/catalog/v1.0/priceListLines'),
    BC_PAGE_BOM_COMPONENTS: customPage('portal/catalog/v1.0/bomComponents'),
    BC_PAGE_ITEM_UNITS_OF_MEASURE: customPage('portal/catalog/v1.0/itemUnitsOfMeasure'),
    BC_PAGE_ITEM_ATTRIBUTES: customPage('portal/catalog/v1.0/itemAttributeValues'),
    BC_PAGE_CUSTOMER_PRICE_GROUPS: customPage('portal/catalog/v1.0/customerPriceGroups'),
    /** The custom page of each posted shipment's shipping agent and package tracking number (docs/erp.md, Reading shipments, tracking and invoices). */
    BC_PAGE_SHIPMENT_TRACKING: customPage('portal/sales/v1.0/salesShipmentTrackings'),
    /** Records per page asked for with Prefer: odata.maxpagesize. */
    BC_PAGE_SIZE: positiveInt(1000, 20_000),
    /** First retry delay; doubles per attempt, with jitter, unless Retry-After says otherwise. */
    BC_RETRY_BASE_MS: positiveInt(1000, 60_000),
    BC_MAX_RETRIES: positiveInt(6, 20),
    /** Per HTTP call, retries excluded. */
    BC_TIMEOUT_MS: positiveInt(60_000, 600_000),
    /** The company's local currency in the ERP: an order in it is sent with a blank currencyCode (Business Central's convention). */
    BC_LOCAL_CURRENCY: z.preprocess(emptyToUndefined, z.enum(['USD', 'CAD']).default('USD')),
    /** How often the poller reads shipments, tracking and invoices from the ERP (one instance at a time). */
    BC_SYNC_INTERVAL_S: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(86_400).default(300)),
    /**
     * Business Central webhooks (docs/erp.md, Webhooks): subscriptions to posted shipments and invoices, so
     * a change is read within seconds; polling stays. Business Central must reach PUBLIC_URL (https in production).
     */
    BC_WEBHOOKS: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    ),
    /** The clientState every notification must carry; default: derived from the token secret (the same on every instance). */
    BC_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').max(250, 'must be at most 250 characters').optional(),
    ),
    /** The ERP jobs' worker (every instance runs one; docs/erp.md): how often it reads the jobs without a nudge. */
    ERP_SYNC_POLL_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(600_000).default(5000)),
    /** The wait after a job's first failed attempt; it doubles after each further one, up to ERP_SYNC_RETRY_MAX_MS (a few minutes at most). */
    ERP_SYNC_RETRY_BASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(600_000).default(5000)),
    ERP_SYNC_RETRY_MAX_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(600_000).default(120_000)),
    /** How long a worker holds a job it claimed (renewed while it works): one that died leaves it to the others after this. */
    ERP_SYNC_LEASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(300).max(3_600_000).default(120_000)),
    /**
     * What one order may hold (docs/decisions/orders.md, Order limits): lines (screens, roofs and parts
     * together), a part line's quantity, a screen or roof line's copies, its total in whole units of its
     * currency.
     */
    ORDER_MAX_LINES: withinBounds(orderLimitBounds.maxLines),
    ORDER_MAX_QUANTITY: withinBounds(orderLimitBounds.maxQuantity),
    ORDER_MAX_COPIES: withinBounds(orderLimitBounds.maxCopies),
    ORDER_MAX_VALUE: withinBounds(orderLimitBounds.maxValue),
    /** The largest training video one upload takes, in MB (other files: 10 MB each, 20 MB an upload). */
    VIDEO_MAX_MB: positiveInt(500, 10_000),
    /** An upload's body that sends no byte for this long is refused (400) and nothing of it kept: a stalled or cut connection never holds a request. */
    UPLOAD_BODY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(30_000)),
    /** At start-up, what dead uploads left (temporary files, staged uploads, files no row names) is removed once older than this. */
    UPLOAD_SWEEP_GRACE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_080).default(60)),
    /** Signs local disk download URLs; otherwise generated once into DATA_DIR/files-signing-secret (mode 0600). */
    FILES_SIGNING_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** S3-compatible file storage (issue 18): all five or none. */
    S3_ENDPOINT: optionalUrl(/^https?$/),
    S3_ACCESS_KEY: optionalText(),
    S3_SECRET_KEY: optionalText(),
    S3_REGION: optionalText(),
    /** Buckets are named <prefix>-docs, <prefix>-photos …: lower-case letters, digits and hyphens. */
    S3_BUCKET_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{1,40}[a-z0-9]$/, 'must be 3 to 42 lower-case letters, digits or hyphens, starting and ending with a letter or digit')
        .optional(),
    ),
    /**
     * Where browsers reach the S3 server when the API reaches it elsewhere (S3_ENDPOINT inside a private
     * network): download links are signed for this origin. Default: S3_ENDPOINT. A path would be
     * dropped from the links, so only an origin is taken.
     */
    S3_PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        // abort: the origin check below runs only on a URL.
        .url({ protocol: /^https?$/, abort: true })
        .refine((url) => isOrigin(url), 'must be an origin (http(s)://host[:port]) without a path or query: links are signed for it')
        .optional(),
    ),
    /** The share of page views (0 to 1) whose speed the browser sends (issue 33): GET /api/config hands it to the web, which draws once per page view. */
    VITALS_SAMPLE_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(1)),
    /** Error reporting (spec §9): a Sentry DSN sends unexpected errors, with their request id, there; unset: nothing is sent. */
    SENTRY_DSN: optionalUrl(/^https?$/),
    /** Default: NODE_ENV. */
    SENTRY_ENVIRONMENT: optionalText(),
  })
  .superRefine((c, ctx) => {
    if (c.DATABASE_URL && c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      // Instances share PostgreSQL, not a disk, and the database must never hold the secret.
      ctx.addIssue({
        code: 'custom',
        message: 'is required when DATABASE_URL is set and NODE_ENV=production (at least 32 characters, the same on every instance)',
        path: ['JWT_SECRET'],
      });
    }
    if (!c.SEED_ADMIN_EMAIL !== !c.SEED_ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', message: 'SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD must be set together', path: ['SEED_ADMIN_PASSWORD'] });
    }
    const set = businessCentralVariables.filter((name) => c[name] !== undefined);
    if (set.length > 0 && set.length < businessCentralVariables.length) {
      for (const name of businessCentralVariables.filter((n) => c[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message:
            `is required to use Business Central (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set); ` +
            'unset all BC_* credentials to use the sample catalog',
          path: [name],
        });
      }
    }
    if (c.BC_WEBHOOKS && c.NODE_ENV === 'production' && !c.PUBLIC_URL?.startsWith('https://')) {
      // Business Central online calls only https addresses, and the clientState must not cross the wire in clear.
      ctx.addIssue({
        code: 'custom',
        message: 'must be an https:// address Business Central can reach when BC_WEBHOOKS=true and NODE_ENV=production',
        path: ['PUBLIC_URL'],
      });
    }
    const s3Set = s3Variables.filter((name) => c[name] !== undefined);
    if (s3Set.length > 0 && s3Set.length < s3Variables.length) {
      for (const name of s3Variables.filter((n) => c[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message:
            `is required to use S3 storage (${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set); ` +
            'unset all S3_* variables to keep files under DATA_DIR',
          path: [name],
        });
      }
    }
    if (c.S3_PUBLIC_URL && s3Set.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'is only used with S3 storage (S3_ENDPOINT and the other S3_* variables); unset it to keep files under DATA_DIR',
        path: ['S3_PUBLIC_URL'],
      });
    }
  })
  .transform((c) => ({ ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` }));

export type Config = z.infer<typeof ZConfig>;

/** The database settings as createDb takes them. */
export function dbTimeoutsOf(
  config: Pick<Config, 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_TX_TIMEOUT_MS'>,
): DbTimeouts {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_TX_TIMEOUT_MS,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

const testSecret = randomBytes(48).toString('base64url');

/** The configuration tests start from: embedded everything, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Secrets of the process's own: a test never writes DATA_DIR/jwt-secret (or files-signing-secret) unless it asks to.
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SAMPLE_CATALOG_ON_START: 'false',
      SAMPLE_LIBRARY_ON_START: 'false',
      JWT_SECRET: testSecret,
      FILES_SIGNING_SECRET: testSecret,
    }),
    ...overrides,
  };
}
