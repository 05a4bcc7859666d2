import { maskPhone, withMask } from '../../../../lib/masks.ts'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconExternalLink, IconPhoto } from '@tabler/icons-react'
import type { z } from '@galera/shared/validation/zod-setup.ts'
import {
  ABOUT_TEXT_MAX,
  ABOUT_TEXT_MIN,
  DEFAULT_HEADER_COLOR,
  HEX_COLOR,
  SupplierPageInputSchema,
  type SupplierImageDto,
  type SupplierPageEditorDto,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { areaOfProfile } from '../../../../components/image-library/api.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { loadDomain, useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { useSession } from '../../../../lib/session.tsx'
import { MY_COMPANY_PAGE_KEY, saveCompanyPage } from '../api.ts'
import { RichTextEditor } from './rich-text-editor.tsx'
import { SupplierHeader } from './supplier-header.tsx'
import classes from './supplier-page.module.css'
import { FormErrorAlert } from '../../../../components/states.tsx'

const ImageLibraryModal = lazy(() =>
  Promise.all([
    import('../../../../components/image-library/image-library-modal.tsx'),
    loadDomain('media'),
  ]).then(([m]) => ({ default: m.ImageLibraryModal })),
)

type FormInput = z.input<typeof SupplierPageInputSchema>
type FormOutput = z.output<typeof SupplierPageInputSchema>
type Slot = 'logo' | 'aboutImage'

const FIELDS = [
  'aboutHtml',
  'site',
  'logoImageId',
  'aboutImageId',
  'headerColor',
  'contactPhone',
  'commercialEmail',
] as const

function toImage(image: { id: string; urls: Record<string, string> }): SupplierImageDto {
  return {
    id: image.id,
    thumb: image.urls.thumb ?? image.urls.medium ?? '',
    medium: image.urls.medium ?? image.urls.large ?? '',
    large: image.urls.large ?? image.urls.medium ?? '',
  }
}

/** The supplier's company page editor (spec §3 company preview). */
export function CompanyPageForm({ page }: { page: SupplierPageEditorDto }) {
  const { t, fieldError, locale } = useLocale()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const [aboutLength, setAboutLength] = useState<number | null>(null)
  const [images, setImages] = useState<Record<Slot, SupplierImageDto | null>>({
    logo: page.logo,
    aboutImage: page.aboutImage,
  })
  const [picking, setPicking] = useState<Slot | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SupplierPageInputSchema),
    defaultValues: {
      aboutHtml: page.aboutHtml,
      site: page.site ?? '',
      logoImageId: page.logo?.id ?? null,
      aboutImageId: page.aboutImage?.id ?? null,
      headerColor: page.headerColor,
      contactPhone: maskPhone(page.contactPhone ?? ''),
      commercialEmail: page.commercialEmail ?? '',
    },
  })
  const color = watch('headerColor')
  const previewColor = HEX_COLOR.test(color) ? color : DEFAULT_HEADER_COLOR

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const length = aboutLength ?? null
    if (length !== null && (length < ABOUT_TEXT_MIN || length > ABOUT_TEXT_MAX)) {
      setError(
        'aboutHtml',
        {
          type: 'length',
          message:
            length < ABOUT_TEXT_MIN
              ? t('catalogue.supplierPage.about.tooShort', { min: ABOUT_TEXT_MIN })
              : t('catalogue.supplierPage.about.tooLong', { max: ABOUT_TEXT_MAX }),
        },
        { shouldFocus: false },
      )
      document.querySelector<HTMLElement>('[role="textbox"][contenteditable]')?.focus()
      return
    }
    try {
      const saved = await saveCompanyPage(values)
      queryClient.setQueryData(MY_COMPANY_PAGE_KEY, saved)
      void queryClient.invalidateQueries({ queryKey: ['suppliers'] })
      notifySuccess(t('catalogue.supplierPage.saved'))
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS))
    }
  })

  const slotField = (slot: Slot) => (slot === 'logo' ? 'logoImageId' : 'aboutImageId')

  const imageSlot = (slot: Slot, label: string) => {
    const image = images[slot]
    const err = fieldError(errors[slotField(slot)]?.message)
    return (
      <Stack gap="xs">
        <Text fw={500} size="sm" id={`slot-${slot}`}>
          {label}
        </Text>
        <Group gap="md" align="center">
          {image ? (
            <img src={image.thumb} alt="" className={classes.slotImage} />
          ) : (
            <div
              className={classes.slotImage}
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
            >
              <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
            </div>
          )}
          <Stack gap={6}>
            {!image && (
              <Text size="sm" c="dimmed">
                {t('catalogue.supplierPage.noImage')}
              </Text>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                aria-describedby={`slot-${slot}`}
                onClick={() => setPicking(slot)}
              >
                {image
                  ? t('catalogue.supplierPage.changeImage')
                  : t('catalogue.supplierPage.chooseImage')}
              </Button>
              {image && (
                <Button
                  variant="default"
                  size="sm"
                  aria-describedby={`slot-${slot}`}
                  onClick={() => {
                    setImages((s) => ({ ...s, [slot]: null }))
                    setValue(slotField(slot), null, { shouldDirty: true })
                  }}
                >
                  {t('catalogue.supplierPage.removeImage')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
        {err && <Input.Error>{err}</Input.Error>}
      </Stack>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        {!page.saved && (
          <Alert color="blue" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('catalogue.supplierPage.notSavedYet')}
          </Alert>
        )}
        <FormErrorAlert message={failure} />

        <Card withBorder padding="lg" component="section" aria-labelledby="sec-about">
          <Stack gap="md">
            <Title order={2} size="h3" id="sec-about">
              {t('catalogue.supplierPage.sections.about')}
            </Title>
            <RichTextEditor
              label={t('catalogue.supplierPage.about.label')}
              description={t('catalogue.supplierPage.about.description')}
              required
              initialHtml={page.aboutHtml}
              error={fieldError(errors.aboutHtml?.message)}
              onChange={(html, length) => {
                setAboutLength(length)
                setValue('aboutHtml', html, { shouldDirty: true })
                if (errors.aboutHtml && length >= ABOUT_TEXT_MIN && length <= ABOUT_TEXT_MAX)
                  clearErrors('aboutHtml')
              }}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="sec-images">
          <Stack gap="md">
            <Title order={2} size="h3" id="sec-images">
              {t('catalogue.supplierPage.sections.images')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {imageSlot('logo', t('catalogue.supplierPage.logo'))}
              {imageSlot('aboutImage', t('catalogue.supplierPage.aboutImage'))}
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="sec-look">
          <Stack gap="md">
            <Title order={2} size="h3" id="sec-look">
              {t('catalogue.supplierPage.sections.look')}
            </Title>
            <Controller
              control={control}
              name="headerColor"
              render={({ field }) => (
                <Group align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label={t('catalogue.supplierPage.headerColor')}
                    description={t('catalogue.supplierPage.headerColorDescription')}
                    required
                    maxLength={7}
                    style={{ flex: 1 }}
                    error={fieldError(errors.headerColor?.message)}
                    value={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                  />
                  <input
                    type="color"
                    aria-label={t('catalogue.supplierPage.headerColor')}
                    value={previewColor.toLowerCase()}
                    onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
                    style={{ width: 48, height: 36, border: 0, padding: 0, background: 'none' }}
                  />
                </Group>
              )}
            />
            <div>
              <Text size="sm" fw={500} mb={6}>
                {t('catalogue.supplierPage.preview')}
              </Text>
              <SupplierHeader
                name={page.tradeName}
                color={previewColor}
                logo={images.logo}
                headingLevel={2}
              />
            </div>
          </Stack>
        </Card>

        <Card withBorder padding="lg" component="section" aria-labelledby="sec-contact">
          <Stack gap="md">
            <Title order={2} size="h3" id="sec-contact">
              {t('catalogue.supplierPage.sections.contact')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('catalogue.supplierPage.contactHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('catalogue.supplierPage.contactPhone')}
                type="tel"
                autoComplete="tel"
                error={fieldError(errors.contactPhone?.message)}
                {...withMask(register('contactPhone'), maskPhone)}
              />
              <TextInput
                label={t('catalogue.supplierPage.commercialEmail')}
                type="email"
                autoComplete="email"
                error={fieldError(errors.commercialEmail?.message)}
                {...register('commercialEmail')}
              />
            </SimpleGrid>
            <TextInput
              label={t('catalogue.supplierPage.site')}
              type="url"
              autoComplete="url"
              placeholder={t('catalogue.supplierPage.sitePlaceholder')}
              error={fieldError(errors.site?.message)}
              {...register('site')}
            />
          </Stack>
        </Card>

        <Group justify="space-between" align="center">
          <Group gap="md">
            {page.saved && user && (
              <Anchor component={Link} to={pathTo('supplier', { id: user.userId })}>
                <Group gap={4} component="span">
                  {t('catalogue.supplierPage.viewPublic')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
            {page.updatedAt && (
              <Text size="sm" c="dimmed">
                {t('catalogue.supplierPage.lastSaved', {
                  date: formatDateTime(page.updatedAt, locale),
                })}
              </Text>
            )}
          </Group>
          <Button type="submit" loading={isSubmitting}>
            {t('catalogue.supplierPage.save')}
          </Button>
        </Group>
      </Stack>

      {picking && user && (
        <Suspense fallback={null}>
          <ImageLibraryModal
            opened
            onClose={() => setPicking(null)}
            title={
              picking === 'logo'
                ? t('catalogue.supplierPage.pickLogo')
                : t('catalogue.supplierPage.pickAboutImage')
            }
            area={areaOfProfile(user.profile)}
            purpose="gallery"
            onSelect={(image) => {
              setImages((s) => ({ ...s, [picking]: toImage(image) }))
              setValue(slotField(picking), image.id, { shouldDirty: true })
              clearErrors(slotField(picking))
              setPicking(null)
            }}
          />
        </Suspense>
      )}
    </form>
  )
}
