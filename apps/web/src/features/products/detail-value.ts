import { detailValueCode } from '@galera/shared/catalogue/detail-values.ts'
import { useLocale } from '../../lib/i18n.ts'

/** A detail or tag value as the reader should read it: "Sim" is "Yes" in English; free text stays. */
export function useDetailValue(): (value: string) => string {
  const { t } = useLocale()
  return (value) => {
    const code = detailValueCode(value)
    return code ? t(`products.detailValues.${code}`) : value
  }
}
