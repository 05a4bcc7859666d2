import { useFieldArray, useFormContext } from 'react-hook-form'
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { LIMITS } from '@galera/shared/constants.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import type { FormInput, FormOutput } from './form-values.ts'
import { FormSection } from './form-section.tsx'

/** Free label/value details, each optionally shown as a tag. */
export function DetailsSection() {
  const { t, fieldError: err } = useLocale()
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<FormInput, unknown, FormOutput>()
  const details = useFieldArray({ control, name: 'details' })

  return (
    <FormSection id="pf-details" title={t('products.form.sectionDetails')}>
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
    </FormSection>
  )
}
