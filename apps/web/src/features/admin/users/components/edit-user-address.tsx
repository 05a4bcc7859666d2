import { Fieldset } from '@mantine/core'
import { FormProvider, type UseFormReturn } from 'react-hook-form'
import { AddressFields } from '../../../../components/address-fields.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import type { EditUserValues } from '../edit-user-values.ts'

/**
 * The address part of "Editar dados": the same address fields as the sign-up (the CEP lookup
 * fills what it knows; when it fails the admin types), with the profile's words.
 */
export function EditUserAddress({ form }: { form: UseFormReturn<EditUserValues> }) {
  const { t } = useLocale()
  return (
    <Fieldset legend={t('adminUserEdit.address')} variant="unstyled">
      <FormProvider {...form}>
        <AddressFields
          names={{
            cep: 'address.cep',
            street: 'address.street',
            number: 'address.number',
            complement: 'address.complement',
            neighborhood: 'address.neighborhood',
            uf: 'address.uf',
            city: 'address.city',
          }}
          label={(part) => t(`profile.address.${part}`)}
          lookupLabel={t('profile.address.lookup')}
          lookupMessage={(state) =>
            state === 'loading' || state === 'filled'
              ? null
              : t(
                  state === 'notFound'
                    ? 'profile.address.lookupNotFound'
                    : 'profile.address.lookupFailed',
                )
          }
          autoComplete={false}
        />
      </FormProvider>
    </Fieldset>
  )
}
