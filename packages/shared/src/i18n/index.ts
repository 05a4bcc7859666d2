import type { Locale } from '../constants.ts'
import { parseMessage } from '../validation/messages.ts'
import ptErrors from './pt-BR/errors.ts'
import ptLegal from './pt-BR/legal.ts'
import ptMail from './pt-BR/mail.ts'
import ptOptions from './pt-BR/options.ts'
import ptValidation from './pt-BR/validation.ts'
import ptWeb from './pt-BR/web.ts'
import ptAdmin from './pt-BR/admin.ts'
import ptMedia from './pt-BR/media.ts'
import ptProfile from './pt-BR/profile.ts'
import ptSignup from './pt-BR/signup.ts'
import ptSearch from './pt-BR/search.ts'
import ptPromoterPage from './pt-BR/promoter-page.ts'
import ptPromoterPanel from './pt-BR/promoter-panel.ts'
import ptJobs from './pt-BR/jobs.ts'
import ptHire from './pt-BR/hire.ts'
import ptFees from './pt-BR/fees.ts'
import ptCatalogue from './pt-BR/catalogue.ts'
import ptProducts from './pt-BR/products.ts'
import ptBudgets from './pt-BR/budgets.ts'
import ptRequests from './pt-BR/requests.ts'
import ptAbout from './pt-BR/about.ts'
import ptPromotions from './pt-BR/promotions.ts'
import ptAdminPromotions from './pt-BR/admin-promotions.ts'
import ptSupplierPromotions from './pt-BR/supplier-promotions.ts'
import ptDashboards from './pt-BR/dashboards.ts'
import ptAdminUserEdit from './pt-BR/admin-user-edit.ts'
import ptAudit from './pt-BR/audit.ts'
import ptConversations from './pt-BR/conversations.ts'
import enErrors from './en/errors.ts'
import enLegal from './en/legal.ts'
import enMail from './en/mail.ts'
import enOptions from './en/options.ts'
import enValidation from './en/validation.ts'
import enWeb from './en/web.ts'
import enAdmin from './en/admin.ts'
import enMedia from './en/media.ts'
import enProfile from './en/profile.ts'
import enSignup from './en/signup.ts'
import enSearch from './en/search.ts'
import enPromoterPage from './en/promoter-page.ts'
import enPromoterPanel from './en/promoter-panel.ts'
import enJobs from './en/jobs.ts'
import enHire from './en/hire.ts'
import enFees from './en/fees.ts'
import enCatalogue from './en/catalogue.ts'
import enProducts from './en/products.ts'
import enBudgets from './en/budgets.ts'
import enRequests from './en/requests.ts'
import enAbout from './en/about.ts'
import enPromotions from './en/promotions.ts'
import enAdminPromotions from './en/admin-promotions.ts'
import enSupplierPromotions from './en/supplier-promotions.ts'
import enDashboards from './en/dashboards.ts'
import enAdminUserEdit from './en/admin-user-edit.ts'
import enAudit from './en/audit.ts'
import enConversations from './en/conversations.ts'

/**
 * The words of the product, nested by domain. Keys are the same in both languages (the English
 * files are typed against the pt-BR ones). Interpolation uses single braces: `{min}`.
 */
export const catalogs = {
  'pt-BR': {
    ...ptValidation,
    ...ptErrors,
    ...ptOptions,
    ...ptMail,
    ...ptWeb,
    ...ptLegal,
    ...ptSignup,
    ...ptProfile,
    ...ptMedia,
    ...ptAdmin,
    ...ptSearch,
    ...ptPromoterPage,
    ...ptPromoterPanel,
    ...ptJobs,
    ...ptHire,
    ...ptFees,
    ...ptCatalogue,
    ...ptProducts,
    ...ptBudgets,
    ...ptRequests,
    ...ptAbout,
    ...ptPromotions,
    ...ptAdminPromotions,
    ...ptSupplierPromotions,
    ...ptDashboards,
    ...ptAdminUserEdit,
    ...ptAudit,
    ...ptConversations,
  },
  en: {
    ...enValidation,
    ...enErrors,
    ...enOptions,
    ...enMail,
    ...enWeb,
    ...enLegal,
    ...enSignup,
    ...enProfile,
    ...enMedia,
    ...enAdmin,
    ...enSearch,
    ...enPromoterPage,
    ...enPromoterPanel,
    ...enJobs,
    ...enHire,
    ...enFees,
    ...enCatalogue,
    ...enProducts,
    ...enBudgets,
    ...enRequests,
    ...enAbout,
    ...enPromotions,
    ...enAdminPromotions,
    ...enSupplierPromotions,
    ...enDashboards,
    ...enAdminUserEdit,
    ...enAudit,
    ...enConversations,
  },
} as const

type Tree = { [key: string]: string | Tree }

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function hasKey(locale: Locale, key: string): boolean {
  return lookup(catalogs[locale] as unknown as Tree, key) !== undefined
}

/** Translates a key; falls back to pt-BR, then to the key itself so a missing word is visible. */
export function translate(
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string {
  const text =
    lookup(catalogs[locale] as unknown as Tree, key) ??
    lookup(catalogs['pt-BR'] as unknown as Tree, key)
  return text === undefined ? key : interpolate(text, params)
}

/** Turns a zod message (`validation.minChars|min=3`) or a plain key into words. */
export function translateMessage(locale: Locale, raw: string): string {
  const { key, params } = parseMessage(raw)
  return translate(locale, key, params)
}
