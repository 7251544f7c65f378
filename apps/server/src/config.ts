import { type Faults, parseFaults } from './integrations/faults.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

/** apps/server, from src/ and dist/ alike: where the embedded database lives unless told otherwise. */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The embedded database's folder. Unset: apps/server/data, as always. Given as a relative path: from
 * where the command was typed (issue 41), not from apps/server, where npm happens to run the server:
 * `DATA_DIR=./mine npm start` typed at the project's root means ./mine there. npm keeps that folder
 * in INIT_CWD for the scripts it runs.
 */
export function dataDirOf(value: string | undefined, typedIn = process.env.INIT_CWD ?? process.cwd()) {
  return value ? path.resolve(typedIn, value) : path.join(SERVER_DIR, 'data');
}

/** The operational contract of 03 §1: every variable optional, parsed once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** 03 §18: the built-in test bank, or iyzico (issue 39). */
  PAYMENT_MODE: z.enum(['test', 'iyzico']).default('test'),
  /** iyzico's API and secret keys; required with PAYMENT_MODE=iyzico. */
  IYZICO_API_KEY: z
    .string()
    .regex(/^\S{8,}$/, 'must be an iyzico API key (8 or more characters, no spaces)')
    .optional(),
  IYZICO_SECRET_KEY: z
    .string()
    .regex(/^\S{8,}$/, 'must be an iyzico secret key (8 or more characters, no spaces)')
    .optional(),
  /** iyzico's API; its sandbox unless set (tests point it at the fake kept in the repository). */
  IYZICO_BASE_URL: z.url().default('https://sandbox-api.iyzipay.com'),
  /** How many proxies stand in front of the server; the client is the address the outermost one appended. */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9]$/, 'must be a number of proxy hops from 0 to 9')
    .default('0')
    .transform(Number),
  /** On SIGTERM, seconds of serving on with /readyz at 503 before the server stops taking requests. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0).max(120).default(5),
  /** How often an idle worker looks for jobs that no notification announced (0.5 at least). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5, 'must be at least 0.5').max(60).default(2),
  /** 03 §17: make the built-in supplier or the test bank misbehave (`latency_ms=1000,order_lost_rate=0.2`). */
  SUPPLIER_FAULTS: z.string().optional(),
  BANK_FAULTS: z.string().optional(),
  /** 03 §17: the key that signs the built-in supplier's webhooks (HMAC-SHA256); unset, none is accepted. */
  SUPPLIER_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** 03 §18: where flights come from: the built-in supplier, or Duffel's API (issue 38). */
  FLIGHT_SUPPLIER: z.enum(['builtin', 'duffel']).default('builtin'),
  /** Duffel's access token (`duffel_test_…` uses its test mode); required with FLIGHT_SUPPLIER=duffel. */
  DUFFEL_ACCESS_TOKEN: z
    .string()
    .regex(/^duffel_(test|live)_\S+$/, 'must be a Duffel access token (duffel_test_… or duffel_live_…)')
    .optional(),
  /** Duffel's API; tests point it at the fake kept in the repository. */
  DUFFEL_API_URL: z.url().default('https://api.duffel.com'),
  /** The secret Duffel signs its webhooks with (X-Duffel-Signature); unset, POST /api/webhooks/duffel/ answers 404. */
  DUFFEL_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** 03 §18: percent added to the selling rate when a supplier prices in another currency than TRY. */
  FX_MARGIN_PERCENT: z.coerce.number().min(0, 'must be 0 or more').max(50, 'must be at most 50').default(0),
  /**
   * How long the bank code's answer waits for the booking to settle, at most, before it answers
   * "Confirming…" (which then moves on by itself): the common case shows the booking at once…
   */
  SETTLE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  /** …and a slow airline or bank never holds the traveller: a remote call slower than this ends the wait. */
  SETTLE_PATIENCE_MS: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Seconds after the card is authorised before the durable settlement job takes over a booking not settled yet. */
  SETTLE_BACKSTOP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** What this process does (03 §19): serve and run jobs, serve only, or run jobs only. */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds between two rounds of the price-alert job (03 §8). */
  PRICE_ALERT_INTERVAL: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(604_800, 'must be at most 604800 (a week)')
    .default(3600),
  /** Minutes between two housekeeping rounds (the retention rule, expired searches); 0: none run here. */
  HOUSEKEEPING_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 (off) or more')
    .max(1440, 'must be at most 1440 (a day)')
    .default(10),
  /** Where the built web app lives; tests and dev may point elsewhere. */
  WEB_DIST: z.string().optional(),
  /** Where the built operator console (apps/admin, served at /admin/) lives; apps/admin/dist when unset. */
  ADMIN_DIST: z.string().optional(),
  /** The company's social accounts, `name=https://…` separated by commas; none are shown when unset. */
  /** SHA-256 fingerprint(s) of the Android release signing key, comma-separated (App Links). */
  ANDROID_CERT_SHA256: z
    .string()
    .regex(/^([0-9A-F]{2}(:[0-9A-F]{2}){31})(,[0-9A-F]{2}(:[0-9A-F]{2}){31})*$/, 'must be AA:BB:… SHA-256 fingerprints')
    .optional(),
  /** The Apple developer team id that signs the iOS app (Universal Links). */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character team id')
    .optional(),
  SOCIAL_LINKS: z
    .string()
    .regex(
      /^(facebook|instagram|twitter|linkedin)=https:\/\/\S+?(,(facebook|instagram|twitter|linkedin)=https:\/\/\S+?)*$/,
      'must be name=https://… pairs separated by commas (facebook, instagram, twitter, linkedin)',
    )
    .optional(),
  /** With it, GET /metrics answers only `Authorization: Bearer <token>`; without it, only loopback callers. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Load shedding: answer 503 while the event loop lags more than this mean delay (0: never). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int('must be a whole number of milliseconds').min(0).default(1000),
  /** Load shedding: the window the load is averaged over, long enough that one slow task is not overload. */
  LOAD_SAMPLE_INTERVAL_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(10, 'must be at least 10')
    .max(60_000, 'must be at most 60000')
    .default(5000),
  /** Load shedding: answer 503 while the V8 heap holds more than this (0: never); default 90% of its limit. */
  MAX_HEAP_USED_MB: z.coerce.number().int('must be a whole number of megabytes').min(0).optional(),
});

