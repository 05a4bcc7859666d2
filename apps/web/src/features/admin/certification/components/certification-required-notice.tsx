import { Alert, Anchor, Text, type MantineSpacing } from '@mantine/core'
import { Link } from 'react-router'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useMyCertification } from '../api.ts'

/**
 * ADR 0026 on the provider's panels: while an admin requires the 'Certificado', why (the admin's
 * reason), what waits for the approval, and the way to the documents form on the profile.
 * Nothing is drawn otherwise (or while the answer loads).
 */
export function CertificationRequiredNotice({ mb }: { mb?: MantineSpacing }) {
  const { t } = useLocale()
  const mine = useMyCertification()
  const required = mine.data?.required
  if (!required) return null
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconRosetteDiscountCheck aria-hidden />}
      data-testid="certification-required"
      mb={mb}
    >
      <Text size="sm">{t('admin.certification.card.required', { reason: required.reason })}</Text>
      <Anchor component={Link} to={`${pathTo('profile')}#certificado`} size="sm" fw={600}>
        {t('admin.certification.card.requiredLink')}
      </Anchor>
    </Alert>
  )
}
