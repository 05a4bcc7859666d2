import { describe, expect, it } from 'vitest'
import { catalogs, translate } from '../i18n/index.ts'
import { LIMITS, LOCALES } from '../constants.ts'
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-sections.ts'

const DOCS = [
  ['terms', TERMS_SECTIONS],
  ['privacy', PRIVACY_SECTIONS],
] as const

/** Every section of one document, as the web modal shows it, joined into one text. */
function fullText(locale: (typeof LOCALES)[number], doc: 'terms' | 'privacy'): string {
  const ids: readonly string[] = doc === 'terms' ? TERMS_SECTIONS : PRIVACY_SECTIONS
  return [
    translate(locale, `legal.${doc}.title`),
    translate(locale, `legal.${doc}.intro`),
    ...ids.flatMap((id) => [
      translate(locale, `legal.${doc}.${id}.title`),
      translate(locale, `legal.${doc}.${id}.body`, DPO),
    ]),
  ].join('\n\n')
}

/** The DPO the texts name comes from the configuration (DPO_NAME, DPO_EMAIL; ADR 0032). */
const DPO = { dpoName: 'Equipe de Privacidade Galera Eventos', dpoEmail: 'dpo@galera.dev' }

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '' && w !== '•').length
}

describe('legal sections', () => {
  it.each(LOCALES)('every listed section has a title and a body in %s', (locale) => {
    for (const [doc, ids] of DOCS) {
      for (const part of ['title', 'intro']) {
        const key = `legal.${doc}.${part}`
        expect(translate(locale, key), key).not.toBe(key)
        expect(translate(locale, key).trim(), key).not.toBe('')
      }
      for (const id of ids) {
        for (const part of ['title', 'body']) {
          const key = `legal.${doc}.${id}.${part}`
          const text = translate(locale, key)
          expect(text, `${locale} ${key}`).not.toBe(key)
          expect(text.trim(), `${locale} ${key}`).not.toBe('')
        }
      }
    }
  })

  it('lists every section of the catalogs, once, in both languages', () => {
    expect(new Set(TERMS_SECTIONS).size).toBe(TERMS_SECTIONS.length)
    expect(new Set(PRIVACY_SECTIONS).size).toBe(PRIVACY_SECTIONS.length)
    for (const locale of LOCALES) {
      const legal = catalogs[locale].legal
      const termIds = Object.keys(legal.terms).filter((k) => !['title', 'intro'].includes(k))
      const privacyIds = Object.keys(legal.privacy).filter((k) => !['title', 'intro'].includes(k))
      expect(termIds.sort()).toEqual([...TERMS_SECTIONS].sort())
      expect(privacyIds.sort()).toEqual([...PRIVACY_SECTIONS].sort())
    }
  })

  it.each(LOCALES)('keeps bodies readable and well formed in %s', (locale) => {
    for (const [doc, ids] of DOCS) {
      for (const id of ids) {
        const body = translate(locale, `legal.${doc}.${id}.body`, DPO)
        const n = words(body)
        expect(n, `${locale} ${doc}.${id} has ${n} words`).toBeGreaterThanOrEqual(60)
        expect(n, `${locale} ${doc}.${id} has ${n} words`).toBeLessThanOrEqual(250)
        // No stray interpolation braces, no blank bullets, no triple line breaks.
        expect(body).not.toMatch(/[{}]/)
        expect(body).not.toMatch(/\n{3,}/)
        for (const line of body.split('\n')) expect(line.trim()).not.toBe('•')
      }
    }
  })

  it('has the same version in both languages and a dated header', () => {
    expect(translate('pt-BR', 'legal.version')).toBe(translate('en', 'legal.version'))
    expect(translate('pt-BR', 'legal.effectiveDate')).toBe('22/11/2026')
    expect(translate('en', 'legal.effectiveDate')).toBe('November 22, 2026')
    expect(translate('pt-BR', 'legal.ui.lastUpdated', { date: '22/11/2026' })).toBe(
      'Última atualização: 22/11/2026',
    )
    expect(translate('en', 'legal.ui.lastUpdated', { date: 'November 22, 2026' })).toBe(
      'Last updated: November 22, 2026',
    )
  })

  it("states the spec's numbers in the Portuguese terms", () => {
    const terms = fullText('pt-BR', 'terms')
    for (const needle of [
      '10%',
      '3%',
      '7%',
      '9,8%',
      '2,8%',
      '15 dias',
      '72 horas',
      '48 horas',
      'Salvador',
      '18 anos',
      '10 dias',
      '5 dias',
      '7 dias',
      'art. 49',
    ]) {
      expect(terms, needle).toContain(needle)
    }
  })

  it("states the spec's numbers in the English terms", () => {
    const terms = fullText('en', 'terms')
    for (const needle of [
      '10%',
      '3%',
      '7%',
      '9.8%',
      '2.8%',
      '15 days',
      '72 hours',
      '48 hours',
      'Salvador',
      '18',
      '10 days',
      '5 days',
      '7 days',
      'article 49',
    ]) {
      expect(terms, needle).toContain(needle)
    }
  })

  it('names the DPO, the LGPD and the promises of SECURITY.md in the privacy policy', () => {
    for (const locale of LOCALES) {
      const privacy = fullText(locale, 'privacy')
      for (const needle of [
        'dpo@galera.dev',
        'LGPD',
        'ANPD',
        'JSON',
        'HttpOnly',
        '6',
        'art',
        '18',
      ]) {
        expect(privacy, `${locale} ${needle}`).toContain(needle)
      }
    }
    expect(fullText('pt-BR', 'privacy')).toContain('6 meses')
    expect(fullText('en', 'privacy')).toContain('6 months')
    expect(fullText('pt-BR', 'privacy')).toContain('consentimento específico e destacado')
    expect(fullText('en', 'privacy')).toContain('specific and highlighted consent')
  })

  it('matches the business constants it quotes', () => {
    const pt = fullText('pt-BR', 'terms')
    const pct = (bps: number) => `${(bps / 100).toString().replace('.', ',')}%`
    const { defaultFee, alternativeFee } = LIMITS
    expect(pt).toContain(pct(defaultFee.providerBps + defaultFee.platformBps))
    expect(pt).toContain(pct(alternativeFee.providerBps + alternativeFee.platformBps))
    expect(pt).toContain(`${LIMITS.feeChangeNoticeDays} dias`)
    expect(pt).toContain(`${LIMITS.promoterCancelBlockHours} horas`)
    expect(pt).toContain(`${LIMITS.promoterBlockDays} dias`)
    expect(pt).toContain(`${LIMITS.promoterMinAge} anos`)
    expect(pt).toContain(`${LIMITS.termsEffectiveAfterDays} dias`)
    expect(pt).toContain(`${LIMITS.termsObjectionDays} dias`)
    expect(pt).toContain(`${LIMITS.budgetAnswerHours} horas`)
  })
})
