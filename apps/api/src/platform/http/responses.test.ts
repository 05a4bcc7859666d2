import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { i18nPlugin } from '../i18n.ts'
import { registerEnvelope } from './envelope.ts'
import { registerErrorHandler } from './error-handler.ts'
import {
  NoContent,
  rawResponse,
  registerResponseRequirement,
  responseSerializerCompiler,
} from './responses.ts'

/** ADR 0044 on a tiny app: the envelope, the serializer, the markers and the registry refusal. */
async function tinyApp(logs: string[]) {
  const app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _enc, done) {
          logs.push(String(chunk))
          done()
        },
      }),
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setSerializerCompiler(responseSerializerCompiler)
  await app.register(i18nPlugin)
  registerEnvelope(app)
  registerErrorHandler(app)
  registerResponseRequirement(app)
  return app
}

const Item = z.object({ id: z.string(), price: z.number().int() })

describe('the response serializer', () => {
  let app: FastifyInstance
  const logs: string[] = []
  beforeAll(async () => {
    const typed = await tinyApp(logs)
    typed.get('/api/item', { schema: { response: { 200: Item } } }, async () => {
      const row = { id: 'a', price: 100, passwordHash: 'secret' }
      return row
    })
    typed.get('/api/wrong', { schema: { response: { 200: Item } } }, async (_req, reply) =>
      // A route answering a shape its schema does not allow (what a type slip would send).
      reply.send(JSON.parse('{"id":"a","price":"1,00"}')),
    )
    typed.get(
      '/api/csv',
      { schema: { response: { 200: rawResponse('text/csv', 'A CSV') } } },
      (_r, reply) => reply.type('text/csv').send('a;b\n1;2\n'),
    )
    typed.delete('/api/item', { schema: { response: { 204: NoContent } } }, async (_r, reply) =>
      reply.code(204).send(),
    )
    typed.get('/outside', { schema: { response: { 200: Item } } }, async () => ({
      id: 'b',
      price: 1,
      extra: true,
    }))
    app = typed
    await app.ready()
  })
  afterAll(() => app.close())

  it('wraps the data in the envelope and strips what the schema does not name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/item' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 200, data: { id: 'a', price: 100 } })
  })

  it('answers 500 and logs the route when the answer does not fit the schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wrong' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' })
    expect(res.body).not.toContain('1,00')
    const logged = logs.join('')
    expect(logged).toContain('ResponseShapeError')
    expect(logged).toContain('GET /api/wrong')
    expect(logged).toContain('price')
  })

  it('passes raw answers and empty 204s through', async () => {
    const csv = await app.inject({ method: 'GET', url: '/api/csv' })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toBe('a;b\n1;2\n')
    const gone = await app.inject({ method: 'DELETE', url: '/api/item' })
    expect(gone.statusCode).toBe(204)
    expect(gone.body).toBe('')
  })

  it('serializes a route outside /api bare, still through its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/outside' })
    expect(res.json()).toEqual({ id: 'b', price: 1 })
  })
})

describe('the route registry', () => {
  it('refuses an /api route without a response schema', async () => {
    const app = await tinyApp([])
    expect(() => app.get('/api/bare', async () => ({}))).toThrow(
      /GET \/api\/bare does not declare "schema.response"/,
    )
    expect(() => app.get('/elsewhere', async () => ({}))).not.toThrow()
    await app.close()
  })
})

describe('the OpenAPI document', () => {
  let t: TestApp
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let doc: any
  beforeAll(async () => {
    t = await createTestApp()
    doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).body
  })
  afterAll(() => t.close())

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).flatMap(
      ([path, item]) =>
        Object.entries(item).map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          responses: op.responses as Record<string, Record<string, unknown>>,
        })),
    )

  it('stays OpenAPI 3.0.3 and documents the error envelope once', () => {
    expect(doc.openapi).toBe('3.0.3')
    expect(doc.components.schemas.ErrorEnvelope.properties).toHaveProperty('code')
    expect(doc.components.responses.Error.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    })
    expect(JSON.stringify(doc)).not.toContain('"type":"null"')
  })

  it('documents a success answer for every operation', () => {
    const ops = operations()
    expect(ops.length).toBeGreaterThan(0)
    for (const { key, responses } of ops) {
      expect(responses.default, key).toEqual({ $ref: '#/components/responses/Error' })
      const success = Object.entries(responses).filter(([s]) => /^[23]/.test(s))
      expect(success.length, key).toBeGreaterThan(0)
      for (const [status, response] of success) {
        if (status === '204') continue
        expect(response.content, `${key} ${status}`).toBeDefined()
      }
    }
  })

  it('shows each declared answer inside the envelope', () => {
    const health = doc.paths['/api/health'].get.responses['200']
    const schema = health.content['application/json'].schema
    expect(schema.properties.status).toMatchObject({ type: 'integer' })
    expect(schema.properties.data.properties).toHaveProperty('database')
    expect(schema.required).toEqual(['status', 'data'])
  })
})
