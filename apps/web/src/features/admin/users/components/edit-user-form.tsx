import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { IconLock } from '@tabler/icons-react'
import {
  DOCUMENT_OF_ROLE,
  type AdminUserAccount,
} from '@galera/shared/admin/admin-user-edit.schemas.ts'
import { ErrorState, LoadingState, FormErrorAlert } from '../../../../components/states.tsx'
import { ApiError, isApiError } from '../../../../lib/api-client.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { maskCnpj, maskCpf, maskPhone, withMask } from '../../../../lib/masks.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { ADMIN_USERS_KEY, editUserAccount, useUserAccount } from '../api.ts'
import {
  EDIT_USER_ALIASES,
  EDIT_USER_FIELDS,
  checkEditUser,
  editUserDefaults,
  toEditUserInput,
  type EditUserValues,
} from '../edit-user-values.ts'
import { EditUserAddress } from './edit-user-address.tsx'

interface Props {
  userId: string
  onSaved: (account: AdminUserAccount) => void
  onCancel: () => void
}

/** ADR 0033: "Editar dados" of one account, loaded fresh from the API. */
export function EditUserForm({ userId, onSaved, onCancel }: Props) {
  const { t } = useLocale()
  const account = useUserAccount(userId)
  if (account.isPending) return <LoadingState />
  if (account.isError)
    return (
      <ErrorState message={t('adminUserEdit.loadFailed')} onRetry={() => void account.refetch()} />
    )
  return <Loaded account={account.data} onSaved={onSaved} onCancel={onCancel} />
}

function Loaded({
  account,
  onSaved,
  onCancel,
}: {
  account: AdminUserAccount
  onSaved: Props['onSaved']
  onCancel: () => void
}) {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<EditUserValues>({ defaultValues: editUserDefaults(account) })
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form
  const doc = DOCUMENT_OF_ROLE[account.role]
  const changingDocument = watch('changeDocument')

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    clearErrors()
    const input = toEditUserInput(values, account)
    const invalid = checkEditUser(input)
    if (invalid.size > 0) {
      let first = true
      for (const [field, message] of invalid) {
        setError(field, { type: 'schema', message }, { shouldFocus: first })
        first = false
      }
      return
    }
    try {
      const saved = await editUserAccount(account.id, input)
      notifySuccess(t('adminUserEdit.saved', { name: saved.name }))
      queryClient.setQueryData([...ADMIN_USERS_KEY, account.id, 'account'], saved)
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY })
      onSaved(saved)
    } catch (error) {
      // A taken e-mail, mobile or document is a 409 naming its field: show it there too.
      const onFields = isApiError(error) && error.status === 409 && error.errors.length > 0
      const asFields = onFields ? new ApiError({ ...error, status: 422 }) : error
      setFailure(applyServerErrors(asFields, setError, EDIT_USER_FIELDS, EDIT_USER_ALIASES))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminUserEdit.edit')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('adminUserEdit.help')}
        </Text>
        <FormErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('adminUserEdit.name')}
            required
            autoComplete="off"
            data-autofocus
            error={fieldError(errors.name?.message)}
            {...register('name')}
          />
          <TextInput
            label={t('adminUserEdit.phone')}
            type="tel"
            autoComplete="off"
            error={fieldError(errors.phone?.message)}
            {...withMask(register('phone'), maskPhone)}
          />
        </SimpleGrid>
        <TextInput
          label={t('adminUserEdit.email')}
          type="email"
          required
          autoComplete="off"
          description={t('adminUserEdit.emailHelp')}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />

        <Stack gap="xs">
          <Switch
            label={t('adminUserEdit.changeDocument')}
            description={t('adminUserEdit.documentLocked')}
            thumbIcon={changingDocument ? undefined : <IconLock size={10} aria-hidden />}
            {...register('changeDocument', {
              // Turning it off puts the document back as it is and forgets the reason.
              onChange: (e: { target: { checked: boolean } }) => {
                if (e.target.checked) return
                setValue('document', editUserDefaults(account).document)
                setValue('documentReason', '')
                clearErrors(['document', 'documentReason'])
              },
            })}
          />
          <TextInput
            label={t(`adminUserEdit.${doc}`)}
            inputMode={doc === 'cpf' ? 'numeric' : 'text'}
            autoComplete="off"
            readOnly={!changingDocument}
            required={changingDocument}
            error={fieldError(errors.document?.message)}
            {...withMask(register('document'), doc === 'cpf' ? maskCpf : maskCnpj)}
          />
          {changingDocument && (
            <Textarea
              label={t('adminUserEdit.documentReason')}
              required
              autosize
              minRows={2}
              error={fieldError(errors.documentReason?.message)}
              {...register('documentReason')}
            />
          )}
        </Stack>

        <EditUserAddress form={form} />

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('adminUserEdit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
