import { describe, expect, it } from 'vitest'
import { catalogs, translateMessage as sharedTranslateMessage } from '@galera/shared/i18n/index.ts'
import {
  changeLocale,
  ensureLocale,
  ensureMessages,
  i18n,
  I18N_DOMAINS,
  loadDomain,
  translateMessage,
} from './i18n.ts'

function withoutMail<T extends Record<string, unknown>>(catalog: T) {
  const { mail: _mail, ...rest } = catalog
  return rest
}

describe('web i18n', () => {
  it('holds exactly the shared catalogs (minus the server-only mail texts) once everything is loaded', async () => {
    await ensureLocale('en')
    await ensureMessages()
    for (const domain of I18N_DOMAINS) await loadDomain(domain)
    expect(i18n.getResourceBundle('pt-BR', 'translation')).toEqual(withoutMail(catalogs['pt-BR']))
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(withoutMail(catalogs.en))
  })

  it('translates zod messages like the shared translateMessage', async () => {
    for (const locale of ['pt-BR', 'en'] as const) {
      await changeLocale(locale)
      for (const raw of [
        'validation.minChars|min=3',
        'validation.maxChars|max=25',
        'validation.passwordsDifferent',
        'errors.RESET_CODE_INVALID',
      ]) {
        expect(translateMessage(raw)).toBe(sharedTranslateMessage(locale, raw))
      }
    }
  })

  it('leaves sentences the server already translated untouched', () => {
    expect(translateMessage('Código invalido!')).toBe('Código invalido!')
    expect(translateMessage('Erro: algo. Tente de novo')).toBe('Erro: algo. Tente de novo')
  })

  it('uses single-brace interpolation', async () => {
    await changeLocale('pt-BR')
    expect(i18n.t('web.login.company.title', { tradeName: 'Acme' })).toBe('Entrar na Acme')
  })

  it('says one and many in each language (counts never read "pedido(s)")', async () => {
    await loadDomain('requests')
    await changeLocale('pt-BR')
    expect(i18n.t('requests.total', { count: 1 })).toBe('1 pedido nesta aba')
    expect(i18n.t('requests.total', { count: 3 })).toBe('3 pedidos nesta aba')
    await changeLocale('en')
    expect(i18n.t('requests.total', { count: 1 })).toBe('1 request in this tab')
    expect(i18n.t('requests.total', { count: 3 })).toBe('3 requests in this tab')
    await changeLocale('pt-BR')
  })
})
