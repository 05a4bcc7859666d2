import { lazy, Suspense, useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  MultiSelect,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconPhoto,
  IconPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react'
import type { z } from '@galera/shared/validation/zod-setup.ts'
import {
  CUSTOMIZATIONS,
  ProductInputSchema,
  type ProductEditorDto,
  type ProductImageDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from '@galera/shared/media/media.schemas.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { loadDomain, useLocale } from '../../../lib/i18n.ts'
import {
  imageOf,
  uploadProductImage,
  useColors,
  useMaterials,
  useProductCategories,
  useSubcategories,
  type ProductArea,
} from '../api.ts'
import { ColorSwatch } from './color-swatch.tsx'
import classes from './products.module.css'

const ImageLibraryModal = lazy(() =>
  Promise.all([
    import('../../../components/image-library/image-library-modal.tsx'),
    loadDomain('media'),
  ]).then(([m]) => ({ default: m.ImageLibraryModal })),
)

type FormInput = z.input<typeof ProductInputSchema>
type FormOutput = z.output<typeof ProductInputSchema>

/** The photo group of every colour (`colorId` null). */
const ALL = 'all'
const refusedId = (key: string) => `pf-refused-${key}`

const FIELDS = [
  'code',
  'importerCode',
  'name',
  'categoryId',
  'subcategoryIds',
  'description',
  'finishing',
  'colorIds',
  'materialIds',
  'customizations',
  'allowRatings',
] as const

function defaults(p: ProductEditorDto | null): FormInput {
  return {
    code: p?.code ?? '',
    importerCode: p?.importerCode ?? '',
    name: p?.name ?? '',
    categoryId: p?.categoryId ?? '',
    subcategoryIds: p?.subcategoryIds ?? [],
    description: p?.description ?? '',
    finishing: p?.finishing ?? '',
    colorIds: p?.colorIds ?? [],
    materialIds: p?.materialIds ?? [],
    customizations: p?.customizations ?? [],
    allowRatings: p?.allowRatings ?? true,
    images: [],
    videos: p?.videos ?? [],
    details: p?.details ?? [],
  }
}

/**
 * The whole product (spec §3 Product), for its supplier and for admins: data, category and
 * subcategories, colours, materials, customizations, photos per colour (upload or library,
 * reorder, remove), videos by link and details with show-as-tag.
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
  const { t, fieldError, locale } = useLocale()
  const [failure, setFailure] = useState<string | null>(null)
  const [images, setImages] = useState<ProductImageDto[]>(product?.images ?? [])
  /** Refused uploads per photo group (colour id, or ALL): the group shows why, and saving waits. */
  const [refused, setRefused] = useState<Record<string, string>>({})
  const [uploading, setUploading] = useState<{ colorId: string | null; percent: number } | null>(
    null,
  )
  const [libraryFor, setLibraryFor] = useState<string | null | undefined>(undefined)
  const [libraryLoaded, setLibraryLoaded] = useState(false)
  const categories = useProductCategories(locale)
  const materials = useMaterials(locale)
  const colors = useColors(area, locale)

  const {
    register,
    handleSubmit,
    setError,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: defaults(product),
  })
  const videos = useFieldArray({ control, name: 'videos' as never })
  const details = useFieldArray({ control, name: 'details' })
  const categoryId = watch('categoryId')
  const colorIds = watch('colorIds') ?? []
  const subcategories = useSubcategories(categoryId || undefined, locale)

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

  const colorList = colors.data ?? []
  const chosenColors = colorList.filter((c) => colorIds.includes(c.id))
  const groups: { colorId: string | null; title: string; label: string }[] = [
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
  const settle = (colorId: string | null) =>
    setRefused(({ [colorId ?? ALL]: _settled, ...rest }) => rest)
  const groupOf = (img: ProductImageDto) =>
    img.colorId && colorIds.includes(img.colorId) ? img.colorId : null

  const move = (index: number, dir: -1 | 1) => {
    const group = groupOf(images[index]!)
    let j = index + dir
    while (j >= 0 && j < images.length && groupOf(images[j]!) !== group) j += dir
    if (j < 0 || j >= images.length) return
    const next = [...images]
    ;[next[index], next[j]] = [next[j]!, next[index]!]
    setImages(next)
  }

  const refuse = (colorId: string | null, reason: string) =>
    setRefused((all) => ({ ...all, [colorId ?? ALL]: reason }))

  const upload = async (file: File | null, colorId: string | null) => {
    if (!file) return
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
      refuse(colorId, t('media.errors.tooLarge', { mb: UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024 }))
      return
    }
    setUploading({ colorId, percent: 0 })
    try {
      const image = await uploadProductImage(area, file, colorId, (percent) =>
        setUploading({ colorId, percent }),
      )
      setImages((list) => [...list, imageOf(image, colorId)])
      settle(colorId)
    } catch (e) {
      refuse(colorId, isApiError(e) ? e.message : t('media.errors.unreadable'))
    } finally {
      setUploading(null)
    }
  }

  const full = images.length >= LIMITS.productImagesMax
  const err = (raw: string | undefined) => fieldError(raw)

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="pf-basic">
          <Stack gap="md">
            <Title order={2} size="h3" id="pf-basic">
              {t('products.form.sectionBasic')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('products.form.code')}
                required
                maxLength={40}
                {...register('code')}
                error={err(errors.code?.message)}
              />
              <TextInput
                label={t('products.form.importerCode')}
                description={t('products.form.importerCodeHint')}
                maxLength={40}
                {...register('importerCode')}
                error={err(errors.importerCode?.message)}
              />
            </SimpleGrid>
            <TextInput
              label={t('products.form.name')}
              required
              maxLength={120}
              {...register('name')}
              error={err(errors.name?.message)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {/* Controlled: the options arrive after the form mounts. */}
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <NativeSelect
                    label={t('products.form.category')}
                    required
                    data={[
                      { value: '', label: t('products.form.categoryPlaceholder') },
                      ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
                    ]}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      field.onChange(e.currentTarget.value)
                      setValue('subcategoryIds', [])
                    }}
                    error={err(errors.categoryId?.message)}
                  />
                )}
              />
              {(subcategories.data?.length ?? 0) > 0 && (
                <Controller
                  control={control}
                  name="subcategoryIds"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('products.form.subcategories')}
                      data={(subcategories.data ?? []).map((c) => ({
                        value: c.id,
                        label: c.name,
                      }))}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      searchable
                      clearable
                      error={err(errors.subcategoryIds?.message)}
                    />
                  )}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={t('products.form.description')}
              required
              autosize
              minRows={4}
              maxLength={3000}
              {...register('description')}
              error={err(errors.description?.message)}
            />
            <TextInput
              label={t('products.form.finishing')}
              maxLength={300}
              {...register('finishing')}
              error={err(errors.finishing?.message)}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="pf-options">
          <Stack gap="md">
            <Title order={2} size="h3" id="pf-options">
              {t('products.form.sectionOptions')}
            </Title>
            <Controller
              control={control}
              name="colorIds"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('products.form.colors')}
                  description={t('products.form.colorsHint')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={err(errors.colorIds?.message)}
                >
                  <Group gap="md" mt="xs" wrap="wrap">
                    {colorList.map((c) => (
                      <Checkbox
                        key={c.id}
                        value={c.id}
                        label={
                          <Group gap={6} wrap="nowrap" component="span">
                            <ColorSwatch hex={c.hex} texture={c.texturePath} size={18} />
                            {c.name}
                          </Group>
                        }
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Controller
              control={control}
              name="materialIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('products.form.materials')}
                  data={(materials.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  searchable
                  clearable
                  error={err(errors.materialIds?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="customizations"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('products.form.customizations')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={err(errors.customizations?.message)}
                >
                  <Group gap="md" mt="xs">
                    {CUSTOMIZATIONS.map((c) => (
                      <Checkbox key={c} value={c} label={t(`products.customization.${c}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Controller
              control={control}
              name="allowRatings"
              render={({ field }) => (
                <Switch
                  label={t('products.form.allowRatings')}
                  checked={field.value ?? true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="pf-images">
          <Stack gap="md">
            <Title order={2} size="h3" id="pf-images">
              {t('products.form.sectionImages')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('products.form.imagesHint', { max: LIMITS.productImagesMax })}
            </Text>
            {uploading && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">
                  {t('products.form.uploading', { percent: uploading.percent })}
                </Text>
                <Progress value={uploading.percent} aria-label={t('products.form.upload')} />
              </Stack>
            )}
            {groups.map((g) => {
              const list = images
                .map((img, index) => ({ img, index }))
                .filter(({ img }) => groupOf(img) === g.colorId)
              return (
                <Stack
                  key={g.colorId ?? 'all'}
                  gap="xs"
                  component="fieldset"
                  style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
                >
                  <Text component="legend" fw={600} size="sm" p={0}>
                    {g.title}
                  </Text>
                  {refused[g.colorId ?? ALL] !== undefined && (
                    <Alert
                      color="red"
                      variant="light"
                      role="alert"
                      id={refusedId(g.colorId ?? ALL)}
                      tabIndex={-1}
                      icon={<IconAlertCircle aria-hidden />}
                      title={t('products.form.refusedTitle', { color: g.label })}
                    >
                      <Stack gap="xs" align="flex-start">
                        <Text size="sm">{refused[g.colorId ?? ALL]}</Text>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${t('products.form.refusedKeep')} (${g.label})`}
                          onClick={() => settle(g.colorId)}
                        >
                          {t('products.form.refusedKeep')}
                        </Button>
                      </Stack>
                    </Alert>
                  )}
                  {list.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('products.form.noImages')}
                    </Text>
                  ) : (
                    <Group
                      gap="sm"
                      wrap="wrap"
                      component="ul"
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                    >
                      {list.map(({ img, index }, pos) => {
                        const n = index + 1
                        return (
                          <li key={`${img.imageId}-${index}`} className={classes.editorImage}>
                            <img src={img.thumb} alt={t('products.form.imageAlt', { n })} />
                            <Group gap={2} justify="center" mt={4} wrap="nowrap">
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('products.form.moveLeft', { n })}
                                disabled={pos === 0}
                                onClick={() => move(index, -1)}
                              >
                                <IconArrowLeft size={16} aria-hidden />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('products.form.moveRight', { n })}
                                disabled={pos === list.length - 1}
                                onClick={() => move(index, 1)}
                              >
                                <IconArrowRight size={16} aria-hidden />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                color="red.9"
                                aria-label={t('products.form.removeImage', { n })}
                                onClick={() =>
                                  setImages((all) => all.filter((_, i) => i !== index))
                                }
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Group>
                          </li>
                        )
                      })}
                    </Group>
                  )}
                  <Group gap="xs" wrap="wrap">
                    <FileButton
                      onChange={(f) => void upload(f, g.colorId)}
                      accept={ACCEPTED_IMAGE_TYPES.join(',')}
                      disabled={full || uploading !== null}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="xs"
                          variant="light"
                          leftSection={<IconUpload size={14} aria-hidden />}
                          disabled={full || uploading !== null}
                        >
                          {t('products.form.uploadFor', { color: g.label })}
                        </Button>
                      )}
                    </FileButton>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPhoto size={14} aria-hidden />}
                      disabled={full}
                      aria-label={`${t('products.form.fromLibrary')} (${g.label})`}
                      onClick={() => {
                        setLibraryLoaded(true)
                        setLibraryFor(g.colorId)
                      }}
                    >
                      {t('products.form.fromLibrary')}
                    </Button>
                  </Group>
                </Stack>
              )
            })}
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="pf-videos">
          <Stack gap="md">
            <Title order={2} size="h3" id="pf-videos">
              {t('products.form.sectionVideos')}
            </Title>
            {videos.fields.map((f, i) => (
              <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1, minWidth: 0 }}
                  type="url"
                  label={t('products.form.videoUrl', { n: i + 1 })}
                  description={i === 0 ? t('products.form.videoHint') : undefined}
                  {...register(`videos.${i}` as const)}
                  error={err(errors.videos?.[i]?.message)}
                />
                <ActionIcon
                  mt={i === 0 ? 48 : 28}
                  variant="subtle"
                  color="red.9"
                  aria-label={t('products.form.removeVideo', { n: i + 1 })}
                  onClick={() => videos.remove(i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => videos.append('' as never)}
              disabled={videos.fields.length >= LIMITS.productVideosMax}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('products.form.addVideo')}
            </Button>
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="pf-details">
          <Stack gap="md">
            <Title order={2} size="h3" id="pf-details">
              {t('products.form.sectionDetails')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('products.form.detailsHint')}
            </Text>
            {details.fields.map((f, i) => (
              <Card key={f.id} withBorder padding="sm" radius="sm">
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('products.form.detailLabel', { n: i + 1 })}
                      maxLength={60}
                      {...register(`details.${i}.label` as const)}
                      error={err(errors.details?.[i]?.label?.message)}
                    />
                    <TextInput
                      label={t('products.form.detailValue', { n: i + 1 })}
                      maxLength={200}
                      {...register(`details.${i}.value` as const)}
                      error={err(errors.details?.[i]?.value?.message)}
                    />
                  </SimpleGrid>
                  <Group justify="space-between">
                    <Checkbox
                      label={t('products.form.showAsTag')}
                      {...register(`details.${i}.showAsTag` as const)}
                    />
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => details.remove(i)}
                      aria-label={t('products.form.removeDetail', { n: i + 1 })}
                    >
                      {t('products.list.remove')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => details.append({ label: '', value: '', showAsTag: false })}
              disabled={details.fields.length >= LIMITS.productDetailsMax}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('products.form.addDetail')}
            </Button>
          </Stack>
        </Card>

        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isSubmitting}>
            {t('products.form.save')}
          </Button>
        </Group>
      </Stack>
      {libraryLoaded && (
        <Suspense fallback={null}>
          <ImageLibraryModal
            opened={libraryFor !== undefined}
            onClose={() => setLibraryFor(undefined)}
            title={t('products.form.libraryTitle')}
            area={area}
            onSelect={(image) => {
              setImages((list) => [...list, imageOf(image, libraryFor ?? null)])
              settle(libraryFor ?? null)
              setLibraryFor(undefined)
            }}
          />
        </Suspense>
      )}
    </form>
  )
}
