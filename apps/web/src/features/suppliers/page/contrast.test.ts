import { describe, expect, it } from 'vitest'
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn } from './contrast.ts'

describe('readableTextOn', () => {
  it('picks white on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#7B1FA2')).toBe(LIGHT_TEXT)
    expect(readableTextOn('#000000')).toBe(LIGHT_TEXT)
    expect(readableTextOn('#FFEB3B')).toBe(DARK_TEXT)
    expect(readableTextOn('#ffffff')).toBe(DARK_TEXT)
  })

  it('always reaches 4.5:1 over a sweep of colours', () => {
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 51)
        for (let b = 0; b < 256; b += 51) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
          expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5)
        }
  })
})
