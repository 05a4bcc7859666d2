import dayjs from 'dayjs'
import 'dayjs/locale/pt-br'
import { currentLocale, i18n } from './i18n.ts'

/**
 * dayjs in the language of the interface (pt-BR by default), switched with it. Import dayjs from
 * here; Mantine date components get the same locale from `DatesProvider` (providers.tsx).
 */
export function dayjsLocale(locale = currentLocale()): 'pt-br' | 'en' {
  return locale === 'en' ? 'en' : 'pt-br'
}

dayjs.locale(dayjsLocale())
i18n.on('languageChanged', () => dayjs.locale(dayjsLocale()))

export { dayjs }
