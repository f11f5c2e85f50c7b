import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_EXPLORER_TX_URLS,
  REFERRAL_BONUS_CENTS,
  REFERRAL_MAX_PENDING,
  type TNetwork,
} from '@copyvest/shared';
import { ZTrustProxy } from './trust-proxy.ts';

/** An https URL with `{hash}` in it, default the network's usual explorer. */
function explorerTemplate(network: TNetwork) {
  return z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL')
    .refine((url) => url.includes('{hash}'), 'must contain {hash}')
    .default(DEFAULT_EXPLORER_TX_URLS[network]);
}

const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Proxies whose X-Forwarded-For is believed (see trust-proxy.ts); default none. */
    TRUST_PROXY: ZTrustProxy,
    APP_NAME: z.string().trim().min(1).max(60).default('CopyVest'),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Settings for the embedded PostgreSQL (no DATABASE_URL): `name=value` pairs, comma-separated,
     * e.g. `shared_buffers=512MB,work_mem=16MB` (tests: `fsync=off`).
     */
    EMBEDDED_POSTGRES_SETTINGS: z
      .string()
      .regex(
        /^\s*[a-z_][a-z0-9_.]*\s*=\s*[^,=]+(\s*,\s*[a-z_][a-z0-9_.]*\s*=\s*[^,=]+)*\s*$/,
        'must be name=value pairs separated by commas',
      )
      .transform((value) =>
        Object.fromEntries(
          value
            .split(',')
            .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
        ),
      )
      .optional(),
    ADMIN_EMAIL: z.email().default('admin@copyvest.local'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    WEB_DIST: z.string().min(1).optional(),
    /** The project id clients send (X-Appwrite-Project, realtime `project`); names the cookie. */
    PROJECT_ID: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'must be 1-36 letters, digits, ".", "-" or "_"')
      .default('copyvest'),
    /** The database id of the data API (spec section 3: one database). */
    DATABASE_ID: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'must be 1-36 letters, digits, ".", "-" or "_"')
      .default('copyvest'),
    /** Other web origins allowed to call the API with credentials (comma list); default: APP_URL's. */
    CORS_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/ })
            .refine(
              (url) => new URL(url).origin === url.replace(/\/$/, ''),
              'must be an origin such as https://app.example.com',
            )
            .transform((url) => new URL(url).origin),
        ),
      )
      .optional(),
    /** Signing key of the 15-minute account JWTs (at least 32 characters); default: generated once into DATA_DIR. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Key that seals authenticator secrets and hashes sign-in codes (at least 32 characters); default: generated once into DATA_DIR. */
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Mails and SMS an address (or account) may be sent per hour by the account-security endpoints. */
    AUTH_SEND_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Mails and SMS one IP may have sent per hour by the account-security endpoints. */
    AUTH_SEND_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** OAuth2 providers: each is offered when its client id and secret are set. */
    OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_GOOGLE_SECRET: z.string().min(1).optional(),
    OAUTH_GITHUB_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_GITHUB_SECRET: z.string().min(1).optional(),
    OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_FACEBOOK_SECRET: z.string().min(1).optional(),
    OAUTH_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_MICROSOFT_SECRET: z.string().min(1).optional(),
    /** Microsoft Entra tenant: `common` (any account), `organizations`, `consumers` or a tenant id. */
    OAUTH_MICROSOFT_TENANT: z.string().min(1).default('common'),
    OAUTH_APPLE_CLIENT_ID: z.string().min(1).optional(),
    /** Apple's secret is JSON: `{ "teamId": "…", "keyId": "…", "p8": "-----BEGIN PRIVATE KEY-----…" }`. */
    OAUTH_APPLE_SECRET: z
      .string()
      .refine((value) => {
        try {
          const parsed = JSON.parse(value) as Record<string, unknown>;
          return ['teamId', 'keyId', 'p8'].every((k) => typeof parsed[k] === 'string');
        } catch {
          return false;
        }
      }, 'must be JSON with teamId, keyId and p8')
      .optional(),
    /** `enabled` (tests only): the provider `mock` signs in as mock@example.com at once. */
    OAUTH_MOCK: z.enum(['enabled', 'disabled']).default('disabled'),
    /** dev: SMS saved under `${DATA_DIR}/sms/` (admins read them at /v1/dev/sms); http: the provider API. */
    SMS_TRANSPORT: z.enum(['dev', 'http']).default('dev'),
    SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Sign-ups naming an e-mail that already has an account, per IP per hour (decision 022). */
    SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
    CONTACT_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Support tickets one user may open per hour (decision 052). */
    TICKET_OPEN_MAX_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Messages one user may add to their tickets per hour. */
    TICKET_REPLY_MAX_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(60),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Failed logins on one account from every IP before each attempt on it is slowed down. */
    LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
    /** API requests handled at once (default 20); the rest queue. */
    REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
    /** Longest wait in that queue before a 503 with Retry-After. */
    REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(3000),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** A session ends this many days after its creation, however it is extended. */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A session unused for this many days ends (its last use is recorded at most once a day). */
    SESSION_IDLE_DAYS: z.coerce.number().int().min(2).max(3650).default(14),
    REFERRAL_BONUS_CENTS: z.coerce.number().int().min(0).default(REFERRAL_BONUS_CENTS),
    /** Referral bonuses a referrer may have pending from the last 24 hours (decision 039). */
    REFERRAL_MAX_PENDING: z.coerce.number().int().min(0).default(REFERRAL_MAX_PENDING),
    ACCRUAL_MODE: z.enum(['timer', 'manual']).default('timer'),
    /** Close a trade whose plan term is complete and pay its profit and capital back. */
    AUTO_CLOSE_MATURED: z.enum(['on', 'off']).default('on'),
    /** How long a deposit's amount in the coin holds on the payment page (decision 044). */
    DEPOSIT_QUOTE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    ACCRUAL_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** How often the books are reconciled (decision 037), in minutes. */
    RECONCILE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    TEST_CLOCK: z.enum(['enabled', 'disabled']).default('disabled'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Scheduled backups (decision 050): every this many hours; unset = off. */
    BACKUP_INTERVAL_HOURS: z.coerce.number().positive().max(8760).optional(),
    /** Where scheduled backups go; default `${DATA_DIR}/backups`. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** How many scheduled backups are kept; older ones are deleted. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    /** Scheduled backups into this bucket of the S3_* service instead of BACKUP_DIR. */
    BACKUP_S3_BUCKET: z.string().trim().min(1).optional(),
    /** Where file contents live (decision 049): `disk` (STORAGE_DIR) or `s3` (the S3_* bucket). */
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    /** Uploaded files; default `${DATA_DIR}/storage`. */
    STORAGE_DIR: z.string().min(1).optional(),
    /** The S3-compatible endpoint; default AWS's for S3_REGION. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 a-z, 0-9, ".", "-")',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for stores that want `endpoint/bucket/key` URLs (MinIO, most self-hosted ones). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    STORAGE_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(30 * 1024 * 1024),
    /** Bytes each user may store (every bucket, unfinished uploads included). */
    STORAGE_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(50 * 1024 * 1024),
    /** Images with more pixels are refused at upload (and never decoded for previews). */
    STORAGE_MAX_IMAGE_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
    /** An upload whose chunks are not all in this long after it started is removed with its parts. */
    UPLOAD_EXPIRY_HOURS: z.coerce.number().min(0.01).max(8760).default(24),
    /** Upload requests (each chunk counts) per user per minute. */
    UPLOAD_MAX_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Disk the preview cache may use; the least recently used previews go first. */
    PREVIEW_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(256 * 1024 * 1024),
    /** Previews rendered at once per process (more wait, up to a bounded queue). */
    PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** How often expired uploads, abandoned writes and the preview cache are swept. */
    STORAGE_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(900),
    /** dev: rendered mails saved under `${DATA_DIR}/mail/` (viewable at /v1/dev/mail/:id). */
    MAIL_TRANSPORT: z.enum(['dev', 'http', 'smtp']).default('dev'),
    /** The HTTP e-mail provider's send endpoint (spec section 7) and its bearer secret. */
    MAIL_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_HTTP_TOKEN: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM_EMAIL: z.email().default('no-reply@copyvest.local'),
    /** Default: APP_NAME. */
    MAIL_FROM_NAME: z.string().trim().min(1).max(100).optional(),
    /** Default: `${APP_URL}/mail-logo.png` (a PNG: SVG is shown by few mail clients). */
    MAIL_LOGO_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
    /** After this many failed attempts a mail is given up as `failed` (backoff 1 s, 2 s … 10 min). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(25),
    /**
     * The explorer page of a payout per network, `{hash}` standing for the transaction hash
     * (decision 042).
     */
    EXPLORER_TX_URL_BITCOIN: explorerTemplate('bitcoin'),
    EXPLORER_TX_URL_ETHEREUM: explorerTemplate('ethereum'),
    EXPLORER_TX_URL_TRON: explorerTemplate('tron'),
    EXPLORER_TX_URL_BSC: explorerTemplate('bsc'),
    EXPLORER_TX_URL_LITECOIN: explorerTemplate('litecoin'),
    EXPLORER_TX_URL_SOLANA: explorerTemplate('solana'),
  })
  .superRefine((config, context) => {
    const required = {
      http: ['MAIL_HTTP_URL', 'MAIL_HTTP_TOKEN'],
      smtp: ['SMTP_URL'],
      dev: [],
    } as const;
    for (const name of required[config.MAIL_TRANSPORT]) {
      if (!config[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `required when MAIL_TRANSPORT=${config.MAIL_TRANSPORT}`,
        });
      }
    }
    if (config.STORAGE_DRIVER === 's3') {
      for (const name of S3_REQUIRED) {
        if (!config[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when STORAGE_DRIVER=s3',
          });
        }
      }
    }
    if (config.BACKUP_S3_BUCKET) {
      for (const name of S3_REQUIRED.filter((n) => n !== 'S3_BUCKET')) {
        if (!config[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when BACKUP_S3_BUCKET is set',
          });
        }
      }
    }
    if (config.SMS_TRANSPORT === 'http') {
      for (const name of ['SMS_HTTP_URL', 'SMS_HTTP_TOKEN'] as const) {
        if (!config[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when SMS_TRANSPORT=http',
          });
        }
      }
    }
    for (const provider of ['GOOGLE', 'GITHUB', 'FACEBOOK', 'MICROSOFT', 'APPLE'] as const) {
      const id = config[`OAUTH_${provider}_CLIENT_ID`];
      const secret = config[`OAUTH_${provider}_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        context.addIssue({
          code: 'custom',
          path: [id ? `OAUTH_${provider}_SECRET` : `OAUTH_${provider}_CLIENT_ID`],
          message: `OAUTH_${provider}_CLIENT_ID and OAUTH_${provider}_SECRET go together`,
        });
      }
    }
    if (config.OAUTH_MOCK === 'enabled' && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['OAUTH_MOCK'],
        message: 'the mock provider signs anyone in: never in production',
      });
    }
    if (config.TEST_CLOCK === 'enabled' && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'an admin could move the clock, and every trade with it: never in production',
      });
    }
  });

export type Config = z.infer<typeof ZConfig> & {
  appUrl: string;
  dataDir: string;
  /** The origins allowed to call with credentials: APP_URL's and CORS_ORIGINS. */
  allowedOrigins: string[];
  /** The session cookie's name: `a_session_<PROJECT_ID>`, as the SDK expects. */
  sessionCookie: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZConfig.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const appUrl = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    appUrl,
    dataDir: path.resolve(config.DATA_DIR),
    allowedOrigins: [...new Set([new URL(appUrl).origin, ...(config.CORS_ORIGINS ?? [])])],
    sessionCookie: `a_session_${config.PROJECT_ID}`,
  };
}

/** The explorer URL template a configuration gives `network` (decision 042). */
export function explorerTemplateOf(
  config: Pick<Config, `EXPLORER_TX_URL_${Uppercase<TNetwork>}`>,
  network: TNetwork,
): string {
  return config[`EXPLORER_TX_URL_${network.toUpperCase() as Uppercase<TNetwork>}`];
}
