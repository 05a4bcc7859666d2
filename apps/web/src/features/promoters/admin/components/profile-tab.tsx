import { Group, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { PromoterPatchInput } from '@galera/shared/profile/profile.schemas.ts'
import type { AdminPromoterDetail } from '@galera/shared/promoters/promoter.schemas.ts'
import { PromoterAttributesForm } from '../../../../components/promoter-attributes-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { ADMIN_PROMOTERS_KEY, adminPromoterKey, updatePromoterProfile } from '../api.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'

/** Switches whose wording differs from the promoter's own first-person labels. */
const ADMIN_LABELS = new Set(['hasCar', 'issuesInvoice', 'canTravel', 'showSensitive'])

/**
 * "Perfil" tab: the promoter's attributes with the same form and shared schema as `/me/profile`
 * (ADR 0017). Skin colour and disabilities stay locked without the promoter's own consent.
 */
export function ProfileTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const a = promoter.attributes
  return (
    <PromoterAttributesForm
      ariaLabel={t('admin.promoters.profile.title')}
      label={(name) =>
        ADMIN_LABELS.has(name)
          ? t(`admin.promoters.profile.${name}`)
          : t(`profile.promoter.${name}`)
      }
      sensitiveLockedText={t('admin.promoters.profile.sensitiveLocked')}
      hasSensitiveConsent={promoter.hasSensitiveConsent}
      defaults={defaults(promoter)}
      intro={
        <>
          <Text size="sm" c="dimmed">
            {t('admin.promoters.profile.help')}
          </Text>
          <Group gap="xl">
            <Text size="sm">
              <Text span fw={600}>
                {t('admin.promoters.profile.age')}:
              </Text>{' '}
              {a.age}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                {t('admin.promoters.profile.gender')}:
              </Text>{' '}
              {t(`options.gender.${a.gender}`)}
            </Text>
          </Group>
        </>
      }
      onSave={async (body) => {
        const updated = await updatePromoterProfile(promoter.id, body)
        queryClient.setQueryData(adminPromoterKey(promoter.id), updated)
        void queryClient.invalidateQueries({ queryKey: ADMIN_PROMOTERS_KEY })
        notifySuccess(t('admin.promoters.profile.saved'))
        return defaults(updated)
      }}
    />
  )
}

function defaults(p: AdminPromoterDetail): PromoterPatchInput {
  const a = p.attributes
  return {
    categoryId: a.category?.id,
    heightCm: a.heightCm,
    weightKg: a.weightKg,
    shoeSize: a.shoeSize,
    hair: a.hair,
    eyes: a.eyes,
    skin: a.skin,
    disabilities: a.disabilities,
    showSensitive: a.showSensitive,
    languages: a.languages,
    dance: a.dance,
    instruments: a.instruments,
    hasCar: a.hasCar,
    equipment: a.equipment ?? '',
    issuesInvoice: a.issuesInvoice,
    canTravel: a.canTravel,
    description: a.description,
    references: a.references ?? '',
    instagramUrl: a.instagramUrl ?? '',
    facebookUrl: a.facebookUrl ?? '',
  }
}
