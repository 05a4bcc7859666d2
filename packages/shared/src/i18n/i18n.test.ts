import { describe, expect, it } from 'vitest'
import { catalogs, translate, translateMessage } from './index.ts'
import { ERROR_CODES } from '../errors/error-codes.ts'
import { OPTION_SETS } from '../options/option-sets.ts'
import { AUDIT_ACTIONS } from '../admin/audit.ts'

type Tree = { [key: string]: string | Tree }
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  )
}

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v, `${prefix}${k}.`)),
    ),
  )
}

describe('i18n catalogs', () => {
  it('have the same keys in pt-BR and English', () => {
    expect(keys(catalogs.en as unknown as Tree).sort()).toEqual(
      keys(catalogs['pt-BR'] as unknown as Tree).sort(),
    )
  })
  it('name every error code in both languages', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(translate('pt-BR', `errors.${code}`)).not.toBe(`errors.${code}`)
      expect(translate('en', `errors.${code}`)).not.toBe(`errors.${code}`)
    }
  })
  it('label every option in both languages', () => {
    for (const [set, codes] of Object.entries(OPTION_SETS)) {
      for (const code of codes) {
        expect(translate('pt-BR', `options.${set}.${code}`)).not.toContain('options.')
        expect(translate('en', `options.${set}.${code}`)).not.toContain('options.')
      }
    }
  })
  it('word every listed audit action in both languages, and only those (ADR 0037)', () => {
    const listed = Object.values(AUDIT_ACTIONS).map((a) => a.key)
    for (const locale of ['pt-BR', 'en'] as const) {
      const actions = (catalogs[locale] as unknown as { audit: { actions: Tree } }).audit.actions
      expect(Object.keys(actions).sort(), locale).toEqual([...listed].sort())
      for (const key of listed) {
        expect(translate(locale, `audit.actions.${key}.label`)).not.toContain('audit.')
        expect(translate(locale, `audit.actions.${key}.sentence`)).toContain('{actor}')
      }
    }
  })
  it('leave no Portuguese in the English catalog', () => {
    // Proper names keep their spelling in English (cities, the language's own name, an instrument).
    const properNames = /São Paulo|Brasília|Português \(Brasil\)|Tantã/g
    const portugueseWords =
      /\b(sim|não|cach[eê]|c[oó]digo|or[cç]amentos?|leil[aã]o|leil[oõ]es|entrar|obrigat[oó]rio|contratar|cadastro|senha|certificado|fornecedor(es)?|acharam|útil|minhas?|meus?)\b/i
    const leftovers = Object.entries(flat(catalogs.en as unknown as Tree))
      .map(([key, text]) => [key, text.replace(properNames, '')] as const)
      .filter(([, text]) => /[à-öø-ÿ]/i.test(text) || portugueseWords.test(text))
      .map(([key]) => key)
    expect(leftovers).toEqual([])
  })
  it('let i18next choose singular or plural wherever a count precedes a word', () => {
    // "1 leilões", "1 acharam útil": a count followed by a noun or a verb needs _one and _other.
    // Exceptions read right with any count: "{count} de 5", "{count} min", "{count} more";
    // the comments page has its own sentence for one rating; an order is never under 100 units;
    // a capped count is always many.
    const fine = /^\{count\}\+? (de|of|min|un|neste|this|more|aguardando|waiting)\b/
    const ownSingular = [
      'promoterPage.comments.total',
      'requests.terms.units',
      'dashboards.supplier.quantity',
      'search.countCapped',
    ]
    for (const locale of ['pt-BR', 'en'] as const) {
      const missing = Object.entries(flat(catalogs[locale] as unknown as Tree))
        .filter(([key]) => !/_(one|other)$/.test(key) && !ownSingular.includes(key))
        .filter(
          ([, text]) =>
            /\{count\}\+? \p{L}/u.test(text) && !fine.test(text.slice(text.indexOf('{count}'))),
        )
        .map(([key]) => key)
      expect(missing, locale).toEqual([])
    }
  })
  it('interpolates parameters carried by zod messages', () => {
    expect(translateMessage('pt-BR', 'validation.maxChars|max=25')).toBe('Máximo de 25 caracteres')
    expect(translateMessage('en', 'validation.minChars|min=3')).toBe('Minimum characters 3')
  })
  it("keeps the spec's exact messages", () => {
    expect(translate('en', 'errors.INVALID_CREDENTIALS')).toBe('Incorrect email or password')
    expect(translate('en', 'errors.CEP_RETRY_LIMIT')).toBe(
      'Retry limit reached. Please wait a few moments and try again',
    )
    expect(translate('pt-BR', 'errors.RESET_CODE_INVALID')).toBe('Código invalido!')
    expect(translate('en', 'validation.passwordsDifferent')).toBe('Different passwords')
    expect(translate('en', 'errors.EMAIL_ALREADY_REGISTERED')).toBe(
      'Email already registered, please insert another one',
    )
  })
})
