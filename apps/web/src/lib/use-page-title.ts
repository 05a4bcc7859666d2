import { useEffect } from 'react'
import { i18n } from './i18n.ts'

/** `<title>` of a screen; the server writes the first one for shared links (spa.ts). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    const brand = i18n.t('app.name')
    document.title = title ? `${title} — ${brand}` : `${brand} — ${i18n.t('web.home.tagline')}`
  }, [title])
}
