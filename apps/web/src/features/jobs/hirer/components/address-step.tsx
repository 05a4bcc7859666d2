import { Stack } from '@mantine/core'
import { AddressFields, type AddressPart } from '../../../../components/address-fields.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { HireField } from './hire-field.tsx'

/** The hire form's name for each address part (its labels are `hire.fields.<name>`). */
const NAMES = {
  cep: 'zipcode',
  street: 'address',
  complement: 'complement',
  uf: 'state',
  city: 'city',
} as const satisfies Partial<Record<AddressPart, string>>

/**
 * Step 3: where the event happens. The CEP lookup (the same address fields as the sign-up) fills
 * street, district, city and UF; when it fails or finds nothing, the person types them.
 */
export function AddressStep() {
  const { t } = useLocale()
  return (
    <Stack gap="sm">
      <HireField name="address.nameLocal" required />
      <AddressFields
        names={{
          cep: `address.${NAMES.cep}`,
          street: `address.${NAMES.street}`,
          complement: `address.${NAMES.complement}`,
          uf: `address.${NAMES.uf}`,
          city: `address.${NAMES.city}`,
        }}
        label={(part) => t(`hire.fields.${NAMES[part as keyof typeof NAMES]}`)}
        chooseLabel={t('hire.fields.choose')}
        lookupLabel={t('hire.cep.lookup')}
        lookupMessage={(state) => t(`hire.cep.${state === 'loading' ? 'lookingUp' : state}`)}
        required
      />
    </Stack>
  )
}
