import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { UpdateProfileInput } from '@galera/shared/profile/profile.schemas.ts'
import { applyServerErrors } from '../../../lib/forms.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { MY_PROFILE_KEY, updateProfile } from '../api.ts'
import { notifySuccess } from '../../../lib/notify.tsx'

/**
 * Saving one section of /profile: PATCH /me/profile, put the answer in the cache, say "saved"
 * and close the form — or map the server's field errors onto the form (`aliases` maps API paths
 * such as `account.name` to form fields) and keep it open with the form-level message.
 */
export function useSectionSave<T extends FieldValues>({
  setError,
  fields,
  aliases,
  onDone,
  afterSave,
}: {
  setError: UseFormSetError<T>
  fields: readonly Path<T>[]
  aliases: Partial<Record<string, Path<T>>>
  onDone: () => void
  afterSave?: () => Promise<unknown>
}) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const save = async (patch: UpdateProfileInput) => {
    setFormError(null)
    try {
      const updated = await updateProfile(patch)
      queryClient.setQueryData(MY_PROFILE_KEY, updated)
      await afterSave?.()
      notifySuccess(t('profile.saved'))
      onDone()
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fields, aliases))
    }
  }
  return { formError, save }
}
