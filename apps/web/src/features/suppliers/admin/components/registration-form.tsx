import { useEffect, useMemo, useRef, useState } from 'react'
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useForm, type FieldPath, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { z } from 'zod'
import type { AdminSupplierDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import {
  AdminSupplierRegistrationFields,
  adminSupplierRegistrationIssues,
} from '@galera/shared/dashboards/admin-supplier-registration.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { todayInBrazil } from '@galera/shared/registration/registration.schemas.ts'
import { normalizeCnpj } from '@galera/shared/validation/documents.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { maskCnpj, maskPhone, withMask } from '../../../../lib/masks.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { ADMIN_SUPPLIERS_KEY, adminSupplierKey, updateSupplierRegistration } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** What the form holds: text as typed (masked), secondary activities one per line. */
export interface RegistrationValues {
  cnpj: string
  companyName: string
  establishmentTitle: string
  legalNature: string
  openingDate: string
  mainActivity: string
  secondaryActivities: string
  commercialEmail: string
  commercialPhone: string
  contactName: string
  contactPhone: string
  cnpjChangeReason?: string
}
type Field = FieldPath<RegistrationValues>

const FIELDS: Field[] = [
  'cnpj',
  'companyName',
  'establishmentTitle',
  'legalNature',
  'openingDate',
  'mainActivity',
  'secondaryActivities',
  'commercialEmail',
  'commercialPhone',
  'contactName',
  'contactPhone',
  'cnpjChangeReason',
]
/** The API names a bad activity `secondaryActivities.3`; the form has one text area. */
const ALIASES = Object.fromEntries(
  Array.from({ length: 21 }, (_, i) => [`secondaryActivities.${i}`, 'secondaryActivities']),
) as Partial<Record<string, Field>>

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

/** The API's schema over the form's text, plus the rules that need the stored CNPJ and today. */
function formSchema(currentCnpj: string | null) {
  return z
    .object({
      ...AdminSupplierRegistrationFields,
      secondaryActivities: z.preprocess(
        (v) => (typeof v === 'string' ? lines(v) : v),
        AdminSupplierRegistrationFields.secondaryActivities,
      ),
    })
    .superRefine((v, ctx) => {
      const today = todayInBrazil(new Date())
      for (const issue of adminSupplierRegistrationIssues(v, { currentCnpj, today }))
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] })
    })
}

function initialValues(s: AdminSupplierDto, locale: 'pt-BR' | 'en'): RegistrationValues {
  return {
    cnpj: s.cnpj ? maskCnpj(s.cnpj) : '',
    companyName: s.companyName,
    establishmentTitle: s.establishmentTitle,
    legalNature: s.legalNature,
    openingDate: s.openingDate ? formatDate(s.openingDate, locale) : '',
    mainActivity: s.mainActivity,
    secondaryActivities: s.secondaryActivities.join('\n'),
    commercialEmail: s.commercialEmail,
    commercialPhone: s.commercialPhone ? maskPhone(s.commercialPhone) : '',
    contactName: s.contactName,
    contactPhone: s.contactPhone ? maskPhone(s.contactPhone) : '',
  }
}

/**
 * "Editar cadastro" (ADR 0034): the supplier's registration with the sign-up masks; a new CNPJ
 * asks for the reason that goes to the audit trail. Server field errors land on their fields.
 */
export function RegistrationForm({
  supplier,
  onDone,
}: {
  supplier: AdminSupplierDto
  /** Called with the saved registration, or without one when the admin cancels. */
  onDone: (saved?: AdminSupplierDto) => void
}) {
  const { t, locale, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const resolver = useMemo(
    () =>
      zodResolver(formSchema(supplier.cnpj || null), undefined, {
        raw: true,
      }) as unknown as Resolver<RegistrationValues>,
    [supplier.cnpj],
  )
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver,
    defaultValues: initialValues(supplier, locale),
  })
  useEffect(() => headingRef.current?.focus(), [])

  const cnpjChanged = normalizeCnpj(watch('cnpj') ?? '') !== (supplier.cnpj ?? '')
  const save = useMutation({
    mutationFn: (v: RegistrationValues) =>
      updateSupplierRegistration(supplier.id, {
        ...v,
        secondaryActivities: lines(v.secondaryActivities),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<AdminSupplierDto>(adminSupplierKey(supplier.id), saved)
      onDone(saved)
      await queryClient.invalidateQueries({ queryKey: ADMIN_SUPPLIERS_KEY })
    },
    onError: (error) => {
      // The CNPJ of another account (409) belongs on its field like a 422.
      if (isApiError(error) && error.code === 'CNPJ_ALREADY_REGISTERED') {
        setError('cnpj', { type: 'server', message: error.message }, { shouldFocus: true })
        setFailure(null)
      } else setFailure(applyServerErrors(error, setError, FIELDS, ALIASES))
    },
  })
  const submit = handleSubmit((v) => {
    setFailure(null)
    save.mutate(v)
  })

  const k = (key: string) => t(`dashboards.suppliers.registration.${key}`)
  const e = (key: string) => t(`dashboards.suppliers.edit.${key}`)
  const err = (name: Field) => {
    const raw = errors[name as keyof RegistrationValues] as
      { message?: string } | { message?: string }[] | undefined
    const message = Array.isArray(raw) ? raw.find(Boolean)?.message : raw?.message
    return fieldError(message)
  }
  const dateHint = e('dateHint')

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="admin-supplier-edit"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="admin-supplier-edit" ref={headingRef} tabIndex={-1}>
            {e('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {e('help')}
          </Text>
          <FormErrorAlert message={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('dashboards.suppliers.cnpj')}
              placeholder="00.000.000/0000-00"
              required
              {...withMask(register('cnpj'), maskCnpj)}
              error={err('cnpj')}
            />
            <TextInput
              label={k('openingDate')}
              description={dateHint}
              placeholder={dateHint}
              inputMode="numeric"
              required
              {...register('openingDate')}
              error={err('openingDate')}
            />
          </SimpleGrid>
          {cnpjChanged && (
            <Textarea
              label={e('cnpjChangeReason')}
              description={e('cnpjChangeReasonHelp')}
              required
              rows={2}
              maxLength={500}
              {...register('cnpjChangeReason', { shouldUnregister: true })}
              error={err('cnpjChangeReason')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={k('companyName')}
              required
              {...register('companyName')}
              error={err('companyName')}
            />
            <TextInput
              label={k('establishmentTitle')}
              required
              {...register('establishmentTitle')}
              error={err('establishmentTitle')}
            />
            <TextInput
              label={k('legalNature')}
              required
              {...register('legalNature')}
              error={err('legalNature')}
            />
            <TextInput
              label={k('mainActivity')}
              required
              {...register('mainActivity')}
              error={err('mainActivity')}
            />
          </SimpleGrid>
          <Textarea
            label={k('secondaryActivities')}
            description={e('secondaryHint')}
            rows={3}
            {...register('secondaryActivities')}
            error={err('secondaryActivities')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={k('commercialEmail')}
              type="email"
              inputMode="email"
              required
              {...register('commercialEmail')}
              error={err('commercialEmail')}
            />
            <TextInput
              label={k('commercialPhone')}
              type="tel"
              required
              {...withMask(register('commercialPhone'), maskPhone)}
              error={err('commercialPhone')}
            />
            <TextInput
              label={k('contactName')}
              required
              {...register('contactName')}
              error={err('contactName')}
            />
            <TextInput
              label={e('contactPhoneOptional')}
              type="tel"
              {...withMask(register('contactPhone'), maskPhone)}
              error={err('contactPhone')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone()} disabled={save.isPending}>
              {e('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {e('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
