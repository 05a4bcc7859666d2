import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core'
import { IconCreditCard } from '@tabler/icons-react'
import { formatBRL } from '@galera/shared/format/money.ts'
import { useLocale } from '../lib/i18n.ts'
import { CopyField } from './copy-field.tsx'

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
      <CopyField
        label={t('hire.payment.copyLabel')}
        value={pix.payload}
        copyLabel={t('hire.payment.copy')}
        copiedLabel={t('hire.payment.copied')}
        testId="pix-payload"
      />
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
