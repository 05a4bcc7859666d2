import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { LIMITS } from '@galera/shared'
import type { Env } from './config/env.ts'
import { OffsetClock, systemClock, type Clock } from './platform/clock.ts'
import type { AppContext } from './platform/context.ts'
import type { Database } from './platform/db/database.ts'
import { registerAppKey } from './platform/http/app-key.ts'
import { registerCompression } from './platform/http/compression.ts'
import { registerAuth, SESSION_COOKIE, type DeclaredRoute } from './platform/http/auth.ts'
import {
  registerReadOnlyAccounts,
  type ReadOnlyAccounts,
} from './platform/http/read-only-accounts.ts'
import { registerEnvelope } from './platform/http/envelope.ts'
import {
  registerResponseRequirement,
  responseJsonSchemaTransform,
  responseSerializerCompiler,
  withErrorResponses,
} from './platform/http/responses.ts'
import { registerErrorHandler, errorBody } from './platform/http/error-handler.ts'
import { requestValidatorCompiler } from './platform/http/validation.ts'
import {
  overloadOptions,
  registerOverload,
  type OverloadOptions,
} from './platform/http/overload.ts'
import { registerCaching } from './platform/http/caching.ts'
import { i18nPlugin } from './platform/i18n.ts'
import { loggerOptions } from './platform/logger.ts'
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail/mailer.ts'
import { createMailQueue } from './platform/mail/mail-queue.ts'
import { MemoryRateLimiter, type RateLimiter } from './platform/rate-limit.ts'
import { RedisRateLimiter } from './platform/rate-limit-redis.ts'
import { openRedis } from './platform/redis.ts'
import type { Ticker } from './platform/ticker/ticker.ts'
import type { TickerQueue } from './platform/ticker/ticker-queue.ts'
import { createAppTicker } from './ticker-jobs.ts'
import { HealthState } from './platform/health.ts'
import { accountsModule } from './modules/accounts/accounts.routes.ts'
import { createSessionResolver } from './modules/accounts/sessions.ts'
import { devModule } from './modules/dev/dev.routes.ts'
import { healthModule } from './modules/health/health.routes.ts'
import { locationsModule } from './modules/locations/locations.routes.ts'
import { catalogueModule } from './modules/catalogue/catalogue.routes.ts'
import { imagesModule } from './modules/images/images.routes.ts'
import { notificationsModule } from './modules/notifications/notifications.routes.ts'
import { filesModule } from './platform/files/files.routes.ts'
import { registrationModule } from './modules/registration/registration.routes.ts'
import { adminModule } from './modules/admin/admin.routes.ts'
import { legalModule } from './modules/legal/legal.routes.ts'
import { profileModule } from './modules/profile/profile.routes.ts'
import { lgpdModule } from './modules/lgpd/lgpd.routes.ts'
import { promoterPanelModule } from './modules/promoters/promoter-panel.routes.ts'
import {
  publicPromotersModule,
  sitemapModule,
} from './modules/promoters/public-promoters.routes.ts'
import { promoterSearchModule } from './modules/promoters/promoter-search.routes.ts'
import { adminPromotersModule } from './modules/promoters/admin-promoters.routes.ts'
import { jobsModule } from './modules/jobs/jobs.routes.ts'
import { paymentsModule, paymentWebhookModule } from './modules/payments/payments.routes.ts'
import { adInvoicesModule } from './modules/payments/ad-invoices.routes.ts'
import { adminAdPaymentsModule } from './modules/payments/admin-ad-payments.routes.ts'
import { adminPaymentsModule } from './modules/payments/admin-payments.routes.ts'
import { calendarFeedModule } from './modules/jobs/calendar-feed.routes.ts'
import { feesModule } from './modules/fees/fees.routes.ts'
import { suppliersModule } from './modules/suppliers/suppliers.routes.ts'
import { productsModule } from './modules/products/products.routes.ts'
import { budgetsModule } from './modules/budgets/budgets.routes.ts'
import { ratingsModule } from './modules/ratings/ratings.routes.ts'
import { reverseAuctionsModule } from './modules/reverse-auctions/reverse-auctions.routes.ts'
import { adAuctionsModule } from './modules/promotions/ad-auctions.routes.ts'
import { conversationsModule } from './modules/conversations/conversations.routes.ts'
import { bannersModule } from './modules/promotions/banners.routes.ts'
import { adminSuppliersModule } from './modules/admin-suppliers/admin-suppliers.routes.ts'
import { mailQueueModule } from './modules/mail-queue/mail-queue.routes.ts'
import { dashboardsModule } from './modules/dashboards/dashboards.routes.ts'
import { homeFeaturesModule } from './modules/catalogue/home-features.routes.ts'
import { renderSpaIndex } from './modules/web/spa.ts'
import { loadWebRenderer, renderPublicPage } from './modules/web/ssr.ts'
import { loadCriticalCss } from './modules/web/critical-css.ts'

