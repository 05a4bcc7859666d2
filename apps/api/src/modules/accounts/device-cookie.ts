import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * OWASP "device cookies" (ADR 0024): a browser that once logged in to an account carries a cookie
 * signed by the server and tied to that account. With it, the browser's failures count against
 * its own allowance instead of the account's, so a guessing attack on the account from many
 * addresses cannot lock the owner out of a browser they already use.
 */
export const DEVICE_COOKIE = 'galera_device'
/** How long a browser stays known after its last successful login. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600

export interface Device {
  userId: string
  /** Random per browser: the key of its own failure counter. */
  nonce: string
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`device:${body}`).digest('base64url')

/** `v1.<userId>.<nonce>.<signature>` */
export function issueDevice(secret: string, userId: string, nonce?: string): string {
  const body = `v1.${userId}.${nonce ?? randomBytes(16).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

/** The device of a well-formed, correctly signed cookie; anything else is no device. */
export function readDevice(secret: string, value: string | undefined): Device | undefined {
  if (!value || value.length > 200) return undefined
  const parts = value.split('.')
  if (parts.length !== 4 || parts[0] !== 'v1') return undefined
  const [, userId, nonce, signature] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(secret, parts.slice(0, 3).join('.')))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return { userId, nonce }
}