/** The shell's app id (apps/web/capacitor.config.json): the app the verified links open. */
export const NATIVE_APP_ID = 'example.yolcu.app';

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  paymentMode: 'test' | 'iyzico';
  /** PAYMENT_MODE=iyzico: its API's settings, checked at start; null with the test bank. */
  iyzico: { apiKey: string; secretKey: string; baseUrl: string } | null;
  /** Proxy hops to trust in X-Forwarded-For (0: none, the socket's address is the client's). */
  trustProxy: number;
  logLevel: string;
  /** Seconds between SIGTERM and the end of taking requests (a load balancer's health check sees /readyz 503 meanwhile). */
  shutdownDrainSeconds: number;
  jobPollSeconds: number;
  supplierFaults: Faults;
  bankFaults: Faults;
  /** Signs supplier webhooks (POST /api/webhooks/builtin/); undefined: that route answers 404. */
  supplierWebhookSecret: string | undefined;
  /** Where flights come from (issue 38); `duffel` carries its API's settings, checked at start. */
  flightSupplier: { kind: 'builtin' } | { kind: 'duffel'; accessToken: string; apiUrl: string };
  /** Verifies Duffel's webhooks (POST /api/webhooks/duffel/); undefined: that route answers 404. */
  duffelWebhookSecret: string | undefined;
  /** Percent added to the selling rate of another currency (03 §18). */
  fxMarginPercent: number;
  settleWaitMs: number;
  settlePatienceMs: number;
  settleBackstopSeconds: number;
  /** `all` serves and runs jobs; `web` serves and only queues jobs; `worker` runs jobs and answers only /healthz, /readyz and /metrics. */
  role: 'all' | 'web' | 'worker';
  webDist: string | undefined;
  adminDist?: string;
  priceAlertIntervalSeconds: number;
  /** 0: this instance never schedules housekeeping (the API tests age rows and apply the rule themselves). */
  housekeepingMinutes: number;
  /** Only the accounts the company really has (SOCIAL_LINKS); the side menu shows no placeholder. */
  socialLinks: Partial<Record<SocialNetwork, string>>;
  /** Release signing facts for verified app links; none → the well-known files answer 404. */
  androidCertSha256: string[];
  appleTeamId: string | undefined;
  metricsToken: string | undefined;
  /** Load-shedding limits (0: not checked); see `observability/load-shedding.ts`. */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  loadSampleIntervalMs: number;
}

