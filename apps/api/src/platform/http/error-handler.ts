import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { ERROR_CODES, translateMessage, type ApiErrorBody, type ErrorCode } from '@galera/shared'
import { AppError } from './app-error.ts'
import { markEnveloped } from './envelope.ts'

function fieldOf(path: readonly PropertyKey[] | string): string {
  if (typeof path === 'string') return path.replace(/^\//, '').replace(/\//g, '.')
  return path.map(String).join('.')
}

export function errorBody(
  req: FastifyRequest,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
  params?: Record<string, string | number>,
): ApiErrorBody {
  return markEnveloped({
    status: ERROR_CODES[code],
    code,
    message: req.t(`errors.${code}`, params),
    ...extra,
  })
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
) {
  const body = errorBody(req, code, extra)
  return reply.code(body.status).type('application/json; charset=utf-8').send(body)
}

/** When a 429 comes without its own window (a plugin's): a minute. */
const DEFAULT_RETRY_AFTER_S = 60

/** A 429 keeps the `Retry-After` a plugin already set, else gives the default. */
function tooMany(reply: FastifyReply) {
  if (!reply.hasHeader('Retry-After'))
    void reply.header('Retry-After', String(DEFAULT_RETRY_AFTER_S))
  return reply.code(429)
}

/**
 * STYLE.md "Errors": the only place that knows how an error becomes HTTP. AppError and zod
 * errors become the translated envelope; anything else is a generic 500 with the request id,
 * its cause going to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, req, reply) => {
    if (error instanceof AppError) {
      const errors = error.fieldErrors?.map((e) => ({
        field: e.field,
        message: translateMessage(req.locale, e.message),
      }))
      if (error.status === 401) void reply.header('WWW-Authenticate', 'Bearer')
      // Every limit says when to come back (RFC 9110 §10.2.3; ADR 0024).
      if (error.status === 429)
        void reply.header('Retry-After', String(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S))
      return reply
        .code(error.status)
        .send(
          errorBody(
            req,
            error.code,
            { ...(errors ? { errors } : {}), ...(error.area ? { area: error.area } : {}) },
            error.params,
          ),
        )
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((i) => ({
        field: fieldOf(i.path),
        message: translateMessage(req.locale, i.message),
      }))
      return reply.code(422).send(errorBody(req, 'VALIDATION_FAILED', { errors }))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldOf(v.instancePath),
        message: translateMessage(req.locale, v.message ?? 'validation.invalid'),
      }))
      return reply.code(422).send(errorBody(req, 'VALIDATION_FAILED', { errors }))
    }
    const fe = error as FastifyError
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(errorBody(req, 'INVALID_JSON'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
        return reply.code(413).send(errorBody(req, 'PAYLOAD_TOO_LARGE'))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(415).send(errorBody(req, 'UNSUPPORTED_MEDIA_TYPE'))
      case 'FST_ERR_RATE_LIMIT_EXCEEDED':
        return tooMany(reply).send(errorBody(req, 'TOO_MANY_REQUESTS'))
    }
    if (fe.statusCode === 429) return tooMany(reply).send(errorBody(req, 'TOO_MANY_REQUESTS'))
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(400).send(errorBody(req, 'BAD_REQUEST'))
    }
    if (isPoolExhausted(error)) {
      // Every connection stayed busy for the pool's whole wait (ADR 0051): overload, not a fault.
      req.log.warn('database pool exhausted')
      return reply
        .code(503)
        .header('Retry-After', '2')
        .send(errorBody(req, 'SERVICE_UNAVAILABLE', { requestId: req.id }))
    }
    if (isDatabaseDown(error)) {
      req.log.error({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(errorBody(req, 'SERVICE_UNAVAILABLE', { requestId: req.id }))
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(errorBody(req, 'INTERNAL_ERROR', { requestId: req.id }))
  })

  app.setNotFoundHandler((req, reply) => {
    return reply.code(404).send(errorBody(req, 'ROUTE_NOT_FOUND'))
  })
}

function isDatabaseDown(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code
  return (
    code === 'ECONNREFUSED' ||
    code === '57P01' ||
    code === '57P03' ||
    code === 'ECONNRESET' ||
    code === '08006' ||
    code === '08001'
  )
}

/**
 * pg.Pool's own errors when no connection freed up (or a new one did not open) within
 * `connectionTimeoutMillis`.
 */
const POOL_TIMEOUTS = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]

function isPoolExhausted(error: unknown): boolean {
  const messages = [
    (error as { message?: unknown })?.message,
    (error as { cause?: { message?: unknown } })?.cause?.message,
  ]
  return messages.some((m) => typeof m === 'string' && POOL_TIMEOUTS.some((t) => m.startsWith(t)))
}
