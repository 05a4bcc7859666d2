import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { IdempotencyKeySchema } from '@galera/shared'
import { fieldError } from './app-error.ts'

/**
 * The optional `Idempotency-Key` header of a create call (hire, budget request, reverse auction),
 * validated like a field: 8–100 visible characters.
 */
export function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key']
  if (raw === undefined) return undefined
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw)
  if (!parsed.success) throw fieldError('Idempotency-Key', 'validation.invalid')
  return parsed.data
}

/** Stable fingerprint of a parsed body: the same key with another body is refused. */
export function requestHash(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex')
}
