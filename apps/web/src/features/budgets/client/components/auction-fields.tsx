import { useRef, useState } from 'react'
import { MultiSelect, NumberInput, Select, TextInput, Textarea } from '@mantine/core'
import { LIMITS } from '@galera/shared/constants.ts'
import { ACTION_TYPES, GOALS, TARGET_AUDIENCES } from '@galera/shared/budgets/budget.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { useUfOptions } from '../../../../lib/locations.ts'
import { useClientColors, useProductCategories } from '../api.ts'
import {
  EMPTY_AUCTION,
  saoPauloDay,
  validateAuction,
  type AuctionFormValues,
  type FieldErrors,
} from '../budget-form.ts'

export const AUCTION_FIELDS = [
  'categoryId',
  'quantity',
  'colorId',
  'customization',
  'customText',
  'logoColors',
  'customImage',
  'attachmentText',
  'states',
  'actionType',
  'targetAudience',
  'goal',
  'deliveryDeadline',
  'proposalsUntil',
  'observations',
  'description',
] as const

export const CODE_SETS = {
  actionType: ACTION_TYPES,
  targetAudience: TARGET_AUDIENCES,
  goal: GOALS,
} as const
export type CodeField = keyof typeof CODE_SETS

/** The reverse auction's values, errors (live after a first try) and one Idempotency-Key. */
export function useAuctionForm(initial: Partial<AuctionFormValues> = {}) {
  const [values, setValues] = useState<AuctionFormValues>({ ...EMPTY_AUCTION, ...initial })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const tried = useRef(false)
  const validate = (v: AuctionFormValues) =>
    validateAuction(v, new Date(), LIMITS.reverseAuctionMaxDays)
  function patch(next: Partial<AuctionFormValues>) {
    const merged = { ...values, ...next }
    setValues(merged)
    if (tried.current) setErrors(validate(merged))
  }
  /** Checks everything; returns the errors (also shown). */
  function check(): FieldErrors {
    tried.current = true
    const errs = validate(values)
    setErrors(errs)
    return errs
  }
  return { values, errors, setErrors, patch, check, idempotencyKey }
}
export type AuctionForm = ReturnType<typeof useAuctionForm>

/** One field of the form, by name. */
export function CategoryField({ form, label }: { form: AuctionForm; label?: string }) {
  const { t, fieldError } = useLocale()
  const categories = useProductCategories()
  return (
    <Select
      label={label ?? t('budgets.auction.category')}
      placeholder={t('budgets.auction.pick')}
      required
      data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      value={form.values.categoryId}
      onChange={(v) => form.patch({ categoryId: v })}
      error={fieldError(form.errors.categoryId)}
      searchable
      nothingFoundMessage={t('web.common.noResults')}
      data-field="categoryId"
    />
  )
}

export function QuantityField({ form }: { form: AuctionForm }) {
  const { t, fieldError } = useLocale()
  return (
    <NumberInput
      label={t('budgets.auction.quantity')}
      description={t('budgets.modal.quantityHint')}
      required
      min={LIMITS.budgetMinQuantity}
      max={LIMITS.quantityFilterMax}
      step={50}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      thousandSeparator="."
      decimalSeparator=","
      value={form.values.quantity}
      onChange={(v) => form.patch({ quantity: v })}
      error={fieldError(form.errors.quantity)}
      data-field="quantity"
    />
  )
}

export function ColorField({ form }: { form: AuctionForm }) {
  const { t, fieldError } = useLocale()
  const colors = useClientColors()
  return (
    <Select
      label={t('budgets.auction.color')}
      placeholder={t('budgets.auction.anyColor')}
      clearable
      data={(colors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      value={form.values.colorId}
      onChange={(v) => form.patch({ colorId: v })}
      error={fieldError(form.errors.colorId)}
      searchable
      nothingFoundMessage={t('web.common.noResults')}
    />
  )
}

export function StatesField({ form }: { form: AuctionForm }) {
  const { t, fieldError } = useLocale()
  const options = useUfOptions()
  return (
    <MultiSelect
      label={t('budgets.auction.states')}
      description={t('budgets.modal.statesHint')}
      required
      data={options}
      value={form.values.states}
      onChange={(states) => form.patch({ states })}
      maxValues={LIMITS.maxStatesPerBudget}
      searchable
      hidePickedOptions
      error={fieldError(form.errors.states)}
      data-field="states"
    />
  )
}

/** Spec §3 codes as a select, labelled in the UI language. */
export function CodeSelect({ form, field }: { form: AuctionForm; field: CodeField }) {
  const { t, fieldError } = useLocale()
  return (
    <Select
      label={t(`budgets.auction.${field}`)}
      placeholder={t('budgets.auction.pick')}
      required
      allowDeselect={false}
      data={CODE_SETS[field].map((code) => ({
        value: String(code),
        label: t(`budgets.codes.${field}.${code}`),
      }))}
      value={form.values[field] || null}
      onChange={(v) => form.patch({ [field]: v ?? '' })}
      error={fieldError(form.errors[field])}
      data-field={field}
    />
  )
}

export function DateFields({ form }: { form: AuctionForm }) {
  const { t, fieldError } = useLocale()
  const now = new Date()
  return (
    <>
      <TextInput
        type="date"
        label={t('budgets.auction.proposalsUntil')}
        description={t('budgets.auction.proposalsUntilHint')}
        required
        min={saoPauloDay(now, 1)}
        max={saoPauloDay(now, LIMITS.reverseAuctionMaxDays)}
        value={form.values.proposalsUntil}
        onChange={(e) => form.patch({ proposalsUntil: e.currentTarget.value })}
        error={fieldError(form.errors.proposalsUntil)}
        data-field="proposalsUntil"
      />
      <TextInput
        type="date"
        label={t('budgets.auction.deliveryDeadline')}
        required
        min={form.values.proposalsUntil || saoPauloDay(now, 2)}
        value={form.values.deliveryDeadline}
        onChange={(e) => form.patch({ deliveryDeadline: e.currentTarget.value })}
        error={fieldError(form.errors.deliveryDeadline)}
        data-field="deliveryDeadline"
      />
    </>
  )
}

export function ObservationsField({ form }: { form: AuctionForm }) {
  const { t, fieldError } = useLocale()
  return (
    <Textarea
      label={t('budgets.auction.observations')}
      rows={3}
      maxLength={1500}
      value={form.values.observations}
      onChange={(e) => form.patch({ observations: e.currentTarget.value })}
      error={fieldError(form.errors.observations)}
    />
  )
}

/** Focus the first field with a message, in form order. */
export function focusFirstError(root: HTMLElement | null, errors: FieldErrors) {
  const first = AUCTION_FIELDS.find((f) => f in errors)
  if (!first || !root) return
  setTimeout(() => {
    const el =
      root.querySelector<HTMLElement>(`[data-field="${first}"]:is(input,textarea,button)`) ??
      root.querySelector<HTMLElement>(`[data-field="${first}"] input`) ??
      root.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!el) return
    // A searchable select opens its list on focus and would cover the form: only show it.
    if (el.getAttribute('role') === 'combobox' || el.hasAttribute('aria-haspopup'))
      el.scrollIntoView?.({ block: 'center' })
    else el.focus()
  }, 0)
}
