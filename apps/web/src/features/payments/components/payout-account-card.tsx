import { useState } from 'react'
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import {
  PayoutAccountSchema,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@galera/shared/payments/payment.schemas.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { PAYOUT_ACCOUNT_KEY, savePayoutAccount, usePayoutAccount } from '../api.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

/** The promoter's Pix key, where released money goes (ADR 0054), checked by its type. */
export function PayoutAccountCard() {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const query = usePayoutAccount()
  const current = query.data?.account ?? null
  const [type, setType] = useState<PixKeyType | null>(null)
  const [key, setKey] = useState('')
  const [keyError, setKeyError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const chosen = type ?? (current?.pixKeyType as PixKeyType | undefined) ?? 'cpf'

  async function save(e: React.FormEvent) {
    e.preventDefault()
    setError(null)
    const parsed = PayoutAccountSchema.safeParse({ pixKeyType: chosen, pixKey: key })
    if (!parsed.success) {
      setKeyError(fieldError(parsed.error.issues[0]?.message))
      return
    }
    setKeyError(undefined)
    setBusy(true)
    try {
      const answer = await savePayoutAccount({ pixKeyType: chosen, pixKey: key })
      queryClient.setQueryData(PAYOUT_ACCOUNT_KEY, answer)
      setKey('')
      notifySuccess(t('jobs.payout.saved'))
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby="payout-account">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payout-account">
          {t('jobs.payout.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('jobs.payout.intro')}
        </Text>
        <Text size="sm" data-testid="payout-current">
          {current
            ? t('jobs.payout.current', {
                key: `${t(`jobs.payout.types.${current.pixKeyType}`)} ${current.pixKey}`,
              })
            : t('jobs.payout.none')}
        </Text>
        <FormErrorAlert message={error} />
        <form onSubmit={save} noValidate>
          <Group align="flex-start" gap="sm">
            <Select
              label={t('jobs.payout.type')}
              data={PIX_KEY_TYPES.map((v) => ({ value: v, label: t(`jobs.payout.types.${v}`) }))}
              value={chosen}
              onChange={(v) => v && setType(v as PixKeyType)}
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={t('jobs.payout.key')}
              value={key}
              onChange={(e) => setKey(e.currentTarget.value)}
              error={keyError}
              required
              style={{ flex: 1, minWidth: 200 }}
            />
          </Group>
          <Group mt="sm">
            <Button type="submit" loading={busy}>
              {t('jobs.payout.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  )
}
