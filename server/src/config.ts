import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { REPO_DIR } from './paths.ts';

/** Whether croner accepts a cron expression (five fields, or six with seconds first). */
function isCronExpression(value: string): boolean {
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

/** Whether Intl knows a time zone name ('Asia/Makassar'). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every environment variable the server reads, parsed once. Nothing else reads process.env.
 * docs/operating.md (Configuration) documents each of them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TWO_FACTOR_KEY: z.string().min(32, 'TWO_FACTOR_KEY must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/).default('7d'),
  ADMIN_EMAIL: z.string().email().default('admin@pulau.local'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  DEMO_PASSWORD: z.string().min(6).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  LOG_REQUESTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  PUBLIC_FORM_MAX_PER_HOUR: z.coerce.number().int().min(1).default(60),
  PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  BEACON_MAX_PER_5_MIN: z.coerce.number().int().min(1).default(120),
  // The payment provider's notifications per address a minute (it sends from a few addresses).
  PAYMENT_NOTIFICATION_MAX_PER_MIN: z.coerce.number().int().min(1).default(600),
  CLIENT_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  BACKUP_SCHEDULE: z
    .string()
    .default('0 2 * * *')
    .refine((v) => v === 'off' || isCronExpression(v), 'BACKUP_SCHEDULE must be a cron expression or "off"'),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  BACKUP_S3_ENDPOINT: z.string().url().optional(),
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_S3_SECRET_KEY: z.string().min(1).optional(),
  BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  // Empty: no sea forecast on the boat board (tests and air-gapped installs).
  MARINE_FORECAST_URL: z
    .string()
    .default('https://marine-api.open-meteo.com/v1/marine')
    .refine((v) => v === '' || /^https?:\/\/[^/\s]+/.test(v), 'MARINE_FORECAST_URL must be an http(s) URL, or empty to turn the sea forecast off'),
  // Payments (docs/operating.md, Payments): none keeps the manual payment field and shows no payment button.
  PAYMENT_PROVIDER: z.enum(['none', 'midtrans', 'xendit']).default('none'),
  MIDTRANS_SERVER_KEY: z.string().min(8).max(200).optional(),
  MIDTRANS_API_URL: z.string().url().optional(),
  // Xendit's secret API key (xnd_development_… or xnd_production_…) and the callback verification token.
  XENDIT_SECRET_KEY: z.string().min(8).max(200).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(8).max(200).optional(),
  XENDIT_API_URL: z.string().url().default('https://api.xendit.co'),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // How often charges still waiting are asked about at the provider (notifications lost, or none received).
  PAYMENT_CHECK_SCHEDULE: z
    .string()
    .default('*/5 * * * *')
    .refine((v) => v === 'off' || isCronExpression(v), 'PAYMENT_CHECK_SCHEDULE must be a cron expression or "off"'),
  // When the day before's charges are compared with the provider's (the island's time).
  PAYMENT_RECONCILE_SCHEDULE: z
    .string()
    .default('30 1 * * *')
    .refine((v) => v === 'off' || isCronExpression(v), 'PAYMENT_RECONCILE_SCHEDULE must be a cron expression or "off"'),
  // Homestay rooms' outside calendars (Airbnb, Booking.com): how often they are fetched, and the
  // bounds of one fetch. The issue asks for at most every 15 minutes; one room at a time.
  HOMESTAY_CALENDAR_SYNC_SCHEDULE: z
    .string()
    .default('*/15 * * * *')
    .refine((v) => v === 'off' || isCronExpression(v), 'HOMESTAY_CALENDAR_SYNC_SCHEDULE must be a cron expression or "off"'),
  HOMESTAY_CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  HOMESTAY_CALENDAR_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024),
  // 'allow' only where the calendars are served inside the network (tests, the demo's own feed):
  // otherwise an owner's address could make the server read the machine's or the network's services.
  HOMESTAY_CALENDAR_PRIVATE_ADDRESSES: z.enum(['refuse', 'allow']).default('refuse'),
  SITE_TIMEZONE: z.string().default('Asia/Makassar').refine(isTimeZone, 'SITE_TIMEZONE must be an IANA time zone such as Asia/Makassar'),
});

