import type { FastifyInstance, FastifySerializerCompiler } from 'fastify'
import {
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { $ZodType } from 'zod/v4/core'
import { ERROR_CODES } from '@galera/shared'

/**
 * Response schemas (ADR 0044). A route declares the DATA schema of each success status:
 * `response: { 200: BudgetDetailDtoSchema }`. The envelope `{ status, data }` is not written per
 * route: the serializer below and the OpenAPI transform add it around the declared schema. Answers
 * that are not enveloped JSON declare a marker: `NoContent` (204) or `rawResponse(type, text)`
 * (streams, CSV/ZIP/XML/HTML, file bytes, redirects). Errors are not declared per route; their
 * envelope is documented once (`components.responses.Error`).
 */

const kMarker = Symbol.for('galera.response-marker')

interface NoContentMarker {
  readonly [kMarker]: 'no-content'
  readonly description: string
}

/** The raw body of a non-JSON answer, as OpenAPI shows it (a string or bytes). */
const RawBody = z.string()
const rawBodies = new WeakSet<object>()

export interface RawResponseMarker {
  readonly [kMarker]: 'raw'
  readonly description: string
  /** Typed as a plain object so a raw route's handler may answer a string, bytes or a stream. */
  readonly content: Record<string, { schema: object }>
}

/** A 204 (or any status sent without a body). */
export const NoContent: NoContentMarker = Object.freeze({
  [kMarker]: 'no-content' as const,
  description: 'No Content',
})

/**
 * An answer that is not enveloped JSON: its media type and what it is. Fastify never runs a
 * serializer for a string, a buffer or a stream, so the body passes through untouched.
 */
export function rawResponse(contentType: string, description: string): RawResponseMarker {
  const schema = RawBody.meta({ description })
  rawBodies.add(schema)
  return { [kMarker]: 'raw', description, content: { [contentType]: { schema } } }
}

function isNoContent(schema: unknown): schema is NoContentMarker {
  return typeof schema === 'object' && schema !== null && kMarker in schema
    ? (schema as { [kMarker]: string })[kMarker] === 'no-content'
    : false
}

function isRaw(schema: unknown): schema is RawResponseMarker {
  return typeof schema === 'object' && schema !== null && kMarker in schema
    ? (schema as { [kMarker]: string })[kMarker] === 'raw'
    : false
}

/** Only `/api` answers are enveloped (`platform/http/envelope.ts`); the others are declared bare. */
function isEnvelopedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}

/** `{ status, data }` around a route's declared data schema. */
export function envelopeOf(data: z.ZodType) {
  return z.object({ status: z.number().int(), data })
}

/** The answer did not fit the route's declared schema: a bug in the route, never sent as is. */
export class ResponseShapeError extends Error {
  readonly route: string
  readonly issues: z.core.$ZodIssue[]
  constructor(method: string, url: string, status: string, issues: z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 5)
      .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
      .join('; ')
    super(`Response of ${method} ${url} (${status}) does not match its schema: ${where}`)
    this.name = 'ResponseShapeError'
    this.route = `${method} ${url}`
    this.issues = issues
  }
}

/**
 * The serializer compiler (built on fastify-type-provider-zod's `createSerializerCompiler`, which
 * encodes through the zod schema and stringifies). For an `/api` route the declared data schema is
 * wrapped in the envelope, so `data` is parsed through it: fields the DTO does not name are
 * stripped, and an answer that does not fit throws `ResponseShapeError` — the error handler logs it
 * with the route and answers 500. Markers pass the body through.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  if (isNoContent(schema)) return () => ''
  if (rawBodies.has(schema as object) || isRaw(schema))
    return (data) => (typeof data === 'string' ? data : JSON.stringify(data))
  if (!(schema instanceof $ZodType))
    throw new Error(`Response ${httpStatus} of ${method} ${url} is not a zod schema or a marker`)
  const full = isEnvelopedUrl(url) ? envelopeOf(schema as z.ZodType) : schema
  const serialize = serializerCompiler({ schema: full, method, url, httpStatus })
  return (data) => {
    try {
      return serialize(data)
    } catch (error) {
      if (!isResponseSerializationError(error)) throw error
      throw new ResponseShapeError(method, url, httpStatus ?? 'default', error.cause.issues)
    }
  }
}

/**
 * The registry refusal (ADR 0044), next to the one for `auth`: an `/api` route without
 * `schema.response` is not registered.
 */
export function registerResponseRequirement(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isEnvelopedUrl(route.url)) return
    if (route.schema?.response) return
    const methods = ([] as string[]).concat(route.method)
    throw new Error(
      `Route ${methods.join(',')} ${route.url} does not declare "schema.response" (ADR 0044)`,
    )
  })
}

/** The error envelope every 4xx/5xx answers (STYLE.md "Errors"), documented once. */
export const ErrorEnvelopeSchema = z.object({
  status: z.number().int(),
  code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES]),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
  area: z.enum(['client', 'admin', 'suppliers']).optional(),
})

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0]

/**
 * The OpenAPI transform: fastify-type-provider-zod's, with each declared data schema documented
 * inside the envelope, raw markers as their media type, and 204s without content.
 */
export const responseJsonSchemaTransform: Transform = (input: TransformInput) => {
  const response = input.schema?.response as Record<string, unknown> | undefined
  if (!response) return jsonSchemaTransform(input)
  const enveloped = isEnvelopedUrl(input.url)
  const mapped: Record<string, unknown> = {}
  const empty: Record<string, { type: 'null'; description: string }> = {}
  for (const [status, schema] of Object.entries(response)) {
    if (isNoContent(schema)) empty[status] = { type: 'null', description: schema.description }
    else if (isRaw(schema))
      mapped[status] = { description: schema.description, content: schema.content }
    else if (enveloped && schema instanceof $ZodType)
      mapped[status] = envelopeOf(schema as z.ZodType)
    else mapped[status] = schema
  }
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: mapped } })
  const transformed = out.schema as { response?: Record<string, unknown> }
  if (transformed?.response) Object.assign(transformed.response, empty)
  return out
}

const objectOr = (value: unknown): object => (typeof value === 'object' && value ? value : {})

/**
 * After the transform: documents the error envelope once (`components`) and points every
 * operation's `default` response at it.
 */
export function withErrorResponses<T extends { paths?: object; components?: object }>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {}) as Record<string, unknown>[]) {
    for (const op of Object.values(item) as { responses?: Record<string, unknown> }[]) {
      if (op && typeof op === 'object' && op.responses && !op.responses.default)
        op.responses.default = { $ref: '#/components/responses/Error' }
    }
  }
  const components: object = doc.components ?? {}
  const schemas = 'schemas' in components ? components.schemas : undefined
  const responses = 'responses' in components ? components.responses : undefined
  return Object.assign(doc, {
    components: {
      ...components,
      schemas: {
        ...objectOr(schemas),
        ErrorEnvelope: z.toJSONSchema(ErrorEnvelopeSchema, { target: 'openapi-3.0' }),
      },
      responses: {
        ...objectOr(responses),
        Error: {
          description: 'Any 4xx/5xx: the error envelope (translated message, field errors).',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
          },
        },
      },
    },
  })
}
