import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 256-bit opaque token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

// No 0/O, 1/I: a code read from an e-mail is typed by a person.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Reset code: 8 characters (spec §5), ~40 bits, tried at most 5 times. */
export function newResetCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}
