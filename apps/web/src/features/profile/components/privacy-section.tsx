import { useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import {
  CloseAccountSchema,
  REVOCABLE_CONSENT_KINDS,
  type CloseAccountInput,
} from '@galera/shared/profile/profile.schemas.ts'
import {
  CONSENT_KINDS,
  type Consent,
  type ConsentKind,
} from '@galera/shared/profile/profile.dto.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { routes } from '../../../lib/routes.ts'
import { ErrorState, LoadingState, FormErrorAlert } from '../../../components/states.tsx'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.tsx'
import { useSession } from '../../../lib/session.tsx'
import {
  closeAccount,
  downloadMyData,
  grantConsent,
  MY_CONSENTS_KEY,
  MY_PROFILE_KEY,
  revokeConsent,
  useMyConsents,
} from '../api.ts'
import { SectionCard } from './section-card.tsx'

const isRevocable = (kind: ConsentKind) =>
  (REVOCABLE_CONSENT_KINDS as readonly string[]).includes(kind)

/** The newest record of each kind (a revoked one stays as history). */
function latestByKind(consents: Consent[]) {
  const out = new Map<ConsentKind, Consent>()
  for (const c of consents) {
    const prev = out.get(c.kind)
    if (
      !prev ||
      (prev.revokedAt && !c.revokedAt) ||
      (!!prev.revokedAt === !!c.revokedAt && c.grantedAt > prev.grantedAt)
    )
      out.set(c.kind, c)
  }
  return out
}

function ConsentRow({
  kind,
  consent,
  onRevoke,
  onGrant,
  busy,
}: {
  kind: ConsentKind
  consent: Consent | undefined
  onRevoke: () => void
  onGrant: () => void
  busy: boolean
}) {
  const { t, locale } = useLocale()
  const live = consent && !consent.revokedAt
  const name = t(`profile.privacy.kind.${kind}`)
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge color={live ? 'teal.9' : 'gray'} variant={live ? 'filled' : 'light'}>
              {live
                ? t('profile.privacy.active')
                : consent
                  ? t('profile.privacy.revoked')
                  : t('profile.privacy.notGranted')}
            </Badge>
          </Group>
          {consent && (
            <Text size="sm" c="dimmed">
              {t('profile.privacy.version', { version: consent.version })} ·{' '}
              {t('profile.privacy.grantedAt', { date: formatDateTime(consent.grantedAt, locale) })}
              {consent.revokedAt &&
                ` · ${t('profile.privacy.revokedAt', { date: formatDateTime(consent.revokedAt, locale) })}`}
            </Text>
          )}
        </Stack>
        {isRevocable(kind) ? (
          live ? (
            <Button
              variant="default"
              onClick={onRevoke}
              aria-label={`${t('profile.privacy.revoke')}: ${name}`}
            >
              {t('profile.privacy.revoke')}
            </Button>
          ) : (
            <Button
              variant="light"
              onClick={onGrant}
              loading={busy}
              aria-label={`${t('profile.privacy.grant')}: ${name}`}
            >
              {t('profile.privacy.grant')}
            </Button>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.privacy.closeOnly')}
          </Text>
        )}
      </Group>
    </Card>
  )
}

function Consents() {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const consents = useMyConsents()
  const [confirming, setConfirming] = useState<ConsentKind | null>(null)
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<Consent[]>, done: string) {
    setBusy(true)
    try {
      queryClient.setQueryData(MY_CONSENTS_KEY, await action())
      setConfirming(null)
      notifySuccess(done)
      // Revoking sensitive data also erases it from the promoter profile.
      await queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY })
    } catch {
      // the api client already showed the error
    } finally {
      setBusy(false)
    }
  }

  if (consents.isPending) return <LoadingState />
  if (consents.isError)
    return <ErrorState message={consents.error.message} onRetry={() => void consents.refetch()} />
  const latest = latestByKind(consents.data)
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('profile.privacy.consents')}
      </Title>
      {consents.data.length === 0 && <Text c="dimmed">{t('profile.privacy.noConsents')}</Text>}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {CONSENT_KINDS.map((kind) => (
          <ConsentRow
            key={kind}
            kind={kind}
            consent={latest.get(kind)}
            busy={busy}
            onRevoke={() => !busy && setConfirming(kind)}
            onGrant={() => void run(() => grantConsent(kind), t('profile.privacy.granted_ok'))}
          />
        ))}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('profile.privacy.revokeTitle')}
        closeButtonProps={{ 'aria-label': t('profile.close') }}
        centered
      >
        {confirming && (
          <Stack gap="md">
            <Text>
              {t('profile.privacy.revokeConfirm', {
                kind: t(`profile.privacy.kind.${confirming}`),
              })}
            </Text>
            {confirming === 'sensitive_data' && (
              <Alert color="yellow" variant="light">
                {t('profile.privacy.revokeSensitiveWarning')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('profile.cancel')}
              </Button>
              <Button
                color="red.8"
                loading={busy}
                onClick={() =>
                  void run(() => revokeConsent(confirming), t('profile.privacy.revoked_ok'))
                }
              >
                {t('profile.privacy.revoke')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  )
}

function DownloadMyData() {
  const { t } = useLocale()
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      await downloadMyData()
      notifySuccess(t('profile.privacy.downloaded'))
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t('httpStatus.other'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {t('profile.privacy.downloadHelp')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('profile.privacy.download')}
      </Button>
    </Group>
  )
}

function CloseAccount() {
  const { t, fieldError } = useLocale()
  const [opened, setOpened] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const { forget } = useSession()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CloseAccountInput>({
    resolver: zodResolver(CloseAccountSchema),
    defaultValues: { password: '', confirm: true },
  })
  const close = () => {
    setOpened(false)
    setFormError(null)
    reset()
  }
  const onSubmit = handleSubmit(async (input) => {
    setFormError(null)
    try {
      await closeAccount(input)
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password']))
      return
    }
    // The server already ended every session; forget it here and go home.
    await forget(() => navigate(routes.home, { replace: true, flushSync: true }))
    notifySuccess(t('profile.privacy.closed'))
  })
  return (
    <>
      <Group justify="flex-end">
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('profile.privacy.close')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('profile.privacy.closeTitle')}
        closeButtonProps={{ 'aria-label': t('profile.close') }}
        centered
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <List size="sm" spacing="xs">
              <List.Item>{t('profile.privacy.closeWhatGoes')}</List.Item>
              <List.Item>{t('profile.privacy.closeWhatStays')}</List.Item>
            </List>
            <Alert color="red" variant="light">
              {t('profile.privacy.closeIrreversible')}
            </Alert>
            <FormErrorAlert message={formError} />
            <PasswordInput
              label={t('profile.privacy.closePassword')}
              autoComplete="current-password"
              required
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('web.login.togglePassword') }}
              error={fieldError(errors.password?.message)}
              {...register('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" color="red.8" loading={isSubmitting}>
                {t('profile.privacy.closeConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}

export function PrivacySection() {
  const { t } = useLocale()
  return (
    <SectionCard id="profile-privacy" title={t('profile.privacy.title')}>
      <Text size="sm">{t('profile.privacy.intro')}</Text>
      <Consents />
      <DownloadMyData />
      <CloseAccount />
    </SectionCard>
  )
}
