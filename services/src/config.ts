// The one place that reads the environment. Parsed and validated once at start-up; a bad value stops
// the process with a message naming the variable. Every variable is documented in .env.example.
import { z } from 'zod';
import { DEFAULT_QUEUE_PREFIX } from './events/catalogue.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .pipe(z.url().optional())
  .optional();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((s) => s === 'true' || s === '1' || s === 'yes');

/** An OAuth client id or secret as the provider's console shows it: one token, no spaces. */
const clientKey = z
  .string()
  .trim()
  .max(512, 'is too long')
  .regex(/^[\x21-\x7e]+$/, 'must not contain spaces or non-ASCII characters');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where people reach the site; unset, this machine at PORT (so `PORT=3100 npm start` links work). */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  SEED_DEMO: bool.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(200),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WORKER_STALLED_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  SEARCH_ENGINE: z.enum(['postgres', 'elasticsearch']).default('postgres'),
  ELASTICSEARCH_URL: optionalUrl,
  ELASTICSEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'must be lower-case letters, digits, - or _')
    .default('opportunities'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
    .default(DEFAULT_QUEUE_PREFIX),
  TRANSLATE_WIDGET_URL: z
    .url()
    .default('https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address, e.g. "Name <no-reply@example.org>"',
    )
    .default('PhD Finder <no-reply@phd-finder.test>'),
  TEAM_EMAIL: z.email().default('team@phd-finder.test'),
  MAIL_CATCHER_DIR: z.string().optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  GOOGLE_CLIENT_ID: clientKey.optional(),
  GOOGLE_CLIENT_SECRET: clientKey.optional(),
  LINKEDIN_CLIENT_ID: clientKey.optional(),
  LINKEDIN_CLIENT_SECRET: clientKey.optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)')
    .max(512, 'is too long')
    .regex(/^[\x21-\x7e]+$/, 'must not contain spaces or non-ASCII characters')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  OPENAI_API_KEY: clientKey.optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be a model name, e.g. gpt-4o-mini')
    .default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  OPENAI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  INTAKE_ALLOW_LOOPBACK: bool.default(false),
});

/** Signs unsubscribe links outside production only: it is public, so production must set its own. */
export const DEVELOPMENT_APP_SECRET = 'phd-finder-development-secret-not-for-production';

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Unset means "start an embedded Postgres" (npm start only). */
  databaseUrl: string | undefined;
  /** Unset means "start an embedded redis-server" (npm start only). */
  redisUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  outboxPollMs: number;
  workerConcurrency: number;
  /**
   * How long a job's lock outlives its worker: a worker that died mid-job (killed, out of memory)
   * has its job taken over by another worker after at most about twice this (BullMQ's lockDuration
   * and stalledInterval).
   */
  workerStalledMs: number;
  /** BullMQ key prefix: lets several environments share one Redis. */
  queuePrefix: string;
  /** Lifetime of the gateway's micro-cache of public reads; 0 turns it off (the cold benchmark). */
  cacheTtlMs: number;
  search: { engine: 'postgres' } | { engine: 'elasticsearch'; url: string; index: string };
  /** The page-translation widget's script (the language switcher loads it; tests serve a fake). */
  translateWidgetUrl: string;
  mail: {
    /** Unset means "start a local mail catcher" (npm start only); the workers cannot send without it. */
    smtpUrl: string | undefined;
    from: string;
    /** Where contact-form messages go. */
    teamEmail: string;
    /** Folder of the local mail catcher, shown at /dev/mail outside production (npm start sets it). */
    catcherDir: string | undefined;
  };
  /** Derives unsubscribe tokens; changing it breaks links already sent. */
  appSecret: string;
  /**
   * OAuth clients of the sign-in providers. A provider without one uses the local development identity
   * provider outside production, and is unavailable in production.
   */
  signIn: { google: OAuthClientKeys | undefined; linkedin: OAuthClientKeys | undefined };
  /** S3-compatible storage for uploaded files; undefined: the local folder DATA_DIR/files. */
  s3: S3Settings | undefined;
  /**
   * Prometheus metrics: `token` opens GET /metrics on the public port to `Authorization: Bearer
   * <token>` (unset: that route answers 404); `port` serves the gateway's metrics without a token on
   * a port of their own; `workerPort` does the same for the worker process.
   */
  metrics: { token: string | undefined; port: number | undefined; workerPort: number | undefined };
  /** The OpenAI enrichment engine; undefined without OPENAI_API_KEY (the local engine alone). */
  openai: OpenAiSettings | undefined;
  /**
   * Lets import sources fetch from 127.0.0.0/8 and ::1, for the tests' and the demo's fixture servers.
   * Always false in production: a source URL is typed by recruiters and sites, and loopback there would
   * reach the server's own ports (docs/imports.md, "Fetching safely").
   */
  intakeAllowLoopback: boolean;
};

