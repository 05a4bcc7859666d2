import { useState } from 'react'
import { Alert, Stack, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useAdminCertifications } from '../../features/admin/certification/api.ts'
import { CertificationReview } from '../../features/admin/certification/components/certification-review.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminPager, AdminShell } from './admin-shell.tsx'

/** `/admin/certifications`: pending 'Certificado' requests, oldest first. */
export function AdminCertificationsPage() {
  const { t } = useLocale()
  const [page, setPage] = useState(1)
  const [done, setDone] = useState<string | null>(null)
  const list = useAdminCertifications(page)
  let body
  if (list.isPending) body = <LoadingState />
  else if (list.isError)
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
  else if (list.data.data.length === 0) body = <EmptyState title={t('admin.common.empty')} />
  else
    body = (
      <Stack gap="md">
        {list.data.data.map((r) => (
          <CertificationReview key={r.id} request={r} onDecided={setDone} />
        ))}
        <AdminPager page={page} total={list.data.last_page} onChange={setPage} />
      </Stack>
    )
  return (
    <AdminShell title={t('admin.certification.title')}>
      <Title order={2} size="h3">
        {t('admin.certification.pendingTitle')}
      </Title>
      {done && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {done}
        </Alert>
      )}
      {body}
    </AdminShell>
  )
}
