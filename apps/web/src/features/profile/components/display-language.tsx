import { Group, Radio } from '@mantine/core'
import { LOCALES, type Locale } from '@galera/shared/constants.ts'
import { changeLocale, useLocale } from '../../../lib/i18n.ts'
import { SectionCard } from './section-card.tsx'

/** The preferred language of this browser (spec §3: the language persists across reloads). */
export function DisplayLanguage() {
  const { t, locale } = useLocale()
  return (
    <Radio.Group
      label={t('web.profile.displayLanguage')}
      description={t('web.profile.displayLanguageHelp')}
      value={locale}
      onChange={(v) => void changeLocale(v as Locale)}
    >
      <Group mt="xs" gap="lg">
        {LOCALES.map((l) => (
          <Radio
            key={l}
            value={l}
            label={t(`web.common.languages.${l === 'en' ? 'en' : 'ptBR'}`)}
          />
        ))}
      </Group>
    </Radio.Group>
  )
}

/** "Idioma": the display language, which the session also saves as the account's language. */
export function LanguageSection() {
  const { t } = useLocale()
  return (
    <SectionCard id="profile-language" title={t('profile.language.title')}>
      <DisplayLanguage />
    </SectionCard>
  )
}
