import { NativeSelect } from '@mantine/core'
import { LOCALES, type Locale } from '@galera/shared/constants.ts'
import { changeLocale, useLocale } from '../lib/i18n.ts'

/** Header language switch; accessible name "Idioma" / "Language". */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, locale } = useLocale()
  return (
    <NativeSelect
      aria-label={t('web.common.language')}
      value={locale}
      onChange={(e) => void changeLocale(e.currentTarget.value as Locale)}
      data={LOCALES.map((l) => ({
        value: l,
        label: t(`web.common.languages.${l === 'pt-BR' ? 'ptBR' : 'en'}`),
      }))}
      size="sm"
      w={fullWidth ? '100%' : 196}
    />
  )
}
