import { useEffect, useState } from 'react'
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import {
  AD_ART_SPECS,
  AD_DEVICES,
  AD_LIMITS,
  AD_POSITIONS,
  type AdDevice,
  type AdPosition,
  type BannerDto,
  type BannerInput,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useProductCategories } from '../../../../lib/product-categories.ts'
import { createBanner, updateBanner, uploadBannerArt, useSupplierOptions } from '../api.ts'
import {
  EMPTY_BANNER,
  bannerValuesFrom,
  validateBanner,
  type BannerFormValues,
} from '../auction-form.ts'
import { FormFailure } from '../use-checked-form.tsx'
import { usePromotionModal } from '../use-promotion-modal.ts'
import { ArtUpload } from './art-upload.tsx'

const ORDER = [
  'title',
  'companyId',
  'categoryId',
  'productId',
  'startsOn',
  'endsOn',
  'link',
  'position',
  'slideOrder',
  'desktopImageId',
  'mobileImageId',
] as const

const fieldId = (name: string) => `banner-${name}`
const ART_FIELD: Record<AdDevice, 'desktopImageId' | 'mobileImageId'> = {
  desktop: 'desktopImageId',
  mobile: 'mobileImageId',
}

/**
 * A direct banner (spec §3): title, optional company, category and product (ADR 0028), period,
 * link, position, slide order and the two arts of the exact size. The API's overlap refusal shows above the form.
 */
