import { useEffect, useState } from 'react'
import { useDebouncedValue } from '@mantine/hooks'
import { notifySuccess } from '../../../lib/notify.tsx'
import { useProductOptions, useRefreshPromotions } from './api.ts'
import { useCheckedForm, type Checked } from './use-checked-form.tsx'

/** A product picked in a promotion form: its id and what the picker showed. */
export interface PickedProduct {
  id: string
  label: string
}

/**
 * The submit wiring both promotion modals (auction, banner) share: the checked form
 * (useCheckedForm) starts over from `start` each time the modal opens (or what it edits changes);
 * a save sends the body, says `savedMessage`, refreshes the promotion lists, closes the modal and
 * then hands what the API answered to `afterClose`. Also the product picker both forms have: its
 * search text (debounced, cleared on opening) and options, the picked product kept among them.
 */
export function usePromotionModal<Values extends { product: PickedProduct | null }, Body, Saved>({
  opened,
  editing,
  onClose,
  start,
  empty,
  order,
  fieldId,
  validate,
  send,
  savedMessage,
  afterClose,
  searchProducts = () => true,
}: {
  opened: boolean
  /** What the modal edits (undefined when creating): a change starts the form over too. */
  editing: unknown
  onClose: () => void
  /** The values the form starts from when the modal opens. */
  start: () => Values
  empty: Values
  /** Fields in screen order. */
  order: readonly string[]
  fieldId: (name: string) => string
  validate: (values: Values) => Checked<Body>
  /** Sends the checked body; throws the API's error. */
  send: (body: Body) => Promise<Saved>
  savedMessage: string
  afterClose?: (saved: Saved) => void
  /** Whether these values put the product picker on screen (no product search otherwise). */
  searchProducts?: (values: Values) => boolean
}) {
  const refresh = useRefreshPromotions()
  const form = useCheckedForm<Values, Body>({
    empty,
    order,
    fieldId,
    validate,
    save: async (body) => {
      const saved = await send(body)
      notifySuccess(savedMessage)
      refresh()
      onClose()
      afterClose?.(saved)
    },
  })
  const [productQ, setProductQ] = useState('')
  const [productSearch] = useDebouncedValue(productQ.trim(), 300)
  const products = useProductOptions(opened && searchProducts(form.values) ? productSearch : '')

  useEffect(() => {
    if (!opened) return
    form.reset(start())
    setProductQ('')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts over when the modal opens
  }, [opened, editing])

  const productOptions = (products.data?.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.code}) · ${p.supplier.tradeName}`,
  }))
  const picked = form.values.product
  if (picked && !productOptions.some((o) => o.value === picked.id))
    productOptions.unshift({ value: picked.id, label: picked.label })

  return { ...form, productQ, setProductQ, productOptions }
}
