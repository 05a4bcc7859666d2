import { maskPhone, withMask } from '../../../lib/masks.ts'
import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { CompanyPatchSchema, SupplierPatchSchema } from '@galera/shared/profile/profile.schemas.ts'
import type { MyProfile } from '@galera/shared/profile/profile.dto.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useSectionSave } from './use-section-save.ts'
import { formatDay, formatPhone } from './account-section.tsx'
import {
  DetailList,
  DetailRow,
  EditableSection,
  SectionForm,
  prefixAliases,
} from './section-card.tsx'

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

// The lists are typed one per line; the API validates each item with the shared schema.
const SupplierFormSchema = SupplierPatchSchema.omit({ secondaryActivities: true }).extend({
  secondaryActivitiesText: z.string().max(6000),
})
type SupplierForm = z.input<typeof SupplierFormSchema>
const SUPPLIER_FIELDS = [
  'companyName',
  'establishmentTitle',
  'legalNature',
  'openingDate',
  'mainActivity',
  'commercialEmail',
  'commercialPhone',
  'contactName',
  'contactPhone',
  'site',
] as const

const CompanyFormSchema = CompanyPatchSchema.omit({ phones: true }).extend({
  phonesText: z.string().max(200),
})
type CompanyForm = z.input<typeof CompanyFormSchema>

export function SupplierSection({ profile }: { profile: MyProfile }) {
  const { t, locale } = useLocale()
  const s = profile.supplier
  if (!s) return null
  const none = t('profile.notInformed')
  return (
    <EditableSection
      id="profile-supplier"
      title={t('profile.supplier.title')}
      form={(done) => <SupplierEditForm supplier={s} onDone={done} />}
    >
      <DetailList>
        <DetailRow label={t('profile.supplier.companyName')} value={s.companyName} />
        <DetailRow label={t('profile.supplier.establishmentTitle')} value={s.establishmentTitle} />
        <DetailRow label={t('profile.supplier.legalNature')} value={s.legalNature} />
        <DetailRow
          label={t('profile.supplier.openingDate')}
          value={formatDay(s.openingDate, locale)}
        />
        <DetailRow label={t('profile.supplier.mainActivity')} value={s.mainActivity} />
        <DetailRow
          label={t('profile.supplier.secondaryActivities')}
          value={s.secondaryActivities.join('\n') || none}
        />
        <DetailRow label={t('profile.supplier.commercialEmail')} value={s.commercialEmail} />
        <DetailRow
          label={t('profile.supplier.commercialPhone')}
          value={formatPhone(s.commercialPhone) ?? none}
        />
        <DetailRow label={t('profile.supplier.contactName')} value={s.contactName} />
        <DetailRow
          label={t('profile.supplier.contactPhone')}
          value={formatPhone(s.contactPhone) ?? none}
        />
        <DetailRow label={t('profile.supplier.site')} value={s.site ?? none} />
      </DetailList>
    </EditableSection>
  )
}