export class ConfigError extends Error {}

/**
 * Fastify's `trustProxy` for TRUST_PROXY=N: the socket's peer and the N-1 addresses nearest to it in
 * X-Forwarded-For are proxies, so the client is the address the N-th proxy appended; whatever a
 * client wrote further left is ignored. (Fastify's own numeric setting trusts no hop at all.)
 */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty strings as unset, as shells and CI often export them so.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // A secret's value is never echoed: the message goes to the log and the terminal.
    const shown = (name: string) => (/SECRET|TOKEN|KEY/.test(name) ? '(hidden)' : `"${cleaned[name]}"`);
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]))})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let supplierFaults: Faults, bankFaults: Faults;
  try {
    supplierFaults = parseFaults('SUPPLIER_FAULTS', e.SUPPLIER_FAULTS);
    bankFaults = parseFaults('BANK_FAULTS', e.BANK_FAULTS);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  // The chosen provider's settings must be there: a server that cannot sell flights does not start.
  if (e.FLIGHT_SUPPLIER === 'duffel' && !e.DUFFEL_ACCESS_TOKEN)
    throw new ConfigError(
      'Invalid configuration:\n  DUFFEL_ACCESS_TOKEN: required when FLIGHT_SUPPLIER=duffel (got nothing)',
    );
  // The same for payments: a server that cannot take a card does not start.
  if (e.PAYMENT_MODE === 'iyzico')
    for (const name of ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY'] as const)
      if (!e[name])
        throw new ConfigError(`Invalid configuration:\n  ${name}: required when PAYMENT_MODE=iyzico (got nothing)`);
  return {
    supplierFaults,
    bankFaults,
    supplierWebhookSecret: e.SUPPLIER_WEBHOOK_SECRET,
    flightSupplier:
      e.FLIGHT_SUPPLIER === 'duffel'
        ? { kind: 'duffel', accessToken: e.DUFFEL_ACCESS_TOKEN!, apiUrl: e.DUFFEL_API_URL.replace(/\/$/, '') }
        : { kind: 'builtin' },
    duffelWebhookSecret: e.DUFFEL_WEBHOOK_SECRET,
    fxMarginPercent: e.FX_MARGIN_PERCENT,
    settleWaitMs: e.SETTLE_WAIT_MS,
    settlePatienceMs: e.SETTLE_PATIENCE_MS,
    settleBackstopSeconds: e.SETTLE_BACKSTOP_SECONDS,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: dataDirOf(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    paymentMode: e.PAYMENT_MODE,
    iyzico:
      e.PAYMENT_MODE === 'iyzico'
        ? { apiKey: e.IYZICO_API_KEY!, secretKey: e.IYZICO_SECRET_KEY!, baseUrl: e.IYZICO_BASE_URL.replace(/\/$/, '') }
        : null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    priceAlertIntervalSeconds: e.PRICE_ALERT_INTERVAL,
    housekeepingMinutes: e.HOUSEKEEPING_MINUTES,
    androidCertSha256: e.ANDROID_CERT_SHA256?.split(',') ?? [],
    appleTeamId: e.APPLE_TEAM_ID,
    metricsToken: e.METRICS_TOKEN,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes:
      e.MAX_HEAP_USED_MB === undefined
        ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
        : e.MAX_HEAP_USED_MB * 1024 * 1024,
    loadSampleIntervalMs: e.LOAD_SAMPLE_INTERVAL_MS,
    socialLinks: Object.fromEntries(
      (e.SOCIAL_LINKS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
  };
}
