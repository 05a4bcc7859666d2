import { Controller, useFormContext } from 'react-hook-form'
import { MultiSelect, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core'
import { useLocale } from '../../../../lib/i18n.ts'
import { useProductCategories, useSubcategories } from '../../api.ts'
import type { FormInput, FormOutput } from './form-values.ts'
import { FormSection } from './form-section.tsx'

/** Code, name, category and subcategories, description and finishing. */
export function BasicSection() {
  const { t, fieldError: err, locale } = useLocale()
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<FormInput, unknown, FormOutput>()
  const categories = useProductCategories(locale)
  const categoryId = watch('categoryId')
  const subcategories = useSubcategories(categoryId || undefined, locale)

  return (
    <FormSection id="pf-basic" title={t('products.form.sectionBasic')}>
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
    </FormSection>
  )
}
