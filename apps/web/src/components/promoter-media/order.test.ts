import { describe, expect, it } from 'vitest'
import { moveItem, sameOrder, toggleDay } from './order.ts'

describe('moveItem', () => {
  it('moves up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })
  it('leaves the ends alone', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})

describe('toggleDay', () => {
  it('adds in order and removes', () => {
    expect(toggleDay(['2026-12-25'], '2026-12-01')).toEqual(['2026-12-01', '2026-12-25'])
    expect(toggleDay(['2026-12-01', '2026-12-25'], '2026-12-01')).toEqual(['2026-12-25'])
  })
})

describe('sameOrder', () => {
  it('compares positions', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false)
  })
})
