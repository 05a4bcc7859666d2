import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { localeFromHeader, translate, translateMessage, type Locale } from '@galera/shared'

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `locale: pt|en` header (spec §7); pt-BR when absent. */
    locale: Locale
    t(key: string, params?: Record<string, string | number>): string
  }
}

export { translate, translateMessage }

export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'pt-BR')
  app.decorateRequest(
    't',
    function (this: { locale: Locale }, key: string, params?: Record<string, string | number>) {
      return translate(this.locale, key, params)
    },
  )
  app.addHook('onRequest', async (req) => {
    const header = req.headers['locale']
    req.locale = localeFromHeader(Array.isArray(header) ? header[0] : header)
  })
})