export function BannerFormModal({
  opened,
  onClose,
  banner,
}: {
  opened: boolean
  onClose: () => void
  banner?: BannerDto
}) {
  const { t, locale, fieldError } = useLocale()
  const {
    values,
    setValues,
    set,
    errors,
    failure,
    busy,
    alertRef,
    submit,
    productQ,
    setProductQ,
    productOptions,
  } = usePromotionModal<BannerFormValues, BannerInput, void>({
    opened,
    editing: banner,
    onClose,
    start: () => (banner ? bannerValuesFrom(banner) : EMPTY_BANNER),
    empty: EMPTY_BANNER,
    order: ORDER,
    fieldId,
    validate: validateBanner,
    send: async (body) => {
      if (banner) await updateBanner(banner.id, body)
      else await createBanner(body)
    },
    savedMessage: t(banner ? 'adminPromotions.banners.saved' : 'adminPromotions.banners.created'),
  })
  const [companyQ, setCompanyQ] = useState('')
  const [companySearch] = useDebouncedValue(companyQ.trim(), 300)
  const categories = useProductCategories(locale)
  const suppliers = useSupplierOptions(opened ? companySearch : '')
  const [companyLabel, setCompanyLabel] = useState<string | null>(null)

  useEffect(() => {
    if (!opened) return
    setCompanyLabel(banner?.company?.name ?? null)
    setCompanyQ('')
  }, [opened, banner])

  const err = (name: string) => fieldError(errors[name])

  const supplierOptions = (suppliers.data?.data ?? []).map((s) => ({
    value: s.id,
    label: s.establishmentTitle || s.companyName,
  }))
  if (values.companyId && !supplierOptions.some((o) => o.value === values.companyId))
    supplierOptions.unshift({ value: values.companyId, label: companyLabel ?? values.companyId })

  const changePosition = (position: AdPosition) =>
    setValues((v) =>
      // Art fits one position's size: other sizes must be uploaded again.
      v.position === position ? v : { ...v, position, desktop: null, mobile: null },
    )

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(
        banner ? 'adminPromotions.banners.editTitle' : 'adminPromotions.banners.createTitle',
      )}
      size="lg"
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormFailure ref={alertRef}>{failure}</FormFailure>
          <TextInput
            id={fieldId('title')}
            label={t('adminPromotions.banners.title')}
            required
            maxLength={AD_LIMITS.nameMax}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={err('title')}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              id={fieldId('companyId')}
              label={t('adminPromotions.banners.company')}
              placeholder={t('adminPromotions.banners.companyPlaceholder')}
              searchable
              clearable
              filter={({ options }) => options}
              data={supplierOptions}
              value={values.companyId}
              searchValue={companyQ}
              onSearchChange={setCompanyQ}
              onChange={(id, option) => {
                set('companyId', id)
                setCompanyLabel(option?.label ?? null)
              }}
              nothingFoundMessage={t('web.common.noResults')}
              error={err('companyId')}
            />
            <NativeSelect
              id={fieldId('categoryId')}
              label={t('adminPromotions.banners.category')}
              data={[
                { value: '', label: t('adminPromotions.banners.categoryPlaceholder') },
                ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
                ...(banner?.category &&
                !(categories.data ?? []).some((c) => c.id === banner.category!.id)
                  ? [{ value: banner.category.id, label: banner.category.name }]
                  : []),
              ]}
              value={values.categoryId ?? ''}
              onChange={(e) => set('categoryId', e.currentTarget.value || null)}
              error={err('categoryId')}
            />
            <Select
              id={fieldId('productId')}
              label={t('adminPromotions.banners.product')}
              description={t('adminPromotions.banners.productHint')}
              placeholder={t('adminPromotions.banners.productPlaceholder')}
              searchable
              clearable
              filter={({ options }) => options}
              nothingFoundMessage={t('adminPromotions.form.noProducts')}
              data={productOptions}
              value={values.product?.id ?? null}
              searchValue={productQ}
              onSearchChange={setProductQ}
              onChange={(id, option) =>
                set('product', id ? { id, label: option?.label ?? id } : null)
              }
              error={err('productId')}
              style={{ gridColumn: '1 / -1' }}
            />
            <TextInput
              id={fieldId('startsOn')}
              type="date"
              label={t('adminPromotions.banners.startsOn')}
              required
              value={values.startsOn}
              onChange={(e) => set('startsOn', e.currentTarget.value)}
              error={err('startsOn')}
            />
            <TextInput
              id={fieldId('endsOn')}
              type="date"
              label={t('adminPromotions.banners.endsOn')}
              required
              value={values.endsOn}
              onChange={(e) => set('endsOn', e.currentTarget.value)}
              error={err('endsOn')}
            />
          </SimpleGrid>
          <TextInput
            id={fieldId('link')}
            type="url"
            label={t('adminPromotions.banners.link')}
            description={t('adminPromotions.banners.linkHint')}
            placeholder="https://"
            autoComplete="off"
            value={values.link}
            onChange={(e) => set('link', e.currentTarget.value)}
            error={err('link')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              id={fieldId('position')}
              label={t('adminPromotions.banners.position')}
              required
              data={AD_POSITIONS.map((p) => ({ value: p, label: t(`promotions.positions.${p}`) }))}
              value={values.position}
              onChange={(e) => changePosition(e.currentTarget.value as AdPosition)}
              error={err('position')}
            />
            <TextInput
              id={fieldId('slideOrder')}
              label={t('adminPromotions.banners.slideOrder')}
              required
              inputMode="numeric"
              value={values.slideOrder}
              onChange={(e) => set('slideOrder', e.currentTarget.value)}
              error={err('slideOrder')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('adminPromotions.banners.artNeedsPosition', {
              position: t(`promotions.positions.${values.position}`),
            })}
          </Text>
          {AD_DEVICES.map((device) => {
            const spec = AD_ART_SPECS[values.position][device]
            const picked = values[device]
            return (
              <ArtUpload
                key={`${values.position}-${device}`}
                id={fieldId(ART_FIELD[device])}
                testId={`banner-art-${device}`}
                label={t(
                  device === 'desktop'
                    ? 'adminPromotions.banners.desktopArt'
                    : 'adminPromotions.banners.mobileArt',
                )}
                description={t('promotions.artSpec', {
                  width: spec.width,
                  height: spec.height,
                  kb: spec.maxKb,
                })}
                previewAlt={t('adminPromotions.banners.artAlt', {
                  device: t(`promotions.devices.${device}`),
                })}
                preview={picked?.url ?? null}
                previewWidth={device === 'desktop' ? 480 : 240}
                error={err(ART_FIELD[device])}
                upload={(file) => uploadBannerArt(file, values.position, device)}
                onUploaded={(art) => set(device, { id: art.imageId, url: art.url })}
              />
            )
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminPromotions.banners.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('adminPromotions.banners.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
