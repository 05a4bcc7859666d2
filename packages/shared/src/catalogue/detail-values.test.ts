import { describe, expect, it } from 'vitest'
import { detailValueCode } from './detail-values.ts'

describe('fixed detail values', () => {
  it('recognises yes and no in either language, any case, with or without accents', () => {
    for (const v of ['Sim', ' sim ', 'SIM', 'Yes', 'yes']) expect(detailValueCode(v)).toBe('yes')
    for (const v of ['Não', 'nao', 'NÃO', 'No']) expect(detailValueCode(v)).toBe('no')
  })
  it("leaves the supplier's own words alone", () => {
    for (const v of ['500 ml', 'Simples', 'Bambu certificado', 'Sim, com tampa', ''])
      expect(detailValueCode(v)).toBeNull()
  })
})
