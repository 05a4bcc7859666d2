import { createContext, useContext, useEffect } from 'react'
import { useLocale } from './i18n.ts'

/**
 * The head of a page rendered on the server (ADR 0061): the screens' `usePageTitle` fill it
 * during the render (effects do not run there), and the server writes it in the request's
 * language. The deepest screen renders last and wins.
 */
export interface PageHead {
  title?: string
  description?: string
  /** An absolute or root-relative URL of the page's picture (Open Graph). */
  image?: string
}

export const PageHeadContext = createContext<PageHead | null>(null)

export interface PageMetaInput {
  /** Plain text; shortened by the server. */
  description?: string | null
  image?: string | null
}

/** `<title>` (and, on the server, description and picture) of a screen. */
export function usePageTitle(title: string | undefined, meta: PageMetaInput = {}) {
  const { t } = useLocale()
  const full = title ? `${title} — ${t('app.name')}` : `${t('app.name')} — ${t('web.home.tagline')}`
  const head = useContext(PageHeadContext)
  if (head) {
    head.title = full
    head.description = meta.description ?? undefined
    head.image = meta.image ?? undefined
  }
  useEffect(() => {
    document.title = full
  }, [full])
}
