import { useQueryClient } from '@tanstack/react-query'
import type { MyProfile } from '@galera/shared/profile/profile.dto.ts'
import type { OptionSetName } from '@galera/shared/options/option-sets.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { MY_PROFILE_KEY, updateProfile } from '../api.ts'
import {
  PROMOTER_ATTRIBUTE_FIELDS,
  PromoterAttributesForm,
  usePromoterCategoryOptions,
} from '../../../components/promoter-attributes-form.tsx'
import { DetailList, DetailRow, EditableSection, prefixAliases } from './section-card.tsx'
import { notifySuccess } from '../../../lib/notify.tsx'

type Promoter = NonNullable<MyProfile['promoter']>

export function PromoterSection({ profile }: { profile: MyProfile }) {
  const { t } = useLocale()
  const categories = usePromoterCategoryOptions()
  const p = profile.promoter
  if (!p) return null
  const none = t('profile.notInformed')
  const label = (set: OptionSetName, code: string) => t(`options.${set}.${code}`)
  const list = (set: OptionSetName, codes: string[]) =>
    codes.length ? codes.map((c) => label(set, c)).join(', ') : none
  const yesNo = (v: boolean) => (v ? t('profile.yes') : t('profile.no'))
  const category = categories.find((c) => c.value === p?.categoryId)?.label
  return (
    <EditableSection
      id="profile-promoter"
      title={t('profile.promoter.title')}
      form={(done) => (
        <PromoterForm
          promoter={p}
          hasSensitiveConsent={profile.hasSensitiveConsent}
          onDone={done}
        />
      )}
    >
      <DetailList>
        <DetailRow label={t('profile.promoter.categoryId')} value={category ?? none} />
        <DetailRow label={t('profile.promoter.heightCm')} value={String(p.heightCm)} />
        <DetailRow label={t('profile.promoter.weightKg')} value={String(p.weightKg)} />
        <DetailRow label={t('profile.promoter.shoeSize')} value={String(p.shoeSize)} />
        <DetailRow label={t('profile.promoter.hair')} value={label('hair', p.hair)} />
        <DetailRow label={t('profile.promoter.eyes')} value={label('eyes', p.eyes)} />
        <DetailRow
          label={t('profile.promoter.skin')}
          value={p.skin ? label('skin', p.skin) : none}
        />
        <DetailRow
          label={t('profile.promoter.disabilities')}
          value={list('disabilities', p.disabilities)}
        />
        <DetailRow label={t('profile.promoter.languages')} value={list('languages', p.languages)} />
        <DetailRow label={t('profile.promoter.dance')} value={list('dance', p.dance)} />
        <DetailRow
          label={t('profile.promoter.instruments')}
          value={list('instruments', p.instruments)}
        />
        <DetailRow label={t('profile.promoter.hasCar')} value={yesNo(p.hasCar)} />
        <DetailRow label={t('profile.promoter.issuesInvoice')} value={yesNo(p.issuesInvoice)} />
        <DetailRow label={t('profile.promoter.canTravel')} value={yesNo(p.canTravel)} />
        <DetailRow label={t('profile.promoter.equipment')} value={p.equipment ?? none} />
        <DetailRow label={t('profile.promoter.description')} value={p.description} />
        <DetailRow label={t('profile.promoter.references')} value={p.references ?? none} />
        <DetailRow label={t('profile.promoter.instagramUrl')} value={p.instagramUrl ?? none} />
        <DetailRow label={t('profile.promoter.facebookUrl')} value={p.facebookUrl ?? none} />
      </DetailList>
    </EditableSection>
  )
}

function PromoterForm({
  promoter: p,
  hasSensitiveConsent,
  onDone,
}: {
  promoter: Promoter
  hasSensitiveConsent: boolean
  onDone: () => void
}) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  return (
    <PromoterAttributesForm
      ariaLabel={t('profile.promoter.title')}
      label={(name) => t(`profile.promoter.${name}`)}
      sensitiveLockedText={t('profile.promoter.sensitiveLocked')}
      hasSensitiveConsent={hasSensitiveConsent}
      aliases={prefixAliases('promoter', PROMOTER_ATTRIBUTE_FIELDS)}
      defaults={{
        categoryId: p.categoryId ?? undefined,
        heightCm: p.heightCm,
        weightKg: p.weightKg,
        shoeSize: p.shoeSize,
        hair: p.hair,
        eyes: p.eyes,
        skin: p.skin,
        disabilities: p.disabilities,
        showSensitive: p.showSensitive,
        languages: p.languages,
        dance: p.dance,
        instruments: p.instruments,
        hasCar: p.hasCar,
        equipment: p.equipment ?? '',
        issuesInvoice: p.issuesInvoice,
        canTravel: p.canTravel,
        description: p.description,
        references: p.references ?? '',
        instagramUrl: p.instagramUrl ?? '',
        facebookUrl: p.facebookUrl ?? '',
      }}
      onSave={async (promoter) => {
        const updated = await updateProfile({ promoter })
        queryClient.setQueryData(MY_PROFILE_KEY, updated)
        notifySuccess(t('profile.saved'))
        onDone()
      }}
      onCancel={onDone}
    />
  )
}