export interface OpenAiSettings {
  apiKey: string;
  /** An OpenAI-compatible server (e.g. http://localhost:8000/v1); undefined: OpenAI's own. */
  baseURL: string | undefined;
  model: string;
  /** Time-out of each attempt. */
  timeoutMs: number;
  /** Retries after the first attempt (429, 5xx, network errors, time-outs), with backoff. */
  maxRetries: number;
  /** Calls the process may start in any minute; past it postings go to the local engine. */
  requestsPerMinute: number;
}

export interface S3Settings {
  bucket: string;
  /** Empty for AWS itself; MinIO, R2, s3rver and the like need theirs. */
  endpoint?: string;
  region: string;
  /** Without keys the SDK's own chain (environment, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface OAuthClientKeys {
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema
    .refine((e) => e.SEARCH_ENGINE !== 'elasticsearch' || e.ELASTICSEARCH_URL, {
      message: 'is required when SEARCH_ENGINE=elasticsearch',
      path: ['ELASTICSEARCH_URL'],
    })
    .refine((e) => e.NODE_ENV !== 'production' || (e.APP_SECRET && e.APP_SECRET !== DEVELOPMENT_APP_SECRET), {
      message: 'is required in production (a secret of your own, e.g. `openssl rand -hex 32`)',
      path: ['APP_SECRET'],
    })
    .superRefine((e, ctx) => {
      // Half a pair is a typo, not a choice: refuse it rather than silently fall back.
      for (const [id, secret] of [
        ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
        ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ] as const) {
        if (Boolean(e[id]) === Boolean(e[secret])) continue;
        const missing = e[id] ? secret : id;
        ctx.addIssue({ code: 'custom', message: `is required when ${e[id] ? id : secret} is set`, path: [missing] });
      }
    })
    .safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    seedDemo: e.SEED_DEMO,
    outboxPollMs: e.OUTBOX_POLL_MS,
    workerConcurrency: e.WORKER_CONCURRENCY,
    workerStalledMs: e.WORKER_STALLED_MS,
    queuePrefix: e.QUEUE_PREFIX,
    cacheTtlMs: e.CACHE_TTL_MS,
    search:
      e.SEARCH_ENGINE === 'elasticsearch'
        ? { engine: 'elasticsearch', url: e.ELASTICSEARCH_URL!, index: e.ELASTICSEARCH_INDEX }
        : { engine: 'postgres' },
    translateWidgetUrl: e.TRANSLATE_WIDGET_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      teamEmail: e.TEAM_EMAIL,
      catcherDir: e.MAIL_CATCHER_DIR,
    },
    appSecret: e.APP_SECRET ?? DEVELOPMENT_APP_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    signIn: {
      google: clientKeys(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      linkedin: clientKeys(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, workerPort: e.WORKER_METRICS_PORT },
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS,
          maxRetries: e.OPENAI_MAX_RETRIES,
          requestsPerMinute: e.OPENAI_REQUESTS_PER_MINUTE,
        }
      : undefined,
    intakeAllowLoopback: e.INTAKE_ALLOW_LOOPBACK && e.NODE_ENV !== 'production',
  };
}

const clientKeys = (clientId: string | undefined, clientSecret: string | undefined): OAuthClientKeys | undefined =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

/** For processes that cannot run without a database and Redis (gateway, workers, seed). */
export function requireServices(config: Config): Config & { databaseUrl: string; redisUrl: string } {
  const missing = [config.databaseUrl ? null : 'DATABASE_URL', config.redisUrl ? null : 'REDIS_URL'].filter(
    (v): v is string => v !== null,
  );
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name} is required (npm start sets it when it starts embedded services)`),
    );
  }
  return config as Config & { databaseUrl: string; redisUrl: string };
}
