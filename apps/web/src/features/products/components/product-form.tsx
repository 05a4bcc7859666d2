import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, Stack } from '@mantine/core'

import {
  ProductInputSchema,
  type ProductEditorDto,
  type ProductImageDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useColors, type ProductArea } from '../api.ts'
import { BasicSection } from './product-form/basic-section.tsx'
import { DetailsSection } from './product-form/details-section.tsx'
import {
  ALL,
  defaults,
  FIELDS,
  refusedId,
  type FormInput,
  type FormOutput,
} from './product-form/form-values.ts'
import { ImagesSection, type PhotoGroup } from './product-form/images-section.tsx'
import { OptionsSection } from './product-form/options-section.tsx'
import { VideosSection } from './product-form/videos-section.tsx'
import { FormErrorAlert } from '../../../components/states.tsx'

/**
 * The whole product (spec §3 Product), for its supplier and for admins: data, category and
 * subcategories, colours, materials, customizations, photos per colour (upload or library,
 * reorder, remove), videos by link and details with show-as-tag. Each section is its own
 * component under `product-form/`; this one owns the form, the photos and the save.
 */
export function ProductForm({
  area,
  product,
  onSave,
}: {
  area: ProductArea
  product: ProductEditorDto | null
  onSave: (values: FormOutput) => Promise<void>
}) {
  const { t, locale } = useLocale()
  const [failure, setFailure] = useState<string | null>(null)
  const [images, setImages] = useState<ProductImageDto[]>(product?.images ?? [])
  /** Refused uploads per photo group (colour id, or ALL): the group shows why, and saving waits. */
  const [refused, setRefused] = useState<Record<string, string>>({})
  const colors = useColors(area, locale)

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: defaults(product),
  })
  const {
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form
  const colorIds = watch('colorIds') ?? []

  const colorList = colors.data ?? []
  const chosenColors = colorList.filter((c) => colorIds.includes(c.id))
  const groups: PhotoGroup[] = [
    ...chosenColors.map((c) => ({
      colorId: c.id,
      title: t('products.form.imagesOfColor', { color: c.name }),
      label: c.name,
    })),
    {
      colorId: null,
      title: t('products.form.imagesAllColors'),
      label: t('products.form.allColors'),
    },
  ]
  const groupLabel = (key: string) =>
    key === ALL ? t('products.form.allColors') : (colorList.find((c) => c.id === key)?.name ?? '')

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    // A colour whose photo was refused is not saved without it silently: the supplier sends
    // another, unticks the colour, or says to keep the colour without that photo.
    const pending = [...values.colorIds, ALL].find((key) => refused[key] !== undefined)
    if (pending !== undefined) {
      setFailure(t('products.form.refusedPending', { color: groupLabel(pending) }))
      document.getElementById(refusedId(pending))?.focus()
      return
    }
    // Photos of colours no longer ticked fall back to every colour.
    const refs = images.map((i) => ({
      imageId: i.imageId,
      colorId: i.colorId && values.colorIds.includes(i.colorId) ? i.colorId : null,
    }))
    try {
      await onSave({ ...values, images: refs })
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS))
    }
  })

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="lg">
          <BasicSection />
          <OptionsSection colorList={colorList} />
          <ImagesSection
            area={area}
            groups={groups}
            colorIds={colorIds}
            images={images}
            setImages={setImages}
            refused={refused}
            setRefused={setRefused}
          />
          <VideosSection />
          <DetailsSection />
          <FormErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isSubmitting}>
              {t('products.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  )
}
