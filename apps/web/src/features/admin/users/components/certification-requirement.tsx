import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import {
  CERTIFICATION_REQUIRABLE_ROLES,
  RequireCertificationSchema,
  type AdminUserRow,
} from '@galera/shared/admin/admin.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ReasonConfirmForm } from '../../../../components/reason-confirm-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { liftCertification, requireCertification } from '../api.ts'

interface Props {
  user: AdminUserRow
  onDone: (row: AdminUserRow, message: string) => void
  onFailure: (message: string | null) => void
}

/**
 * ADR 0026 in the account panel: the requirement in force (since when, why) with "lift", or
 * "Require Certificado" with a reason the person will read. Only promoters and suppliers that are
 * not certified yet.
 */
export function CertificationRequirement({ user, onDone, onFailure }: Props) {
  const { t, locale } = useLocale()
  const [asking, setAsking] = useState(false)
  const lift = useMutation({
    mutationFn: () => liftCertification(user.id),
    onSuccess: (row) => onDone(row, t('admin.users.certificationLifted')),
    onError: (e) => onFailure(e.message),
  })
  const onRequire = async (reason: string) => {
    onDone(await requireCertification(user.id, reason), t('admin.users.certificationRequiredDone'))
    setAsking(false)
  }

  const requirable = (CERTIFICATION_REQUIRABLE_ROLES as readonly string[]).includes(user.role)
  if (!requirable || user.isCertified || user.status === 'closed') return null

  if (user.certificationRequiredAt) {
    return (
      <Alert color="yellow" variant="light" icon={<IconRosetteDiscountCheck aria-hidden />}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('admin.users.certificationRequired', {
              date: formatDateTime(user.certificationRequiredAt, locale),
            })}
          </Text>
          <Text size="sm">
            {t('admin.users.reasonLabel')}: {user.certificationRequiredReason}
          </Text>
          <Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => lift.mutate()}
              loading={lift.isPending}
            >
              {t('admin.users.liftCertification')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
  if (!asking) {
    return (
      <Button variant="light" color="yellow" onClick={() => setAsking(true)}>
        {t('admin.users.requireCertification')}
      </Button>
    )
  }
  return (
    <ReasonConfirmForm
      schema={RequireCertificationSchema}
      help={t('admin.users.requireCertificationHelp')}
      label={t('admin.certification.reason')}
      confirmLabel={t('admin.users.requireCertificationConfirm')}
      cancelLabel={t('admin.common.cancel')}
      color="yellow"
      onConfirm={onRequire}
      onCancel={() => setAsking(false)}
      onFailure={onFailure}
    />
  )
}