export interface BuildOptions {
  env: Env
  database: Database
  clock?: Clock
  mailer?: Mailer
  rateLimiter?: RateLimiter
  /** Overrides the 60 s request timeout (tests). */
  requestTimeoutMs?: number
  logger?: boolean
  /** Where JSON log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream
  /** Accounts whose writes are refused (the e2e server's demo accounts; ADR 0032). */
  readOnlyAccounts?: ReadOnlyAccounts
  /** Overrides the overload thresholds read from the environment (tests force pressure). */
  overload?: Partial<OverloadOptions>
  /** The in-process cache of public reads (on by default; the test harness turns it off). */
  publicReadCache?: boolean
}

export interface App {
  app: FastifyInstance
  ctx: AppContext
  ticker: Ticker
  /** The queue of the ticker's slot runs (ADR 0071); tests drain it. */
  tickerQueue: TickerQueue
  /** Every guarded `/api/` route with its declared access (read by the authorization matrix test). */
  routes: DeclaredRoute[]
}

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))

/** Builds the whole API (no listen): tests drive it with inject(). */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { env, database } = options
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(env.LOG_LEVEL),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy:
      env.TRUST_PROXY_HOPS > 0
        ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS
        : false,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Spec §7: 60 000 ms for the whole request.
    requestTimeout: LIMITS.requestTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(requestValidatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler)

  if (env.TEST_CLOCK && env.NODE_ENV === 'production')
    throw new Error('TEST_CLOCK is a test-only control and cannot run in production')
  const clock = options.clock ?? (env.TEST_CLOCK ? new OffsetClock() : systemClock)
  const health = new HealthState()
  const mailer =
    options.mailer ??
    (env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(database.db))
  const mails = await createMailQueue({
    database,
    mailer,
    log: app.log,
    supervise: env.JOB_WORKER === 'on',
    settings: {
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    },
  })
  app.addHook('onClose', () => mails.close())
  if (env.JOB_WORKER === 'on') await mails.startWorker()
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    clock,
    mailer,
    mails,
    rateLimiter: options.rateLimiter ?? (await chooseRateLimiter(app, env, clock, health)),
    log: app.log,
    health,
  }

  await app.register(i18nPlugin)
  await app.register(cookie)
  // The web app is served from the same origin; any other origin must be on the allow-list.
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length ? env.CORS_ORIGINS : false,
    credentials: true,
    allowedHeaders: [
      'content-type',
      'authorization',
      'locale',
      'x-app-key',
      'x-app-secret',
      'idempotency-key',
    ],
  })
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into a style tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Gallery videos (ADR 0014): only the embeds we build from YouTube/Vimeo links.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: env.COOKIE_SECURE ? undefined : false,
    crossOriginEmbedderPolicy: false,
  })
  await app.register(multipart, { limits: { fileSize: LIMITS.pngMaxBytes, files: 1 } })
  await registerCompression(app)
  await registerOverload(app, { ...overloadOptions(env), ...options.overload })

  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id)
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store')
  })
  registerRequestTimeout(app, options.requestTimeoutMs ?? LIMITS.requestTimeoutMs)
  registerEnvelope(app)
  registerErrorHandler(app)
  registerAppKey(app, env.APP_KEY, env.APP_SECRET)
  await registerCaching(app, ctx, { memory: options.publicReadCache ?? true })
  const resolveSession = createSessionResolver(ctx)
  const routes: DeclaredRoute[] = []
  registerAuth(app, { resolveSession, routes })
  registerResponseRequirement(app)
  if (options.readOnlyAccounts) registerReadOnlyAccounts(app, options.readOnlyAccounts)

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Galera Eventos API',
        version: '0.1.0',
        description: 'Envelope `{status, data}`; headers `locale`, `X-App-Key`, `X-App-Secret`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
          appSecret: { type: 'apiKey', in: 'header', name: 'X-App-Secret' },
        },
      },
      security: [{ appKey: [], appSecret: [] }],
    },
    transform: responseJsonSchemaTransform,
    transformObject: (doc) =>
      'openapiObject' in doc ? withErrorResponses(doc.openapiObject) : doc.swaggerObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await healthModule(api, ctx)
      await accountsModule(api, ctx)
      await locationsModule(api, ctx)
      await catalogueModule(api, ctx)
      await imagesModule(api, ctx)
      await notificationsModule(api, ctx)
      await registrationModule(api, ctx)
      await adminModule(api, ctx)
      await legalModule(api, ctx)
      await profileModule(api, ctx)
      await lgpdModule(api, ctx)
      await promoterPanelModule(api, ctx)
      await publicPromotersModule(api, ctx)
      await promoterSearchModule(api, ctx)
      await adminPromotersModule(api, ctx)
      await jobsModule(api, ctx)
      await paymentsModule(api, ctx)
      await adInvoicesModule(api, ctx)
      await adminAdPaymentsModule(api, ctx)
      await adminPaymentsModule(api, ctx)
      await calendarFeedModule(api, ctx)
      await feesModule(api, ctx)
      await suppliersModule(api, ctx)
      await productsModule(api, ctx)
      await budgetsModule(api, ctx)
      await ratingsModule(api, ctx)
      await reverseAuctionsModule(api, ctx)
      await adAuctionsModule(api, ctx)
      await bannersModule(api, ctx)
      await adminSuppliersModule(api, ctx)
      await mailQueueModule(api, ctx)
      await dashboardsModule(api, ctx)
      await homeFeaturesModule(api, ctx)
      await conversationsModule(api, ctx)
    },
    { prefix: '/api' },
  )
  await app.register(async (files) => filesModule(files, ctx, { resolveSession }))
  await app.register(async (root) => sitemapModule(root, ctx))
  await app.register(async (root) => paymentWebhookModule(root, ctx))
  // ADR 0071: each slot's run is a job of the ticker queue; the test clock route runs it directly.
  const { ticker, tickerQueue } = createAppTicker(ctx, {
    boss: mails.boss,
    log: app.log,
    onRole: (role) => (health.tickerRole = role),
  })
  if (env.NODE_ENV !== 'production')
    await app.register(async (dev) => devModule(dev, ctx, { runTicker: () => ticker.runOnce() }))
  if (env.SERVE_WEB) await serveWeb(app, ctx)
  if (env.JOB_WORKER === 'on') await tickerQueue.startWorker()
  return { app, ctx, ticker, tickerQueue, routes }
}

