import { useState } from 'react'
import { Link } from 'react-router'
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Input,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AD_ART_SPECS,
  AD_DEVICES,
  type AdDevice,
  type SupplierAdAuctionDto,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { cancelAd, promotionKey, SUPPLIER_PROMOTIONS_KEY, uploadAdArt } from '../api.ts'
import { AD_STATUS_COLOR, formatDay, SLOT_COLOR } from '../standing.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/**
 * The ad a supplier won: its status (with the API's code), the period, where it leads, the two
 * pieces of art (exact px and KB, previews) and the irreversible, unrefunded cancellation.
 */
export function WonAdPanel({ auction: a }: { auction: SupplierAdAuctionDto }) {
  const { t, locale } = useLocale()
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [cancelError, setCancelError] = useState<string | null>(null)
  const ad = a.ad
  const status = ad?.status ?? 'scheduled'
  const awaiting = a.payment?.state === 'awaiting_payment'
  const editable = ad !== null && (status === 'scheduled' || status === 'online')

  const cancel = useMutation({
    mutationFn: () => cancelAd(a.id),
    onSuccess: (updated) => {
      client.setQueryData(promotionKey(a.id), updated)
      setConfirming(false)
      notifySuccess(t('supplierPromotions.ad.cancelled'))
    },
    onError: (error) => setCancelError(isApiError(error) ? error.message : String(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: promotionKey(a.id) })
      void client.invalidateQueries({ queryKey: [...SUPPLIER_PROMOTIONS_KEY, 'list'] })
    },
  })

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ad-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="ad-title">
            {t('supplierPromotions.ad.title')}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('supplierPromotions.ad.status')}:
            </Text>
            {/* ADR 0064: an ad whose slot waits for its payment is not "scheduled" or "online". */}
            {awaiting ? (
              <Badge
                color={SLOT_COLOR.awaiting_payment}
                variant="dot"
                radius="sm"
                styles={{ label: { textTransform: 'none' } }}
                data-testid="ad-status"
              >
                {t('promotions.slot.awaiting_payment')}
              </Badge>
            ) : (
              <Badge
                color={AD_STATUS_COLOR[status]}
                variant="dot"
                radius="sm"
                styles={{ label: { textTransform: 'none' } }}
                data-testid="ad-status"
              >
                {t(`promotions.statuses.${status}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t('supplierPromotions.ad.period', {
            from: formatDay(a.startsOn, locale),
            to: formatDay(a.endsOn, locale),
          })}
        </Text>
        {ad && (
          <Text size="sm">
            {t('supplierPromotions.ad.link')}:{' '}
            <Anchor component={Link} to={ad.link}>
              {ad.product
                ? `${ad.product.name} (${ad.product.code})`
                : a.kind === 'category' && a.category
                  ? t('supplierPromotions.ad.linkCategory', { name: a.category.name })
                  : t('supplierPromotions.ad.linkCompany')}
            </Anchor>
          </Text>
        )}
        {status === 'offline' && <Text c="dimmed">{t('supplierPromotions.ad.ended')}</Text>}
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('supplierPromotions.ad.artTitle')}
          </Title>
          {editable && (
            <Text size="sm" c="dimmed">
              {t('supplierPromotions.ad.artIntro')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {AD_DEVICES.map((device) => (
              <ArtSlot key={device} auction={a} device={device} editable={editable} />
            ))}
          </SimpleGrid>
        </Stack>
        {editable && (
          <Button
            color="red.9"
            variant="outline"
            onClick={() => {
              setCancelError(null)
              setConfirming(true)
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('supplierPromotions.ad.cancel')}
          </Button>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('supplierPromotions.ad.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('web.common.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('supplierPromotions.ad.cancelText')}</Text>
          <FormErrorAlert message={cancelError} />
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('supplierPromotions.ad.cancelKeep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('supplierPromotions.ad.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}

function ArtSlot({
  auction: a,
  device,
  editable,
}: {
  auction: SupplierAdAuctionDto
  device: AdDevice
  editable: boolean
}) {
  const { t } = useLocale()
  const client = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const spec = AD_ART_SPECS[a.position][device]
  const art = a.ad?.[device] ?? null
  const deviceName = t(`promotions.devices.${device}`).toLowerCase()
  const inputId = `art-${device}`

  const upload = useMutation({
    mutationFn: (file: File) => uploadAdArt(a.id, device, file),
    onMutate: () => setError(null),
    onSuccess: (updated) => {
      client.setQueryData(promotionKey(a.id), updated)
      notifySuccess(t('supplierPromotions.ad.artUploaded', { device: deviceName }))
    },
    onError: (e) => setError(isApiError(e) ? (e.errors[0]?.message ?? e.message) : String(e)),
  })

  return (
    <Stack gap="xs">
      {editable ? (
        <Input.Wrapper
          id={inputId}
          label={t('supplierPromotions.ad.artLabel', { device: deviceName })}
          description={t('promotions.artSpec', {
            width: spec.width,
            height: spec.height,
            kb: spec.maxKb,
          })}
          error={error}
        >
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={upload.isPending}
            aria-describedby={`${inputId}-description${error ? ` ${inputId}-error` : ''}`}
            style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              e.currentTarget.value = ''
              if (file) upload.mutate(file)
            }}
          />
        </Input.Wrapper>
      ) : (
        <Text size="sm" fw={500}>
          {t('supplierPromotions.ad.artLabel', { device: deviceName })}
        </Text>
      )}
      {upload.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('supplierPromotions.ad.uploading')}
        </Text>
      )}
      {art ? (
        <Image
          src={art.url}
          alt={t('supplierPromotions.ad.artPreview', { device: deviceName })}
          width={art.width}
          height={art.height}
          radius="sm"
          style={{ width: '100%', height: 'auto', maxWidth: device === 'mobile' ? 260 : undefined }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('supplierPromotions.ad.artMissing')}
        </Text>
      )}
    </Stack>
  )
}
