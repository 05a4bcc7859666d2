import { describe, expect, it } from 'vitest'
import { z } from './zod-setup.ts'
import { lineText, longText } from './text.ts'

const first = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message)

describe('required texts with a minimum length', () => {
  it('call an empty field missing, not short', () => {
    expect(first(lineText(120, 3), '')).toEqual(['validation.required'])
    expect(first(lineText(120, 3), '   ')).toEqual(['validation.required'])
    expect(first(longText(2000, 10), '')).toEqual(['validation.required'])
    expect(first(z.string().min(3), '')).toEqual(['validation.required'])
  })
  it('still give the minimum when something short is typed', () => {
    expect(first(lineText(120, 3), 'ab')).toEqual(['validation.minChars|min=3'])
    expect(first(z.string().min(3), 'ab')).toEqual(['validation.minChars|min=3'])
    expect(lineText(120, 3).parse(' Ana ')).toBe('Ana')
  })
})