/** ADR 0052: shared counters in Redis when REDIS_URL is set, else this process's memory. */
async function chooseRateLimiter(
  app: FastifyInstance,
  env: Env,
  clock: Clock,
  health: HealthState,
): Promise<RateLimiter> {
  const now = () => clock.now().getTime()
  if (!env.REDIS_URL) return new MemoryRateLimiter(now)
  const redis = await openRedis(env.REDIS_URL, app.log)
  app.addHook('onClose', async () => {
    redis.disconnect()
  })
  return new RedisRateLimiter({
    redis,
    keyPrefix: `${env.REDIS_KEY_PREFIX}:rate`,
    log: app.log,
    health,
    now,
  })
}

function registerRequestTimeout(app: FastifyInstance, ms: number) {
  const timers = new WeakMap<object, NodeJS.Timeout>()
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return
    const timer = setTimeout(() => {
      if (reply.sent) return
      req.log.warn('request timed out')
      void reply.code(503).send(errorBody(req, 'REQUEST_TIMEOUT', { requestId: req.id }))
    }, ms)
    timer.unref()
    timers.set(req, timer)
  })
  app.addHook('onResponse', async (req) => {
    const timer = timers.get(req)
    if (timer) clearTimeout(timer)
  })
}

/** The built SPA on the same port; every non-/api path gets index.html so history routing works. */
async function serveWeb(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.env.WEB_DIST_DIR ?? WEB_DIST
  if (!existsSync(dist)) {
    app.log.warn(`web build not found at ${dist}: run "npm run build"`)
    return
  }
  const indexHtml = readFileSync(`${dist}/index.html`, 'utf8')
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The .br and .gz twins made at build time (ADR 0048) go out for the same URL.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    maxAge: '1y',
    immutable: true,
    setHeaders: (reply, path) => {
      // Only Vite's hashed output under assets/ is immutable; index.html, the favicon and the
      // PDFs keep their names across releases, so the browser revalidates them.
      if (!/[/\\]assets[/\\][^/\\]+$/.test(path)) void reply.header('Cache-Control', 'no-cache')
    },
  })
  // Public pages are rendered on the server when the web's server build is there (ADR 0049).
  const renderer = await loadWebRenderer(dist)
  if (!renderer) app.log.warn(`web server build not found next to ${dist}: pages get the shell`)
  // Their critical CSS inline, the rest not blocking the first paint (ADR 0069).
  const criticalCss = loadCriticalCss(dist)
  app.get('/*', { auth: 'public', schema: { hide: true } }, async (req, reply) => {
    const url = req.url.split('?')[0]
    if (url.startsWith('/api/')) return reply.code(404).send(errorBody(req, 'ROUTE_NOT_FOUND'))
    const page = renderer ? await renderPublicPage(app, renderer, req, ctx.env.PUBLIC_URL) : null
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status)
    const spaHtml = await renderSpaIndex(indexHtml, url, ctx, page ?? undefined)
    const html = page && criticalCss ? criticalCss.inline(spaHtml) : spaHtml
    if (page) {
      // The page follows the visitor's language and, when signed in, their session.
      void reply.code(page.status).header('Vary', 'Cookie, Accept-Language')
      if (req.cookies[SESSION_COOKIE]) void reply.header('Cache-Control', 'private, no-cache')
    }
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-cache')
    return reply.type('text/html; charset=utf-8').send(html)
  })
}
