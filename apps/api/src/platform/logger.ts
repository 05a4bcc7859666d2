import { stdSerializers, type LoggerOptions } from 'pino'

/**
 * JSON lines with UTC time and request id. Secrets and personal data never reach the log
 * (SECURITY.md "Logs"): the paths below are removed wherever they appear.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-app-secret"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordConfirmation',
        '*.currentPassword',
        '*.token',
        '*.resetToken',
        '*.code',
        '*.cpf',
        '*.cnpj',
        '*.email',
        '*.phone',
      ],
      remove: true,
    },
    serializers: {
      err: safeErrorSerializer,
      req(req: { method: string; url: string; id: string; ip?: string }) {
        // Query strings may carry search terms typed by people; keep the path only.
        return { method: req.method, url: req.url.split('?')[0], id: req.id }
      },
    },
  }
}

/**
 * Error properties that carry the values a query was run with or that a row held: Drizzle's
 * `params` (and node-postgres' `parameters`), PostgreSQL's `detail` ("Key (cpf)=(…) already
 * exists.") and the `query`-with-values some drivers attach. Dropped from every error and cause.
 */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'values', 'internalQuery'])
const MAX_DEPTH = 5

/**
 * The `err` serializer (ADR 0029, SECURITY.md "Logs"): pino's standard one over a copy of the
 * error without the values a database query carried. A `DrizzleQueryError`'s message ends with
 * "params: <every value of the insert>" — the whole CPF, e-mail and phone of a sign-up while the
 * database is down — so that tail is cut from the message and the stack; PostgreSQL's data
 * errors (class 22) quote the offending value, which is cut too. The SQL text (placeholders
 * only), the SQLSTATE and the stack stay, so the log still says what failed and where.
 */
export function safeErrorSerializer(err: unknown) {
  return stdSerializers.err(scrubError(err, 0) as Error)
}

function scrubError(err: unknown, depth: number): unknown {
  if (!(err instanceof Error) || depth > MAX_DEPTH) return err
  const source = err as Error & Record<string, unknown>
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>
  for (const key of Object.keys(source)) {
    if (VALUE_KEYS.has(key) || key === 'cause' || key === 'errors') continue
    copy[key] = source[key]
  }
  let message = source.message ?? ''
  if ('params' in source || 'parameters' in source)
    message = message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
  if (typeof source.code === 'string' && source.code.startsWith('22'))
    message = message.replace(/: "[\s\S]*"\s*$/, ': [redacted]')
  copy.name = source.name
  copy.message = message
  copy.stack =
    typeof source.stack === 'string'
      ? source.message && source.stack.includes(source.message)
        ? source.stack.replace(source.message, message)
        : [`${source.name}: ${message}`, ...source.stack.split('\n').filter(isFrame)].join('\n')
      : undefined
  if (source.cause !== undefined) copy.cause = scrubError(source.cause, depth + 1)
  if (Array.isArray(source.errors))
    copy.errors = source.errors.map((e: unknown) => scrubError(e, depth + 1))
  return copy
}

const isFrame = (line: string) => /^\s+at /.test(line)
