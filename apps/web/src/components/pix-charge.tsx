import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconCheck, IconCopy, IconCreditCard } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { useLocale } from '../lib/i18n.ts'

/**
 * An open provider charge (ADR 0054): the Pix QR code and "copia e cola" with a copy button, and
 * the provider's own card page (the card is never typed here). Shared by a job's pay panel and
 * the supplier's ad invoices (ADR 0060); its words are the `hire` domain's.
 */
export function PixCharge({
  pix,
  cardUrl,
  amountCents,
}: {
  pix: { payload: string; qrCode: string }
  cardUrl: string | null
  amountCents: number
}) {
  const { t } = useLocale()
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('hire.payment.pixTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('hire.payment.pixHelp')}
      </Text>
      <Image
        src={pix.qrCode}
        alt={t('hire.payment.qrAlt', { amount: formatBRL(amountCents) })}
        w={220}
        h={220}
        fit="contain"
        data-testid="pix-qr"
      />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('hire.payment.copyLabel')}
          value={pix.payload}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          data-testid="pix-payload"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={pix.payload}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t('hire.payment.copied') : t('hire.payment.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {cardUrl && (
        <Stack gap={4}>
          <Anchor href={cardUrl} target="_blank" rel="noopener noreferrer" data-testid="pay-card">
            <Group gap={4} component="span">
              <IconCreditCard size={16} aria-hidden />
              {t('hire.payment.card')}
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('hire.payment.cardHelp')}
          </Text>
        </Stack>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('hire.payment.waiting')}
      </Text>
    </Stack>
  )
}