function SupplierEditForm({
  supplier: s,
  onDone,
}: {
  supplier: NonNullable<MyProfile['supplier']>
  onDone: () => void
}) {
  const { t, fieldError } = useLocale()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplierForm>({
    resolver: zodResolver(SupplierFormSchema),
    defaultValues: {
      companyName: s.companyName,
      establishmentTitle: s.establishmentTitle,
      legalNature: s.legalNature,
      openingDate: s.openingDate,
      mainActivity: s.mainActivity,
      secondaryActivitiesText: s.secondaryActivities.join('\n'),
      commercialEmail: s.commercialEmail,
      commercialPhone: formatPhone(s.commercialPhone) ?? '',
      contactName: s.contactName,
      contactPhone: formatPhone(s.contactPhone) ?? '',
      site: s.site ?? '',
    },
  })
  const { formError, save } = useSectionSave({
    setError,
    fields: SUPPLIER_FIELDS,
    aliases: prefixAliases('supplier', SUPPLIER_FIELDS),
    onDone,
  })
  const onSubmit = handleSubmit(({ secondaryActivitiesText, ...rest }) =>
    save({ supplier: { ...rest, secondaryActivities: lines(secondaryActivitiesText) } }),
  )
  const text = (name: (typeof SUPPLIER_FIELDS)[number], type = 'text', required = true) => (
    <TextInput
      key={name}
      label={t(`profile.supplier.${name}`)}
      type={type}
      required={required}
      error={fieldError(errors[name]?.message)}
      {...(type === 'tel' ? withMask(register(name), maskPhone) : register(name))}
    />
  )
  return (
    <SectionForm
      label={t('profile.supplier.title')}
      error={formError}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('companyName')}
        {text('establishmentTitle')}
        {text('legalNature')}
        {text('openingDate', 'date')}
        {text('mainActivity')}
        {text('commercialEmail', 'email')}
        {text('commercialPhone', 'tel')}
        {text('contactName')}
        {text('contactPhone', 'tel', false)}
        {text('site', 'url', false)}
      </SimpleGrid>
      <Textarea
        label={t('profile.supplier.secondaryActivities')}
        autosize
        minRows={2}
        error={fieldError(
          errors.secondaryActivitiesText?.message ??
            (errors as Record<string, { message?: string }>).secondaryActivities?.message,
        )}
        {...register('secondaryActivitiesText')}
      />
    </SectionForm>
  )
}

export function CompanySection({ profile }: { profile: MyProfile }) {
  const { t } = useLocale()
  const c = profile.company
  if (!c) return null
  return (
    <EditableSection
      id="profile-company"
      title={t('profile.company.title')}
      form={(done) => <CompanyEditForm company={c} onDone={done} />}
    >
      <DetailList>
        <DetailRow label={t('profile.company.tradeName')} value={c.tradeName} />
        <DetailRow label={t('profile.company.legalName')} value={c.legalName} />
        <DetailRow
          label={t('profile.company.phones')}
          value={c.phones.map((p) => formatPhone(p)).join('\n') || t('profile.notInformed')}
        />
      </DetailList>
    </EditableSection>
  )
}

function CompanyEditForm({
  company: c,
  onDone,
}: {
  company: NonNullable<MyProfile['company']>
  onDone: () => void
}) {
  const { t, fieldError } = useLocale()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyForm>({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: {
      tradeName: c.tradeName,
      legalName: c.legalName,
      phonesText: c.phones.map((p) => formatPhone(p)).join('\n'),
    },
  })
  const { formError, save } = useSectionSave<CompanyForm>({
    setError,
    fields: ['tradeName', 'legalName', 'phonesText'],
    // Phone errors come back as company.phones.<n>: they all belong to the one textarea.
    aliases: {
      'company.tradeName': 'tradeName',
      'company.legalName': 'legalName',
      'company.phones': 'phonesText',
      'company.phones.0': 'phonesText',
      'company.phones.1': 'phonesText',
      'company.phones.2': 'phonesText',
      'company.phones.3': 'phonesText',
      'company.phones.4': 'phonesText',
    },
    onDone,
  })
  const onSubmit = handleSubmit(({ phonesText, ...rest }) =>
    save({ company: { ...rest, phones: lines(phonesText) } }),
  )
  return (
    <SectionForm
      label={t('profile.company.title')}
      error={formError}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.company.tradeName')}
          required
          error={fieldError(errors.tradeName?.message)}
          {...register('tradeName')}
        />
        <TextInput
          label={t('profile.company.legalName')}
          required
          error={fieldError(errors.legalName?.message)}
          {...register('legalName')}
        />
      </SimpleGrid>
      <Textarea
        label={t('profile.company.phones')}
        autosize
        minRows={2}
        error={fieldError(errors.phonesText?.message)}
        {...register('phonesText')}
      />
    </SectionForm>
  )
}
