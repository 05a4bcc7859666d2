import i18next, { type ResourceLanguage } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { parseMessage } from '@galera/shared/validation/messages.ts'
import {
  DEFAULT_LOCALE,
  LANG_STORAGE_KEY,
  LOCALE_COOKIE,
  LOCALES,
  headerFromLocale,
  isLocale,
  type Locale,
} from '@galera/shared/constants.ts'
import ptOptions from '@galera/shared/i18n/pt-BR/options.ts'
import ptWeb from '@galera/shared/i18n/pt-BR/web.ts'

/*
 * The words come from the shared catalogs. `catalogs` (shared i18n/index.ts) merges every domain
 * of both languages, legal texts and e-mails included (~25 KB gzipped), which would weigh on
 * every public page. So the web merges the same per-domain files itself: pt-BR's page words
 * (`web`, `options`) ship in the entry, its error and validation messages load once the page is up
 * (or before the first error is shown: `ensureMessages`, ADR 0069), English loads when chosen,
 * the legal texts when the terms modal opens, and mail stays on the server. i18n.test.ts checks
 * the result equals `catalogs`.
 */

const PT_BR_PARTS: ResourceLanguage[] = [ptOptions, ptWeb]

const loaders: Record<Locale, () => Promise<ResourceLanguage[]>> = {
  'pt-BR': async () => PT_BR_PARTS,
  // English is one chunk with its messages: a visitor who chose it waits for it once.
  en: () =>
    Promise.all([
      import('@galera/shared/i18n/en/validation.ts'),
      import('@galera/shared/i18n/en/errors.ts'),
      import('@galera/shared/i18n/en/options.ts'),
      import('@galera/shared/i18n/en/web.ts'),
    ]).then((mods) => mods.map((m) => m.default)),
}

type Loader = () => Promise<{ default: ResourceLanguage }>
/**
 * Words only some screens need, loaded with those screens (both languages at once: they are
 * small, and a language switch then needs no fetch). Screens call `loadDomain(name)` from their
 * lazy route or component before rendering.
 */
const domainLoaders = {
  conversations: [
    () => import('@galera/shared/i18n/pt-BR/conversations.ts'),
    () => import('@galera/shared/i18n/en/conversations.ts'),
  ],
  about: [
    () => import('@galera/shared/i18n/pt-BR/about.ts'),
    () => import('@galera/shared/i18n/en/about.ts'),
  ],
  legal: [
    () => import('@galera/shared/i18n/pt-BR/legal.ts'),
    () => import('@galera/shared/i18n/en/legal.ts'),
  ],
  signup: [
    () => import('@galera/shared/i18n/pt-BR/signup.ts'),
    () => import('@galera/shared/i18n/en/signup.ts'),
  ],
  profile: [
    () => import('@galera/shared/i18n/pt-BR/profile.ts'),
    () => import('@galera/shared/i18n/en/profile.ts'),
  ],
  media: [
    () => import('@galera/shared/i18n/pt-BR/media.ts'),
    () => import('@galera/shared/i18n/en/media.ts'),
  ],
  admin: [
    () => import('@galera/shared/i18n/pt-BR/admin.ts'),
    () => import('@galera/shared/i18n/en/admin.ts'),
  ],
  search: [
    () => import('@galera/shared/i18n/pt-BR/search.ts'),
    () => import('@galera/shared/i18n/en/search.ts'),
  ],
  promoterPage: [
    () => import('@galera/shared/i18n/pt-BR/promoter-page.ts'),
    () => import('@galera/shared/i18n/en/promoter-page.ts'),
  ],
  promoterPanel: [
    () => import('@galera/shared/i18n/pt-BR/promoter-panel.ts'),
    () => import('@galera/shared/i18n/en/promoter-panel.ts'),
  ],
  jobs: [
    () => import('@galera/shared/i18n/pt-BR/jobs.ts'),
    () => import('@galera/shared/i18n/en/jobs.ts'),
  ],
  hire: [
    () => import('@galera/shared/i18n/pt-BR/hire.ts'),
    () => import('@galera/shared/i18n/en/hire.ts'),
  ],
  fees: [
    () => import('@galera/shared/i18n/pt-BR/fees.ts'),
    () => import('@galera/shared/i18n/en/fees.ts'),
  ],
  catalogue: [
    () => import('@galera/shared/i18n/pt-BR/catalogue.ts'),
    () => import('@galera/shared/i18n/en/catalogue.ts'),
  ],
  products: [
    () => import('@galera/shared/i18n/pt-BR/products.ts'),
    () => import('@galera/shared/i18n/en/products.ts'),
  ],
  budgets: [
    () => import('@galera/shared/i18n/pt-BR/budgets.ts'),
    () => import('@galera/shared/i18n/en/budgets.ts'),
  ],
  requests: [
    () => import('@galera/shared/i18n/pt-BR/requests.ts'),
    () => import('@galera/shared/i18n/en/requests.ts'),
  ],
  promotions: [
    () => import('@galera/shared/i18n/pt-BR/promotions.ts'),
    () => import('@galera/shared/i18n/en/promotions.ts'),
  ],
  adminPromotions: [
    () => import('@galera/shared/i18n/pt-BR/admin-promotions.ts'),
    () => import('@galera/shared/i18n/en/admin-promotions.ts'),
  ],
  supplierPromotions: [
    () => import('@galera/shared/i18n/pt-BR/supplier-promotions.ts'),
    () => import('@galera/shared/i18n/en/supplier-promotions.ts'),
  ],
  dashboards: [
    () => import('@galera/shared/i18n/pt-BR/dashboards.ts'),
    () => import('@galera/shared/i18n/en/dashboards.ts'),
  ],
  adminUserEdit: [
    () => import('@galera/shared/i18n/pt-BR/admin-user-edit.ts'),
    () => import('@galera/shared/i18n/en/admin-user-edit.ts'),
  ],
  audit: [
    () => import('@galera/shared/i18n/pt-BR/audit.ts'),
    () => import('@galera/shared/i18n/en/audit.ts'),
  ],
} satisfies Record<string, [Loader, Loader]>
export type I18nDomain = keyof typeof domainLoaders
export const I18N_DOMAINS = Object.keys(domainLoaders) as I18nDomain[]
export function isI18nDomain(value: unknown): value is I18nDomain {
  return typeof value === 'string' && value in domainLoaders
}

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  // Each part owns its top-level keys, so a shallow merge is what `catalogs` does too.
  resources: { 'pt-BR': { translation: Object.assign({}, ...PT_BR_PARTS) } },
  lng: storedLocale() ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // Server sentences pass through `t` unchanged: no namespaces in keys.
  nsSeparator: false,
  initAsync: false,
})

