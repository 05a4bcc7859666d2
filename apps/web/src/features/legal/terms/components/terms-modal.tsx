import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import type { CurrentTerms } from '@galera/shared/legal/terms-versions.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { api } from '../../../../lib/api-client.ts'
import { useDpoContact } from '../../../../lib/dpo.ts'
import { loadDomain } from '../../../../lib/i18n.ts'
import { useSession } from '../../../../lib/session.tsx'
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '@galera/shared/legal/legal-sections.ts'
import { PlainText } from '../../../../components/plain-text.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import type { TermsTab } from '../../../../lib/terms.tsx'

interface Props {
  opened: boolean
  tab: TermsTab
  onTabChange: (tab: TermsTab) => void
  onClose: () => void
}

function LegalDocument({ doc }: { doc: TermsTab }) {
  const { t } = useLocale()
  const sections: readonly string[] = doc === 'terms' ? TERMS_SECTIONS : PRIVACY_SECTIONS
  // The texts name the DPO from the server's configuration (ADR 0032): never a stale address.
  const dpo = useDpoContact()
  if (dpo.isError)
    return (
      <Alert color="red" role="alert" mt="md">
        <Group justify="space-between">
          <Text size="sm">{t('web.common.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void dpo.refetch()}>
            {t('web.common.retry')}
          </Button>
        </Group>
      </Alert>
    )
  if (!dpo.data)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('web.common.loading')} />
      </Group>
    )
  const who = { dpoName: dpo.data.name, dpoEmail: dpo.data.email }
  return (
    <Box
      // Keyboard users scroll the long text with the arrow keys once it has focus (axe:
      // scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={t(`legal.${doc}.title`)}
      mah={{ base: 'calc(100dvh - 200px)', sm: '60vh' }}
      style={{ overflowY: 'auto' }}
      pr="sm"
      py="sm"
    >
      <Title order={3} size="h4" mb={4}>
        {t(`legal.${doc}.title`)}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {t('legal.ui.lastUpdated', { date: t('legal.effectiveDate') })}
      </Text>
      <PlainText text={t(`legal.${doc}.intro`, who)} />
      {sections.map((id) => (
        <Stack key={id} gap={0} mt="md">
          <Title order={4} size="h5" mb="xs">
            {t(`legal.${doc}.${id}.title`)}
          </Title>
          <PlainText text={t(`legal.${doc}.${id}.body`, who)} />
        </Stack>
      ))}
    </Box>
  )
}

/**
 * The version in force and, while there is one, the upcoming version with its summary and the
 * "object" button (PRODUCT.md "Resolved readings": 10 days' notice, 5 days to object).
 */
function TermsVersionNotice() {
  const { t, locale } = useLocale()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const [objecting, setObjecting] = useState(false)
  const [reason, setReason] = useState('')
  const key = ['terms', 'current', locale, user?.userId ?? null]
  const current = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const [answer] = await Promise.all([
        api.get<CurrentTerms>('/public/terms-versions/current', {
          signal,
          notify: false,
          redirectOn401: false,
        }),
        loadDomain('admin'),
      ])
      return answer
    },
  })
  const object = useMutation({
    mutationFn: (termsVersionId: string) =>
      api.post<{ message: string }>(
        '/me/terms-objections',
        { termsVersionId, reason: reason.trim() || undefined },
        { notify: false },
      ),
    onSuccess: () => {
      setObjecting(false)
      void queryClient.invalidateQueries({ queryKey: ['terms', 'current'] })
    },
  })
  if (!current.data) return null
  const { inForce, upcoming } = current.data
  const open = upcoming && Date.now() <= new Date(upcoming.objectionDeadline).getTime()
  return (
    <Stack gap="xs" mb="sm">
      <Text size="sm" fw={600}>
        {t('admin.terms.inForce', { version: inForce.version })}
      </Text>
      {upcoming && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              {t('admin.terms.upcoming', {
                version: upcoming.version,
                date: formatDate(upcoming.effectiveAt, locale),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {upcoming.summary}
            </Text>
            {object.isSuccess ? (
              <Text size="sm" role="status">
                {object.data.message}
              </Text>
            ) : upcoming.objected ? (
              <Text size="sm">{t('admin.terms.objected')}</Text>
            ) : user && open ? (
              <Stack gap={6}>
                <Text size="sm">
                  {t('admin.terms.objectUntil', {
                    date: formatDate(upcoming.objectionDeadline, locale),
                  })}
                </Text>
                {objecting && (
                  <Textarea
                    label={t('admin.terms.objectReason')}
                    value={reason}
                    maxLength={1000}
                    autosize
                    minRows={2}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                )}
                {object.isError && (
                  <Text size="sm" c="red.8" role="alert">
                    {object.error.message}
                  </Text>
                )}
                <Group gap="xs">
                  {objecting ? (
                    <>
                      <Button size="xs" variant="default" onClick={() => setObjecting(false)}>
                        {t('admin.common.cancel')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        loading={object.isPending}
                        onClick={() => object.mutate(upcoming.id)}
                      >
                        {t('admin.terms.objectConfirm')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setObjecting(true)}
                    >
                      {t('admin.terms.object')}
                    </Button>
                  )}
                </Group>
              </Stack>
            ) : null}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}

/** Spec §2: terms of use and privacy policy over any screen, with a back button. */
export function TermsModal({ opened, tab, onTabChange, onClose }: Props) {
  const { t } = useLocale()
  const narrow = useMediaQuery('(max-width: 48em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('web.common.legalTitle')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('legal.ui.close') }}
    >
      <TermsVersionNotice />
      <Tabs
        value={tab}
        onChange={(v) => onTabChange(v === 'privacy' ? 'privacy' : 'terms')}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="terms">{t('legal.ui.tabTerms')}</Tabs.Tab>
          <Tabs.Tab value="privacy">{t('legal.ui.tabPrivacy')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terms">
          <LegalDocument doc="terms" />
        </Tabs.Panel>
        <Tabs.Panel value="privacy">
          <LegalDocument doc="privacy" />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-start" mt="md">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onClose}
        >
          {t('legal.ui.back')}
        </Button>
      </Group>
    </Modal>
  )
}
