import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import 'dayjs/locale/pt-br'
import { catalogs, translateMessage } from '@galera/shared/i18n/index.ts'
import { DEFAULT_LOCALE, LOCALES, headerFromLocale, type Locale } from '@galera/shared/constants.ts'

export const LANG_STORAGE_KEY = 'galera.lang'

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale
  dayjs.locale(locale === 'en' ? 'en' : 'pt-br')
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: {
    'pt-BR': { translation: catalogs['pt-BR'] },
    en: { translation: catalogs.en },
  },
  lng: storedLocale() ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  initAsync: false,
})
applyToDocument(currentLocale())

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}

/** The `locale` request header (spec §7): `pt` or `en`. */
export function localeHeader(): 'pt' | 'en' {
  return headerFromLocale(currentLocale())
}

/** Switches the language, remembers it (spec §3: language persists) and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18n.changeLanguage(locale)
  applyToDocument(locale)
}

/** A zod message (`validation.minChars|min=3`) or a plain key, in the current language. */
export function translateFormMessage(raw: string | undefined): string | undefined {
  return raw ? translateMessage(currentLocale(), raw) : undefined
}

/** `t` plus the current locale, re-rendering on language change. */
export function useLocale() {
  const { t, i18n: instance } = useTranslation()
  const locale: Locale = isLocale(instance.language) ? instance.language : DEFAULT_LOCALE
  return { t, locale, fieldError: (raw: string | undefined) => (raw ? translateMessage(locale, raw) : undefined) }
}
