import { Controller, useFormContext } from 'react-hook-form'
import { Checkbox, Group, MultiSelect, Switch } from '@mantine/core'
import { CUSTOMIZATIONS } from '@galera/shared/catalogue/product.schemas.ts'
import type { ColorDto } from '@galera/shared/media/media.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useMaterials } from '../../api.ts'
import { ColorSwatch } from '../color-swatch.tsx'
import type { FormInput, FormOutput } from './form-values.ts'
import { FormSection } from './form-section.tsx'

/** Colours, materials, customizations and whether buyers may rate the product. */
export function OptionsSection({ colorList }: { colorList: ColorDto[] }) {
  const { t, fieldError: err, locale } = useLocale()
  const {
    control,
    formState: { errors },
  } = useFormContext<FormInput, unknown, FormOutput>()
  const materials = useMaterials(locale)

  return (
    <FormSection id="pf-options" title={t('products.form.sectionOptions')}>
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
    </FormSection>
  )
}
