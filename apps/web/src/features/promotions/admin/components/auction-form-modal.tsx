import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core'
import { useNavigate } from 'react-router'
import {
  AD_KINDS,
  AD_LIMITS,
  AD_POSITIONS,
  type AdAuctionDto,
  type AdAuctionInput,
  type AdKind,
  type AdPosition,
} from '@galera/shared/promotions/promotion.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { MoneyInput } from '../../../../components/money-input.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { useProductCategories } from '../../../../lib/product-categories.ts'
import { createAuction, updateAuction, uploadExample } from '../api.ts'
import {
  EMPTY_AUCTION,
  auctionValuesFrom,
  validateAuction,
  type AuctionFormValues,
} from '../auction-form.ts'
import { FormFailure } from '../use-checked-form.tsx'
import { usePromotionModal } from '../use-promotion-modal.ts'
import { ArtUpload } from './art-upload.tsx'

/** Fields in screen order: the first one with a message takes the focus. */
const ORDER = [
  'kind',
  'name',
  'details',
  'categoryId',
  'productId',
  'position',
  'slideOrder',
  'minBidCents',
  'incrementCents',
  'bidsOpenAt',
  'bidsCloseAt',
  'startsOn',
  'endsOn',
  'exampleImageId',
] as const

const fieldId = (name: string) => `auction-${name}`

/**
 * "Novo leilão" / "Editar leilão" (spec §2 Auctions): the shared schema checks the form before it
 * is sent; the API's messages land on their fields, the others (overlap, has bids) above the form.
 */
