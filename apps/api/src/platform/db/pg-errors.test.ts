import { describe, expect, it } from 'vitest'
import {
  exclusionViolation,
  isExclusionViolation,
  isUniqueViolation,
  pgError,
  uniqueViolation,
} from './pg-errors.ts'

// Drizzle wraps the driver's error in `cause`; node-postgres names the constraint, PGlite may
// only say it in the message.
const wrapped = (inner: object) => Object.assign(new Error('Failed query'), { cause: inner })

describe('PostgreSQL error helpers', () => {
  it('find the SQLSTATE through wrappers and name the unique index', () => {
    const err = wrapped({ code: '23505', constraint: 'users_email_key', message: 'duplicate' })
    expect(pgError(err, '23505')?.constraint).toBe('users_email_key')
    expect(uniqueViolation(err)).toBe('users_email_key')
    expect(isUniqueViolation(err, 'users_email_key')).toBe(true)
    expect(isUniqueViolation(err, 'users_phone_key')).toBe(false)
    expect(exclusionViolation(err)).toBeUndefined()
  })

  it('read the constraint from the message when the driver does not name it', () => {
    const unique = wrapped({ code: '23505', message: 'violates "users_phone_key"' })
    expect(uniqueViolation(unique)).toBe('unknown')
    expect(isUniqueViolation(unique, 'users_phone_key')).toBe(true)
    const exclusion = wrapped({
      code: '23P01',
      message: 'conflicting key value violates exclusion constraint "jobs_no_overlap"',
    })
    expect(exclusionViolation(exclusion)).toBe('jobs_no_overlap')
    expect(isExclusionViolation(exclusion, 'jobs_no_overlap')).toBe(true)
    expect(isExclusionViolation(exclusion, 'banners_company_no_overlap')).toBe(false)
  })

  it('answer nothing for other errors', () => {
    for (const err of [new Error('x'), null, undefined, 'text', { code: '22001' }]) {
      expect(pgError(err, '23505')).toBeUndefined()
      expect(uniqueViolation(err)).toBeUndefined()
      expect(exclusionViolation(err)).toBeUndefined()
      expect(isUniqueViolation(err, 'users_email_key')).toBe(false)
    }
  })
})
