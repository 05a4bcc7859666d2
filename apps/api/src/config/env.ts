import { z } from 'zod'

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/**
 * Every setting the API reads, parsed once at start (STYLE.md "Habits"). `.env.example` lists them
 * with their development defaults.
 */
const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files and uploads go when no store is configured. */
  DATA_DIR: z.string().default('.data'),
  /** When set, a PostgreSQL server is used instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  APP_KEY: z.string().min(8).default('galera-web'),
  APP_SECRET: z.string().min(8).default('galera-web-dev-secret'),
  /**
   * Public base URL, used in e-mails, calendar feeds, share links and Open Graph tags. Unset, it
   * is the address this process answers at: `http://localhost:${PORT}` (ADR 0030).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** nodemailer transport URL; without it mails go to the dev outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Galera Eventos <nao-responda@galera.dev>'),
  /**
   * The data protection officer ("encarregado", LGPD art. 41) named in the footer, the about page
   * and the privacy policy (ADR 0032). A person or a team; set both in production.
   */
  DPO_NAME: z.string().trim().min(1).max(120).default('Equipe de Privacidade Galera Eventos'),
  DPO_EMAIL: z.email().default('dpo@galera.dev'),
  /** ViaCEP-compatible base URL: `${CEP_PROVIDER_URL}/ws/01001000/json/`. */
  CEP_PROVIDER_URL: z.string().url().default('https://viacep.com.br'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built SPA from apps/web/dist. */
  SERVE_WEB: booleanish,
  /** Sign-ups accepted per IP per hour (the end-to-end server raises it: all its browsers share 127.0.0.1). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Where the built SPA is (default apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * ADR 0066: this process works the mail queue (off in API tests, which drain it after each
   * request); a worker in every process, claims by SKIP LOCKED.
   */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** Retries of a mail before it is failed for good and listed to admins (backoff doubles). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /** First retry delay in seconds; each next one about doubles (pg-boss backoff, with jitter). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** A claimed mail is its worker's for this long; a worker that died is replaced after it. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Queue the minute ticker's slots (off in tests, which call it directly). */
  TICKER: z.enum(['on', 'off']).default('on'),
  /** A ticker slot lasts this long: one run per slot, through the job queue (ADR 0071). */
  TICKER_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** Retries of a failed ticker run before it is failed for good and listed to admins. */
  TICKER_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** First retry delay of a failed ticker run in seconds; each next one about doubles. */
  TICKER_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * The heartbeat of a ticker run (pg-boss's minimum is 10): a run whose process died is handed to
   * another worker after it, and until then no other run starts (ADR 0071).
   */
  TICKER_LEASE_SECONDS: z.coerce.number().int().min(10).max(3_600).default(30),
  /**
   * Test-only: a clock that `POST /dev/clock` moves forward (end-to-end journeys that need a job
   * to end). buildApp refuses it in production.
   */
  TEST_CLOCK: booleanish,
  /** Seed demo data into an empty database at start (never in production). */
  SEED_DEMO: booleanish,
  COOKIE_SECURE: booleanish,
  /**
   * Signs the login device cookie (ADR 0024). Set one value for every API process; without it each
   * process draws its own at start (a restart then forgets the browsers it knew).
   */
  DEVICE_COOKIE_SECRET: z.string().min(32).optional(),
  /** Other web origins allowed to call the API from a browser (comma-separated); none by default. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /**
   * How many reverse proxies to trust for X-Forwarded-For (0: none). Off by default: otherwise any
   * client could pick its own IP and slip past the per-IP throttles.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Redis for the rate limits and throttles every API process shares (ADR 0052). Unset: each
   * process counts in its own memory (fine for one process).
   */
  REDIS_URL: z.string().url().optional(),
  /** Starts every key this app writes in Redis (deployments or tests sharing one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).default('galera'),
  /**
   * S3-compatible object storage for uploads, shared by every API process (ADR 0053). Unset
   * S3_BUCKET: local disk under DATA_DIR/uploads. S3_ENDPOINT unset means AWS itself; without the
   * key pair the SDK's default credentials (instance role, AWS_* variables) are used.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` addressing (MinIO and most self-hosted services need it). */
  S3_FORCE_PATH_STYLE: booleanish,
  /** PostgreSQL connections per API process (ADR 0051). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a free PostgreSQL connection before answering 503 (ms). */
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  /**
   * Overload shedding (ADR 0051): mean event-loop delay (ms), event-loop utilization (0–1), heap in
   * use (MB) and requests in flight above which a new `/api` request answers 503. 0 turns one off.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /**
   * Seconds a browser may keep a public read without asking again (ADR 0051); 0 makes it
   * `no-cache` (always revalidated with the ETag), as the end-to-end server does.
   */
  PUBLIC_MAX_AGE_S: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * The payment provider (ADR 0054): Asaas's base URL without `/v3` (https://api.asaas.com, or
   * https://api-sandbox.asaas.com). Unset outside production, the server starts the local
   * stand-in (apps/api/src/modules/payments/stand-in) and uses it.
   */
  PAYMENT_PROVIDER_URL: z.string().url().optional(),
  /** The provider's API key (`access_token` header). */
  PAYMENT_API_KEY: z.string().min(8).default('stand-in-api-key'),
  /** The token the provider sends in `asaas-access-token` with each webhook (32+ characters). */
  PAYMENT_WEBHOOK_TOKEN: z.string().min(32).default('stand-in-webhook-token-0123456789abcdef'),
  /** The stand-in's port when it runs (0: any free port). */
  PAYMENT_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
})

/**
 * The address a process with no PUBLIC_URL is reached at: its own port on localhost, or on the
 * one interface it listens on (HOST) when that is a specific address.
 */
export function ownUrl(host: string, port: number): string {
  const wildcard = ['', '0.0.0.0', '::', '[::]', '127.0.0.1', '::1', 'localhost'].includes(host)
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

export const EnvSchema = EnvFields.refine(
  (env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY,
  {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  },
).transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? ownUrl(env.HOST, env.PORT),
}))

/** Just the upload store's settings (the demo seed reads them from process.env). */
export const FileStoreEnvSchema = EnvFields.pick({
  DATA_DIR: true,
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    console.error(`Invalid environment variables:\n${lines.join('\n')}`)
    process.exit(1)
  }
  return parsed.data
}