/**
 * The payment provider and its keys. The key is kept here only: never logged, never written to
 * the database (so never in a backup) and never sent to a client.
 */
export type PaymentsConfig =
  | { provider: 'none' }
  | { provider: 'midtrans'; serverKey: string; apiUrl: string; timeoutMs: number }
  | { provider: 'xendit'; secretKey: string; callbackToken: string; apiUrl: string; timeoutMs: number };

/** Midtrans's Core API: a sandbox key (`SB-Mid-server-…`) talks to the sandbox, any other to production. */
const MIDTRANS_SANDBOX = 'https://api.sandbox.midtrans.com';
const MIDTRANS_PRODUCTION = 'https://api.midtrans.com';

/** Where scheduled backups are copied; all of endpoint, bucket and keys, or none. */
export interface BackupS3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Whether statements are prepared once per PostgreSQL connection (off behind a transaction pooler). */
  databasePreparedStatements: boolean;
  dataDir: string;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  /** Encrypts two-step sign-in secrets at rest; when unset a random one is kept in DATA_DIR. */
  twoFactorKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  /** One log line per request (at info); off by default so the console stays readable. */
  logRequests: boolean;
  logLevel: string;
  /** Failed sign-ins allowed per account, and ×3 per address, in 15 minutes. */
  loginMaxAttempts: number;
  /** What one public form (contact, bookings, testimonials) stores per address per hour: the ceiling. */
  publicFormMaxPerHour: number;
  /** What one public form stores per phone number or e-mail the form gives, per hour. */
  publicFormMaxPerSenderPerHour: number;
  /** Visitor-statistics beacons one address may send per five minutes (pages shown and buttons pressed). */
  beaconMaxPer5Min: number;
  paymentNotificationMaxPerMin: number;
  /** Where the built client lives; the server serves it when the folder exists. */
  clientDist: string;
  /** Outgoing mail server (smtp://user:pass@host:587 or smtps://…); unset: replies are stored, not e-mailed. */
  smtpUrl: string | undefined;
  /** The sender of replies; defaults to the SMTP account's own address. */
  mailFrom: string | undefined;
  /** A staff address told about each new contact message and each new booking, when set. */
  notifyEmail: string | undefined;
  /** Requests served at once; more are answered 503 + Retry-After at once instead of queueing. */
  maxInFlight: number;
  /** Event-loop delay (ms) above which requests are shed with 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Cron expression of the scheduled backups (server time); null: none. */
  backupSchedule: string | null;
  /** How many scheduled backups stay in DATA_DIR/backups; older ones are deleted. */
  backupKeep: number;
  /** S3-compatible storage each scheduled backup is also copied to; null: local only. */
  backupS3: BackupS3Config | null;
  /** Raster tiles of the public map, as a `{z}/{x}/{y}` template; its host is admitted by the CSP. */
  mapTileUrl: string;
  /** The tiles' attribution, shown on every map. */
  mapAttribution: string;
  /** The island's time zone: "today", a departure's date, a booking's lead time and "updated at" are read in it, never in the server's. */
  siteTimeZone: string;
  /** Open-Meteo's marine forecast (or a server speaking its protocol); null: the board shows no sea conditions. */
  marineForecastUrl: string | null;
  payments: PaymentsConfig;
  /** Cron expression of the check of charges still waiting (server time); null: none. */
  paymentCheckSchedule: string | null;
  /** Cron expression of the daily reconciliation (the island's time); null: none. */
  paymentReconcileSchedule: string | null;
  homestayCalendars: HomestayCalendarsConfig;
}

