import type { ReactNode } from 'react'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { OptionSetName } from '@galera/shared/options/option-sets.ts'
import type { PublicPromoterDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { PlainText } from '../../../../components/plain-text.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import classes from './promoter-profile.module.css'

/** Spec §3 attributes with translated option labels; sensitive ones only when the API sent them. */
export function Attributes({ promoter: p }: { promoter: PublicPromoterDto }) {
  const { t } = useLocale()
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`promoterPage.attributes.${key}`, params ?? {})
  const label = (set: OptionSetName, code: string) => t(`options.${set}.${code}`)
  const list = (set: OptionSetName, codes: string[]) =>
    codes.length ? codes.map((c) => label(set, c)).join(', ') : k('none')
  const yesNo = (v: boolean) => (v ? k('yes') : k('no'))
  const rows: [string, ReactNode][] = [
    [k('gender'), label('gender', p.gender)],
    [k('height'), k('heightValue', { value: p.heightCm })],
    [k('weight'), k('weightValue', { value: p.weightKg })],
    [k('shoeSize'), String(p.shoeSize)],
    [k('hair'), label('hair', p.hair)],
    [k('eyes'), label('eyes', p.eyes)],
    ...(p.skin ? [[k('skin'), label('skin', p.skin)] as [string, ReactNode]] : []),
    ...(p.disabilities.length
      ? [[k('disabilities'), list('disabilities', p.disabilities)] as [string, ReactNode]]
      : []),
    [k('languages'), list('languages', p.languages)],
    [k('dance'), list('dance', p.dance)],
    [k('instruments'), list('instruments', p.instruments)],
    [k('hasCar'), yesNo(p.hasCar)],
    [k('issuesInvoice'), yesNo(p.issuesInvoice)],
    [k('canTravel'), yesNo(p.canTravel)],
  ]
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="md"
      component="dl"
      className={classes.attributes}
    >
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </SimpleGrid>
  )
}

/** Description, equipment and references, as plain text (line breaks kept, never HTML). */
export function About({ promoter: p }: { promoter: PublicPromoterDto }) {
  const { t } = useLocale()
  return (
    <Stack gap="md">
      <PlainText text={p.description} size="md" />
      {p.equipment && (
        <Stack gap={2}>
          <Text fw={700}>{t('promoterPage.about.equipment')}</Text>
          <PlainText text={p.equipment} />
        </Stack>
      )}
      {p.references && (
        <Stack gap={2}>
          <Text fw={700}>{t('promoterPage.about.references')}</Text>
          <PlainText text={p.references} />
        </Stack>
      )}
    </Stack>
  )
}
