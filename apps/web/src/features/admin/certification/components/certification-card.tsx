import { useState } from 'react'
import { Alert, Badge, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { IconAlertCircle, IconRosetteDiscountCheck, IconUpload } from '@tabler/icons-react'
import { CERTIFICATION_MAX_DOCUMENTS } from '@galera/shared/admin/admin.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { ADMIN_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useSession } from '../../../../lib/session.tsx'
import {
  MY_CERTIFICATION_KEY,
  requestCertification,
  uploadDocument,
  useMyCertification,
} from '../api.ts'

const STATUS_COLOR = { pending: 'yellow', approved: 'green', refused: 'red' } as const

/**
 * The user's 'Certificado': status of the latest request (with the refusal reason) and, when no
 * request is pending, the form that uploads 1–4 document pictures and sends them for review.
 */
export function CertificationCard() {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const role = user ? roleFromProfile(user.profile) : undefined
  // Admins have no 'Certificado'.
  const eligible = !!role && !ADMIN_ROLES.includes(role)
  const mine = useMyCertification(eligible)
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)

  if (!eligible) return null
  if (mine.isPending) return <LoadingState />
  if (mine.isError) {
    return <ErrorState message={mine.error.message} onRetry={() => void mine.refetch()} />
  }
  const { isCertified, request, required } = mine.data
  const canAsk = !isCertified && request?.status !== 'pending'

  const send = async () => {
    setFailure(null)
    if (files.length === 0 || files.length > CERTIFICATION_MAX_DOCUMENTS) {
      setFailure(
        files.length === 0
          ? t('validation.required')
          : t('admin.certification.maxDocuments', { max: CERTIFICATION_MAX_DOCUMENTS }),
      )
      return
    }
    setBusy(true)
    try {
      const ids: string[] = []
      for (const file of files) ids.push(await uploadDocument(file))
      await requestCertification(ids)
      setFiles([])
      setSent(true)
      await queryClient.invalidateQueries({ queryKey: MY_CERTIFICATION_KEY })
    } catch (error) {
      setFailure(
        isApiError(error) && error.errors.length
          ? error.errors.map((e) => e.message).join(' ')
          : error instanceof Error
            ? error.message
            : t('admin.common.error'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id="certificado"
      aria-labelledby="certification-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="certification-title">
            <Group gap={6} component="span">
              <IconRosetteDiscountCheck size={20} aria-hidden />
              {t('admin.certification.card.title')}
            </Group>
          </Title>
          {isCertified ? (
            <Badge color="green" variant="dot">
              {t('admin.certification.card.status.approved')}
            </Badge>
          ) : request ? (
            <Badge color={STATUS_COLOR[request.status]} variant="dot">
              {t(`admin.certification.card.status.${request.status}`)}
            </Badge>
          ) : null}
        </Group>
        {isCertified ? (
          <Text size="sm">{t('admin.certification.card.certified')}</Text>
        ) : request?.status === 'pending' ? (
          <Text size="sm" role="status">
            {sent
              ? t('admin.certification.card.sent')
              : t('admin.certification.card.pending', {
                  date: formatDate(request.createdAt, locale),
                })}
          </Text>
        ) : (
          <Text size="sm">{t('admin.certification.card.intro')}</Text>
        )}
        {required && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('admin.certification.card.required', { reason: required.reason })}
          </Alert>
        )}
        {!isCertified && request?.status === 'refused' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('admin.certification.card.refused', { reason: request.reason ?? '' })}{' '}
            {t('admin.certification.card.again')}
          </Alert>
        )}
        {canAsk && (
          <Stack gap="sm">
            <FileInput
              label={t('admin.certification.card.files')}
              multiple
              clearable
              accept="image/png,image/jpeg,image/webp"
              leftSection={<IconUpload size={16} aria-hidden />}
              value={files}
              onChange={setFiles}
              error={failure}
            />
            <Group justify="flex-end">
              <Button onClick={() => void send()} loading={busy} disabled={files.length === 0}>
                {busy ? t('admin.certification.card.sending') : t('admin.certification.card.send')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
