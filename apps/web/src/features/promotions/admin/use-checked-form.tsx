import { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import type { FieldErrors } from './auction-form.ts'

/** What checking a form's values gives: the body to send, or the messages per field. */
export type Checked<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors }

/**
 * The state both promotion modals (auction, banner) share: the shared schema checks the values
 * before anything is sent; the API's 422 messages land on their fields, and the ones that are not
 * about a field on screen (an overlap, "has bids") show above the form and take the focus. The
 * first field with a message takes the focus otherwise.
 */
export function useCheckedForm<Values, Body>({
  empty,
  order,
  fieldId,
  validate,
  save,
}: {
  empty: Values
  /** Fields in screen order. */
  order: readonly string[]
  fieldId: (name: string) => string
  validate: (values: Values) => Checked<Body>
  /** Sends the checked body; throws the API's error. */
  save: (body: Body) => Promise<void>
}) {
  const { t } = useLocale()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  const show = (next: FieldErrors) => {
    setErrors(next)
    const first = order.find((f) => next[f])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  return {
    values,
    setValues,
    errors,
    failure,
    busy,
    alertRef,
    set: <K extends keyof Values>(key: K, value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value })),
    /** Starts over from these values (the modal opened). */
    reset: (start: Values) => {
      setValues(start)
      setErrors({})
      setFailure(null)
    },
    submit: async (e: FormEvent) => {
      e.preventDefault()
      setFailure(null)
      const checked = validate(values)
      if (!checked.ok) {
        show(checked.errors)
        return
      }
      setErrors({})
      setBusy(true)
      try {
        await save(checked.body)
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
          const next: FieldErrors = {}
          const rest: string[] = []
          for (const { field, message } of error.errors)
            if (order.includes(field)) next[field] ??= message
            else rest.push(message)
          show(next)
          setFailure(rest.length > 0 ? rest.join(' ') : null)
        } else {
          setFailure(isApiError(error) ? error.message : t('httpStatus.other'))
        }
      } finally {
        setBusy(false)
      }
    },
  }
}

/** The refusal above a form: read first (it takes the focus when it appears). */
export const FormFailure = forwardRef<HTMLDivElement, { children: string | null }>(
  function FormFailure({ children }, ref) {
    if (!children) return null
    return (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
      >
        {children}
      </Alert>
    )
  },
)
