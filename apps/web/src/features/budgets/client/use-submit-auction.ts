import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { pathTo } from '../../../lib/routes.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { createReverseAuction, HIRER_BUDGETS_KEY } from './api.ts'
import { serverFieldErrors, toAuctionBody } from './budget-form.ts'
import { AUCTION_FIELDS, focusFirstError, type AuctionForm } from './components/auction-fields.tsx'

/** Sends the auction; maps server field errors onto the form. Shared with /choose. */
export function useSubmitAuction(form: AuctionForm, root: React.RefObject<HTMLElement | null>) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const sending = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(successKey: 'budgets.auction.success' | 'budgets.choose.success') {
    if (sending.current) return
    setFormError(null)
    const errs = form.check()
    if (Object.keys(errs).length > 0) {
      setFormError(t('budgets.modal.fixFields'))
      focusFirstError(root.current, errs)
      return errs
    }
    sending.current = true
    setSubmitting(true)
    try {
      const created = await createReverseAuction(toAuctionBody(form.values), form.idempotencyKey)
      void queryClient.invalidateQueries({ queryKey: HIRER_BUDGETS_KEY })
      notifySuccess(t(successKey, { number: created.number }))
      void navigate(pathTo('hirerBudget', { id: created.id }))
    } catch (error) {
      sending.current = false
      if (isApiError(error) && error.errors.length > 0) {
        const { placed, rest } = serverFieldErrors(error.errors, AUCTION_FIELDS)
        form.setErrors(placed)
        focusFirstError(root.current, placed)
        setFormError(rest.length ? rest.join(' ') : t('budgets.modal.fixFields'))
        return placed
      }
      setFormError(isApiError(error) ? error.message : t('httpStatus.other'))
    } finally {
      setSubmitting(false)
    }
    return undefined
  }
  return { submit, submitting, formError }
}
