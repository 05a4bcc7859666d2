import { lazy, Suspense, useState } from 'react'
import {
  Button,
  Group,
  Image,
  Input,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPhoto, IconX } from '@tabler/icons-react'
import { LIMITS } from '@galera/shared/constants.ts'
import {
  LOGO_COLOR_CHOICES,
  type CustomizationChoice,
} from '@galera/shared/budgets/budget.schemas.ts'
import { loadDomain, useLocale } from '../../../../lib/i18n.ts'
import { useSession } from '../../../../lib/session.tsx'
import { areaOfProfile } from '../../../../components/image-library/api.ts'
import { customizationNeeds, type CustomizationValues, type FieldErrors } from '../budget-form.ts'

const ImageLibraryModal = lazy(() =>
  Promise.all([
    import('../../../../components/image-library/image-library-modal.tsx'),
    loadDomain('media'),
  ]).then(([m]) => ({ default: m.ImageLibraryModal })),
)

/**
 * Customization of a request (spec §9): none or one of the product's options; text → the text;
 * logo → its colours (1, 2, 3, 4 or more) and a file; image → a file; attachment → a short text
 * and/or a file. Files come from the client's image library (upload there).
 */
export function CustomizationFields({
  idPrefix,
  choices,
  values,
  errors,
  onChange,
}: {
  idPrefix: string
  choices: readonly CustomizationChoice[]
  values: CustomizationValues
  errors: FieldErrors
  onChange: (patch: Partial<CustomizationValues>) => void
}) {
  const { t, fieldError } = useLocale()
  const { user } = useSession()
  const [picking, setPicking] = useState(false)
  const needs = customizationNeeds(values.customization)
  const fileLabelId = `${idPrefix}-file-label`

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('budgets.modal.customization')}
        value={values.customization}
        onChange={(v) => onChange({ customization: v as CustomizationChoice })}
        error={fieldError(errors.customization)}
        id={`${idPrefix}-customization`}
      >
        <Group gap="md" mt={6}>
          {(['none', ...choices.filter((c) => c !== 'none')] as CustomizationChoice[]).map((c) => (
            <Radio key={c} value={c} label={t(`budgets.customization.${c}`)} />
          ))}
        </Group>
      </Radio.Group>

      {needs.text && (
        <TextInput
          label={t('budgets.modal.customText')}
          required
          maxLength={200}
          value={values.customText}
          onChange={(e) => onChange({ customText: e.currentTarget.value })}
          error={fieldError(errors.customText)}
          data-field="customText"
        />
      )}

      {needs.logoColors && (
        <Radio.Group
          label={t('budgets.modal.logoColors')}
          required
          value={values.logoColors}
          onChange={(v) => onChange({ logoColors: v })}
          error={fieldError(errors.logoColors)}
        >
          <Group gap="md" mt={6}>
            {LOGO_COLOR_CHOICES.map((n) => (
              <Radio key={n} value={String(n)} label={t(`budgets.logoColors.${n}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}

      {needs.attachmentText && (
        <TextInput
          label={t('budgets.modal.attachmentText')}
          description={t('budgets.modal.attachmentHint')}
          maxLength={LIMITS.attachmentTextMax}
          value={values.attachmentText}
          onChange={(e) => onChange({ attachmentText: e.currentTarget.value })}
          error={fieldError(errors.attachmentText)}
        />
      )}

      {needs.file && (
        <Input.Wrapper
          label={t('budgets.modal.file')}
          labelElement="div"
          id={fileLabelId}
          description={t('budgets.modal.fileHint')}
          required={values.customization !== 'attachment'}
          error={fieldError(errors.customImage)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6} spacing="xs">
            {values.customImage && (
              <Group gap="xs" wrap="nowrap">
                <Image
                  src={values.customImage.thumb}
                  alt={t('budgets.modal.fileChosen')}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => onChange({ customImage: null })}
                >
                  {t('budgets.modal.removeFile')}
                </Button>
              </Group>
            )}
            <Button
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => setPicking(true)}
              aria-describedby={`${fileLabelId}-description`}
            >
              {values.customImage ? t('budgets.modal.changeFile') : t('budgets.modal.pickFile')}
            </Button>
          </SimpleGrid>
        </Input.Wrapper>
      )}
      {picking && user && (
        <Suspense fallback={null}>
          <ImageLibraryModal
            opened
            onClose={() => setPicking(false)}
            title={t('budgets.modal.pickTitle')}
            area={areaOfProfile(user.profile)}
            purpose="gallery"
            onSelect={(image) => {
              onChange({ customImage: { id: image.id, thumb: image.urls.thumb ?? '' } })
              setPicking(false)
            }}
          />
        </Suspense>
      )}
      {needs.file && !user && (
        <Text size="xs" c="dimmed">
          {t('budgets.modal.loginFirst')}
        </Text>
      )}
    </Stack>
  )
}