const loaded = new Set<string>(['pt-BR'])

function addBundles(locale: Locale, parts: ResourceLanguage[]) {
  for (const part of parts) i18n.addResourceBundle(locale, 'translation', part, true, true)
}

/** Makes sure a language's words are loaded (English is a separate chunk). */
export async function ensureLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  addBundles(locale, await loaders[locale]())
  loaded.add(locale)
}

/**
 * pt-BR's error and validation messages (`errors`, `httpStatus`, `validation`): no page needs
 * them to show, so they are a chunk of their own (ADR 0069). The browser loads them when the page
 * is up, the API client before it words an error, and the server before it renders.
 */
export async function ensureMessages(): Promise<void> {
  if (loaded.has('messages')) return
  const parts = await Promise.all([
    import('@galera/shared/i18n/pt-BR/validation.ts'),
    import('@galera/shared/i18n/pt-BR/errors.ts'),
  ])
  addBundles(
    'pt-BR',
    parts.map((m) => m.default),
  )
  loaded.add('messages')
}

/** Loads a domain's words in both languages (see `domainLoaders`). */
export async function loadDomain(name: I18nDomain): Promise<void> {
  if (loaded.has(name)) return
  const [pt, en] = await Promise.all(domainLoaders[name].map((load) => load()))
  addBundles('pt-BR', [pt.default])
  addBundles('en', [en.default])
  loaded.add(name)
}

/** The terms of use and privacy policy; only the terms modal needs them. */
export function loadLegalTexts(): Promise<void> {
  return loadDomain('legal')
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}

// On the server (ADR 0049) there is no document: each request renders with its own instance.
const inBrowser = typeof document !== 'undefined'

function applyToDocument(locale: Locale) {
  if (inBrowser) document.documentElement.lang = locale
}
applyToDocument(currentLocale())

/** The language in a cookie too, so the server renders the next public page in it (ADR 0049). */
export function rememberLocaleCookie(locale: Locale) {
  if (!inBrowser) return
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
}

/**
 * The server's instance for one request: the same loaded words (a shared store), its own
 * language, so concurrent renders in different languages do not disturb each other.
 */
export async function i18nForRequest(locale: Locale) {
  await Promise.all([ensureLocale(locale), ensureMessages()])
  return i18n.cloneInstance({ lng: locale, initAsync: false })
}

/** The `locale` request header (spec §7): `pt` or `en`. */
export function localeHeader(): 'pt' | 'en' {
  return headerFromLocale(currentLocale())
}

/** Switches the language, remembers it (spec §3: language persists) and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLocale(locale)
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  rememberLocaleCookie(locale)
  await i18n.changeLanguage(locale)
  applyToDocument(locale)
}

/** Shows this page in a language without saving it (the one the server rendered it in). */
export async function showLocale(locale: Locale): Promise<void> {
  await ensureLocale(locale)
  await i18n.changeLanguage(locale)
  applyToDocument(locale)
}

/**
 * A zod message (`validation.minChars|min=3`), a plain key, or a sentence the server already
 * translated — in the current language. Same result as shared `translateMessage`.
 */
export function translateMessage(raw: string): string {
  const { key, params } = parseMessage(raw)
  return i18n.exists(key) ? i18n.t(key, params) : raw
}

/** `t` plus the current locale, re-rendering on language change. */
export function useLocale() {
  const { t, i18n: instance } = useTranslation()
  const locale: Locale = isLocale(instance.language) ? instance.language : DEFAULT_LOCALE
  return {
    t,
    locale,
    fieldError: (raw: string | undefined) => (raw ? translateMessage(raw) : undefined),
  }
}
