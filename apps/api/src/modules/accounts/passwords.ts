import { hash, verify } from '@node-rs/argon2'

// argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum), about 9 ms a hash.
const OPTIONS = { algorithm: 2 as const }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-never-matches')
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false)
}