/** The import of homestay rooms' outside calendars (decision 0041). */
export interface HomestayCalendarsConfig {
  /** Cron expression of the background sync (server time); null: only "sync now". */
  syncSchedule: string | null;
  timeoutMs: number;
  maxBytes: number;
  /** Whether an address resolving to loopback, private or link-local networks may be fetched. */
  allowPrivateAddresses: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    throw new Error('Invalid configuration:\n  MIDTRANS_SERVER_KEY: required when PAYMENT_PROVIDER=midtrans');
  }
  if (e.PAYMENT_PROVIDER === 'xendit') {
    // Without the callback token every callback would be refused (or, worse, none checked).
    const missing = [e.XENDIT_SECRET_KEY ? null : 'XENDIT_SECRET_KEY', e.XENDIT_CALLBACK_TOKEN ? null : 'XENDIT_CALLBACK_TOKEN'].filter(Boolean);
    if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when PAYMENT_PROVIDER=xendit`).join('\n')}`);
  }
  const s3Parts = [e.BACKUP_S3_ENDPOINT, e.BACKUP_S3_BUCKET, e.BACKUP_S3_ACCESS_KEY, e.BACKUP_S3_SECRET_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_S3_*: set all of BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET_KEY, or none',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    twoFactorKey: e.TWO_FACTOR_KEY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
    logLevel: e.LOG_LEVEL,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    publicFormMaxPerHour: e.PUBLIC_FORM_MAX_PER_HOUR,
    publicFormMaxPerSenderPerHour: e.PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR,
    beaconMaxPer5Min: e.BEACON_MAX_PER_5_MIN,
    paymentNotificationMaxPerMin: e.PAYMENT_NOTIFICATION_MAX_PER_MIN,
    // Measured (docs/performance.md, Robustness): the embedded database runs one query at a time, so
    // a long queue there means seconds of waiting; PostgreSQL serves 200 at once without it.
    maxInFlight: e.MAX_IN_FLIGHT ?? (e.DATABASE_URL ? 256 : 64),
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(REPO_DIR, 'client/dist')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    backupSchedule: e.BACKUP_SCHEDULE === 'off' ? null : e.BACKUP_SCHEDULE,
    backupKeep: e.BACKUP_KEEP,
    backupS3:
      e.BACKUP_S3_ENDPOINT && e.BACKUP_S3_BUCKET && e.BACKUP_S3_ACCESS_KEY && e.BACKUP_S3_SECRET_KEY
        ? {
            endpoint: e.BACKUP_S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.BACKUP_S3_BUCKET,
            accessKey: e.BACKUP_S3_ACCESS_KEY,
            secretKey: e.BACKUP_S3_SECRET_KEY,
            region: e.BACKUP_S3_REGION,
          }
        : null,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    siteTimeZone: e.SITE_TIMEZONE,
    marineForecastUrl: e.MARINE_FORECAST_URL.trim() === '' ? null : e.MARINE_FORECAST_URL.trim(),
    payments:
      e.PAYMENT_PROVIDER === 'midtrans' && e.MIDTRANS_SERVER_KEY
        ? {
            provider: 'midtrans',
            serverKey: e.MIDTRANS_SERVER_KEY,
            timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
            apiUrl: (e.MIDTRANS_API_URL ?? (e.MIDTRANS_SERVER_KEY.startsWith('SB-') ? MIDTRANS_SANDBOX : MIDTRANS_PRODUCTION)).replace(/\/+$/, ''),
          }
        : e.PAYMENT_PROVIDER === 'xendit' && e.XENDIT_SECRET_KEY && e.XENDIT_CALLBACK_TOKEN
          ? {
              provider: 'xendit',
              secretKey: e.XENDIT_SECRET_KEY,
              callbackToken: e.XENDIT_CALLBACK_TOKEN,
              timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
              // One address for test and live keys: Xendit tells them apart by the key itself.
              apiUrl: e.XENDIT_API_URL.replace(/\/+$/, ''),
            }
          : { provider: 'none' },
    paymentCheckSchedule: e.PAYMENT_CHECK_SCHEDULE === 'off' ? null : e.PAYMENT_CHECK_SCHEDULE,
    paymentReconcileSchedule: e.PAYMENT_RECONCILE_SCHEDULE === 'off' ? null : e.PAYMENT_RECONCILE_SCHEDULE,
    homestayCalendars: {
      syncSchedule: e.HOMESTAY_CALENDAR_SYNC_SCHEDULE === 'off' ? null : e.HOMESTAY_CALENDAR_SYNC_SCHEDULE,
      timeoutMs: e.HOMESTAY_CALENDAR_TIMEOUT_MS,
      maxBytes: e.HOMESTAY_CALENDAR_MAX_BYTES,
      allowPrivateAddresses: e.HOMESTAY_CALENDAR_PRIVATE_ADDRESSES === 'allow',
    },
  };
}
