import { useState } from 'react'
import { Anchor, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconCheck, IconX } from '@tabler/icons-react'
import {
  RefuseCertificationSchema,
  type AdminCertificationRow,
} from '@galera/shared/admin/admin.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ReasonConfirmForm } from '../../../../components/reason-confirm-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { ADMIN_CERTIFICATIONS_KEY, approveCertification, refuseCertification } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** One pending 'Certificado' request: the documents and the approve / refuse decision. */
export function CertificationReview({
  request,
  onDecided,
}: {
  request: AdminCertificationRow
  onDecided: (message: string) => void
}) {
  const { t, locale } = useLocale()
  const queryClient = useQueryClient()
  const [refusing, setRefusing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_CERTIFICATIONS_KEY })
  const approve = useMutation({
    mutationFn: () => approveCertification(request.id),
    onSuccess: () => {
      onDecided(t('admin.certification.approved'))
      void refresh()
    },
    onError: (e) => setFailure(e.message),
  })
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={request.user.name}>
      <Stack gap="sm">
        <div>
          <Text fw={700}>{request.user.name}</Text>
          <Text size="sm" c="dimmed">
            {request.user.email} · {t(`admin.roles.${request.user.role}`)} ·{' '}
            {t('admin.certification.requestedAt', {
              date: formatDateTime(request.createdAt, locale),
            })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {request.documents.map((d, i) => (
            <Anchor key={d.id} href={d.url ?? undefined} target="_blank" rel="noopener noreferrer">
              <Image
                src={d.thumbUrl}
                alt={t('admin.certification.document', { n: i + 1, name: request.user.name })}
                radius="sm"
                h={120}
                fit="cover"
              />
            </Anchor>
          ))}
        </SimpleGrid>
        <FormErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setRefusing(true)}
          >
            {t('admin.certification.refuse')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={approve.isPending}
            onClick={() => approve.mutate()}
          >
            {t('admin.certification.approve')}
          </Button>
        </Group>
      </Stack>
      <RefuseModal
        opened={refusing}
        request={request}
        onClose={() => setRefusing(false)}
        onDone={() => {
          setRefusing(false)
          onDecided(t('admin.certification.refused'))
          void refresh()
        }}
      />
    </Card>
  )
}

function RefuseModal({
  opened,
  request,
  onClose,
  onDone,
}: {
  opened: boolean
  request: AdminCertificationRow
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useLocale()
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.certification.refuseTitle', { name: request.user.name })}
      closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
    >
      <Stack gap="sm">
        <FormErrorAlert message={failure} />
        <ReasonConfirmForm
          schema={RefuseCertificationSchema}
          label={t('admin.certification.reason')}
          confirmLabel={t('admin.certification.refuse')}
          cancelLabel={t('admin.common.cancel')}
          color="red"
          onConfirm={async (reason) => {
            await refuseCertification(request.id, reason)
            onDone()
          }}
          onCancel={onClose}
          onFailure={setFailure}
        />
      </Stack>
    </Modal>
  )
}