export function AuctionFormModal({
  opened,
  onClose,
  auction,
}: {
  opened: boolean
  onClose: () => void
  /** Editing this auction; creating when absent. */
  auction?: AdAuctionDto
}) {
  const { t, locale, fieldError } = useLocale()
  const navigate = useNavigate()
  const {
    values,
    set,
    errors,
    failure,
    busy,
    alertRef,
    submit,
    productQ,
    setProductQ,
    productOptions,
  } = usePromotionModal<AuctionFormValues, AdAuctionInput, AdAuctionDto | null>({
    opened,
    editing: auction,
    onClose,
    start: () => (auction ? auctionValuesFrom(auction) : EMPTY_AUCTION),
    empty: EMPTY_AUCTION,
    order: ORDER,
    fieldId,
    validate: validateAuction,
    send: async (body) => {
      if (auction) {
        await updateAuction(auction.id, body)
        return null
      }
      return createAuction(body)
    },
    savedMessage: t(auction ? 'adminPromotions.form.saved' : 'adminPromotions.form.created'),
    // A new auction opens its own page.
    afterClose: (created) => {
      if (created) void navigate(pathTo('adminAuction', { id: created.id }))
    },
    searchProducts: (v) => v.kind === 'product',
  })
  const categories = useProductCategories(locale)

  const err = (name: string) => fieldError(errors[name])

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(auction ? 'adminPromotions.form.editTitle' : 'adminPromotions.form.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormFailure ref={alertRef}>{failure}</FormFailure>
          <NativeSelect
            id={fieldId('kind')}
            label={t('adminPromotions.form.kind')}
            required
            data={AD_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))}
            value={values.kind}
            onChange={(e) => set('kind', e.currentTarget.value as AdKind)}
            error={err('kind')}
          />
          <TextInput
            id={fieldId('name')}
            label={t('adminPromotions.form.name')}
            required
            maxLength={AD_LIMITS.nameMax}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={err('name')}
            data-autofocus
          />
          <Textarea
            id={fieldId('details')}
            label={t('adminPromotions.form.details')}
            description={t('adminPromotions.form.detailsHint', {
              min: AD_LIMITS.detailsMin,
              max: AD_LIMITS.detailsMax,
            })}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={AD_LIMITS.detailsMax}
            value={values.details}
            onChange={(e) => set('details', e.currentTarget.value)}
            error={err('details')}
          />
          {values.kind === 'category' && (
            <NativeSelect
              id={fieldId('categoryId')}
              label={t('adminPromotions.form.category')}
              required
              data={[
                { value: '', label: t('adminPromotions.form.categoryPlaceholder') },
                ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
              value={values.categoryId ?? ''}
              onChange={(e) => set('categoryId', e.currentTarget.value || null)}
              error={err('categoryId')}
            />
          )}
          {values.kind === 'product' && (
            <Select
              id={fieldId('productId')}
              label={t('adminPromotions.form.product')}
              description={t('adminPromotions.form.productHint')}
              placeholder={t('adminPromotions.form.productPlaceholder')}
              required
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
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              id={fieldId('position')}
              label={t('adminPromotions.form.position')}
              required
              data={AD_POSITIONS.map((p) => ({ value: p, label: t(`promotions.positions.${p}`) }))}
              value={values.position}
              onChange={(e) => set('position', e.currentTarget.value as AdPosition)}
              error={err('position')}
            />
            <TextInput
              id={fieldId('slideOrder')}
              label={t('adminPromotions.form.slideOrder')}
              required
              inputMode="numeric"
              value={values.slideOrder}
              onChange={(e) => set('slideOrder', e.currentTarget.value)}
              error={err('slideOrder')}
            />
            <MoneyInput
              id={fieldId('minBidCents')}
              label={t('adminPromotions.form.minBid')}
              required
              value={values.minBid}
              onChange={(text) => set('minBid', text)}
              error={err('minBidCents')}
            />
            <MoneyInput
              id={fieldId('incrementCents')}
              label={t('adminPromotions.form.increment')}
              description={t('adminPromotions.form.incrementHint')}
              required
              value={values.increment}
              onChange={(text) => set('increment', text)}
              error={err('incrementCents')}
            />
            <TextInput
              id={fieldId('bidsOpenAt')}
              type="datetime-local"
              label={t('adminPromotions.form.bidsOpenAt')}
              description={t('adminPromotions.form.timeHint')}
              required
              value={values.bidsOpenAt}
              onChange={(e) => set('bidsOpenAt', e.currentTarget.value)}
              error={err('bidsOpenAt')}
            />
            <TextInput
              id={fieldId('bidsCloseAt')}
              type="datetime-local"
              label={t('adminPromotions.form.bidsCloseAt')}
              description={t('adminPromotions.form.timeHint')}
              required
              value={values.bidsCloseAt}
              onChange={(e) => set('bidsCloseAt', e.currentTarget.value)}
              error={err('bidsCloseAt')}
            />
            <TextInput
              id={fieldId('startsOn')}
              type="date"
              label={t('adminPromotions.form.startsOn')}
              description={t('adminPromotions.form.periodHint')}
              required
              value={values.startsOn}
              onChange={(e) => set('startsOn', e.currentTarget.value)}
              error={err('startsOn')}
            />
            <TextInput
              id={fieldId('endsOn')}
              type="date"
              label={t('adminPromotions.form.endsOn')}
              required
              value={values.endsOn}
              onChange={(e) => set('endsOn', e.currentTarget.value)}
              error={err('endsOn')}
            />
          </SimpleGrid>
          <ArtUpload
            id={fieldId('exampleImageId')}
            testId="auction-example"
            label={t('adminPromotions.form.example')}
            description={t('adminPromotions.form.exampleHint')}
            previewAlt={t('adminPromotions.form.exampleAlt')}
            preview={values.example?.url ?? null}
            error={err('exampleImageId')}
            upload={uploadExample}
            onUploaded={(art) => set('example', { id: art.imageId, url: art.url })}
          />
          {values.example && (
            <Group>
              <Button size="xs" variant="subtle" color="red" onClick={() => set('example', null)}>
                {t('adminPromotions.form.removeExample')}
              </Button>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminPromotions.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t(auction ? 'adminPromotions.form.submitEdit' : 'adminPromotions.form.submitCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
