import { maskCpf, withMask } from '../../../../lib/masks.ts'
import { useState } from 'react'
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { IconCircleCheck } from '@tabler/icons-react'
import {
  ADMIN_ROLE_VALUES,
  CreateAdminSchema,
  type CreateAdminInput,
} from '@galera/shared/admin/admin.schemas.ts'
import { applyServerErrors } from '../../../../lib/forms.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { ADMINS_KEY, inviteAdmin } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** Invites an admin: no password field — the invitee sets it with the e-mailed code. */
export function InviteAdminForm() {
  const { t, fieldError } = useLocale()
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateAdminInput>({
    resolver: zodResolver(CreateAdminSchema),
    defaultValues: { name: '', email: '', cpf: '', role: 'admin_basic' },
  })
  const onSubmit = handleSubmit(async (input) => {
    setDone(null)
    setFailure(null)
    try {
      const row = await inviteAdmin(input)
      setDone(t('admin.admins.invited', { email: row.email }))
      reset()
      void queryClient.invalidateQueries({ queryKey: ADMINS_KEY })
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'email', 'cpf', 'role']))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="invite-admin-title">
      <Stack gap="sm">
        <Text fw={700} id="invite-admin-title">
          {t('admin.admins.invite')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('admin.admins.inviteHelp')}
        </Text>
        {done && (
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
            {done}
          </Alert>
        )}
        <FormErrorAlert message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.admins.name')}
            required
            autoComplete="off"
            error={fieldError(errors.name?.message)}
            {...register('name')}
          />
          <TextInput
            label={t('admin.admins.email')}
            type="email"
            required
            autoComplete="off"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <TextInput
            label={t('admin.admins.cpf')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={fieldError(errors.cpf?.message)}
            {...withMask(register('cpf'), maskCpf)}
          />
          <NativeSelect
            label={t('admin.admins.role')}
            required
            data={ADMIN_ROLE_VALUES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
            error={fieldError(errors.role?.message)}
            {...register('role')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('admin.admins.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
