/**
 * The web app's paths that the API also writes: the links of notifications (and so of their
 * e-mails), the home slides' targets, the sitemap and a public page's canonical URL. The web's
 * named routes (apps/web/src/lib/routes.ts) take these entries as they are, so a path is written
 * once for both apps. Spec §2 names in comments.
 */
export const WEB_PATHS = {
  home: '/',
  about: '/sobre-galera-eventos',
  /** Promoter search; the category list is the same screen (spec §2). */
  search: '/pesquisa/:term?',
  category: '/categoria/:id/:subcategory?',
  /** Public promoter profile (promoter detail). */
  promoter: '/promotor/:id',
  /** A supplier's public company page and a product's page. */
  supplier: '/fornecedor/:id',
  product: '/produto/:id',
  profile: '/profile',
  /** home-admin */
  homeAdmin: '/admin/home',
  /** The admin master's payments screen, where disputes and flags are decided (ADR 0057, 0063). */
  adminPayments: '/admin/payments',
  /** The promoter's earnings and one of their solicitations (ADR 0019). */
  promoterEarnings: '/promotor/panel/promoter/earnings',
  promoterJob: '/promotor/panel/promoter/status/:id/see',
  /** solicitation: one of the hirer's (client or company) solicitations. */
  hirerJob: '/company/panel/company/solicitation/:id/see',
  /** The hirer's budget detail (compare, close, rate). */
  hirerBudget: '/company/panel/company/budgets/:id/see',
  /** The supplier panel: a budget request, a reverse auction, an ad auction of Promotions. */
  supplierRequest: '/promotor/panel/supplier/requests/:id/see',
  supplierAuction: '/promotor/panel/supplier/auctions/:id',
  supplierPromotion: '/promotor/panel/supplier/promotion/:id',
  /** Conversations (ADR 0056): the inbox and one conversation. */
  conversations: '/mensagens',
  conversation: '/mensagens/:id',
} as const

export type WebPathName = keyof typeof WEB_PATHS

/**
 * `webPath('hirerJob', { id })` → `/company/panel/company/solicitation/{id}/see`. Values are
 * URI-encoded (as the web's `pathTo` does); an optional `:name?` without a value drops out; a
 * required one without a value throws, since a link to nowhere must not be sent.
 */
export function webPath(name: WebPathName, params: Record<string, string | undefined> = {}) {
  return WEB_PATHS[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params[key]
    if (value === undefined || value === '') {
      if (optional) return ''
      throw new Error(`webPath('${name}') needs :${key}`)
    }
    return `/${encodeURIComponent(value)}`
  })
}
