import { AddressFields } from '../../../components/address-fields.tsx'
import { useLocale } from '../../../lib/i18n.ts'

/** Address step: the CEP lookup fills street, neighbourhood, city and UF; otherwise type it. */
export function AddressStep() {
  const { t } = useLocale()
  return (
    <AddressFields
      names={{
        cep: 'address.cep',
        street: 'address.street',
        number: 'address.number',
        complement: 'address.complement',
        neighborhood: 'address.neighborhood',
        uf: 'address.uf',
        city: 'address.city',
        cityIbge: 'address.cityIbge',
      }}
      label={(part) => t(`signup.fields.${part}`)}
      chooseLabel={t('signup.fields.choose')}
      lookupLabel={t('signup.address.lookup')}
      lookupMessage={(state) =>
        t(state === 'loading' ? 'signup.address.lookingUp' : `signup.address.${state}`)
      }
      required
    />
  )
}
