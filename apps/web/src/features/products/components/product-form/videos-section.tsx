import { useFieldArray, useFormContext } from 'react-hook-form'
import { ActionIcon, Button, Group, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { LIMITS } from '@galera/shared/constants.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import type { FormInput, FormOutput } from './form-values.ts'
import { FormSection } from './form-section.tsx'

/** Video links, one field each. */
export function VideosSection() {
  const { t, fieldError: err } = useLocale()
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<FormInput, unknown, FormOutput>()
  const videos = useFieldArray({ control, name: 'videos' as never })

  return (
    <FormSection id="pf-videos" title={t('products.form.sectionVideos')}>
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
    </FormSection>
  )
}
