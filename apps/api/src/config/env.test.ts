import { describe, expect, it } from 'vitest'
import { EnvSchema } from './env.ts'

/*
 * ADR 0030: links the product gives out use the address it is reached at. With PUBLIC_URL unset,
 * that is the process's own port, not a fixed localhost:3000 that another start does not answer.
 */
describe('PUBLIC_URL', () => {
  it('unset: the own port on localhost', () => {
    expect(EnvSchema.parse({ PORT: '3456' }).PUBLIC_URL).toBe('http://localhost:3456')
    expect(EnvSchema.parse({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(EnvSchema.parse({ PORT: '3456', HOST: '127.0.0.1' }).PUBLIC_URL).toBe(
      'http://localhost:3456',
    )
  })

  it('unset, listening on one specific interface: that address', () => {
    expect(EnvSchema.parse({ PORT: '8080', HOST: '192.168.0.20' }).PUBLIC_URL).toBe(
      'http://192.168.0.20:8080',
    )
    expect(EnvSchema.parse({ PORT: '8080', HOST: 'fd00::20' }).PUBLIC_URL).toBe(
      'http://[fd00::20]:8080',
    )
  })

  it('set: used as given, whatever the port', () => {
    expect(EnvSchema.parse({ PORT: '3456', PUBLIC_URL: 'https://galera.example' }).PUBLIC_URL).toBe(
      'https://galera.example',
    )
  })

  it('not a URL: refused', () => {
    expect(EnvSchema.safeParse({ PUBLIC_URL: 'galera' }).success).toBe(false)
  })
})
