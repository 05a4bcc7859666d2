import { describe, expect, it } from 'vitest'
import { z } from './zod-setup.ts'
import { findNulPath, refuseNul } from './text.ts'
import { JobReasonSchema } from '../jobs/job.schemas.ts'
import { BudgetRequestSchema, ProposalReasonSchema } from '../budgets/budget.schemas.ts'

describe('NUL characters (ADR 0029)', () => {
  it('are found in strings and keys at any depth, without recursion', () => {
    expect(findNulPath({ a: [1, { b: 'ok\u0000' }] })).toEqual(['a', 1, 'b'])
    expect(findNulPath({ ['k\u0000']: 1 })).toEqual(['k\u0000'])
    expect(findNulPath({ a: 'fine', b: [null, 2, true] })).toBeUndefined()
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 50_000; i++) deep = [deep]
    expect(findNulPath(deep)).toHaveLength(50_000)
  })

  it('refuseNul puts "invalid characters" on the field, beside what the schema finds elsewhere', () => {
    const schema = refuseNul(z.object({ name: z.string().min(2), n: z.number() }))
    const r = schema.safeParse({ name: 'a\u0000', n: 'not a number' })
    expect(r.success).toBe(false)
    // The NUL field carries the NUL message only (not also "too short"); the other field its own.
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'validation.invalidCharacters' }),
      expect.objectContaining({ path: ['n'], message: 'validation.invalidType' }),
    ])
    expect(schema.parse({ name: 'Ana', n: 1 })).toEqual({ name: 'Ana', n: 1 })
  })

  it('the shared free-text fields of the forms refuse it too (reasons, custom text)', () => {
    for (const s of [JobReasonSchema, ProposalReasonSchema]) {
      const r = s.safeParse({ reason: 'Agenda\u0000 cheia' })
      expect(r.error?.issues[0].message).toBe('validation.invalidCharacters')
      expect(s.safeParse({ reason: 'Agenda cheia\nsem vaga' }).success).toBe(true)
    }
    const budget = BudgetRequestSchema.safeParse({ customization: 'text', customText: 'Oi\u0000' })
    expect(budget.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['customText'], message: 'validation.invalidCharacters' }),
    )
  })
})
