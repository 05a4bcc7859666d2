import { useMemo, useRef, useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconCheck, IconStarFilled } from '@tabler/icons-react'
import { Link, useLocation, useNavigate } from 'react-router'
import { roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import type {
  ProductDetailPageDto,
  ProductSupplierDto,
  SupplierRatingSummary,
} from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo, routes } from '../../../../lib/routes.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { useUfOptions } from '../../../../lib/locations.ts'
import { useSession } from '../../../../lib/session.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { createBudget, HIRER_BUDGETS_KEY } from '../api.ts'
import {
  EMPTY_BUDGET,
  serverFieldErrors,
  toBudgetBody,
  validateBudget,
  type BudgetFormValues,
  type FieldErrors,
} from '../budget-form.ts'
import { CustomizationFields } from './customization-fields.tsx'
import { FormErrorAlert } from '../../../../components/states.tsx'

const FORM_FIELDS = [
  'quantity',
  'colorId',
  'customization',
  'customText',
  'logoColors',
  'customImage',
  'attachmentText',
  'supplierIds',
  'states',
  'notes',
] as const

/** "4,5 de 5 (12 avaliações)" or "Sem avaliações". */
export function SupplierRatingText({ rating }: { rating: SupplierRatingSummary }) {
  const { t, locale } = useLocale()
  if (rating.average === null || rating.count === 0)
    return (
      <Text component="span" size="xs" c="dimmed">
        {t('budgets.rating.none')}
      </Text>
    )
  return (
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
      <IconStarFilled size={12} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text component="span" size="xs">
        {t('budgets.rating.value', {
          average: rating.average.toLocaleString(locale, { maximumFractionDigits: 1 }),
          count: rating.count,
        })}
      </Text>
    </Group>
  )
}

/**
 * The budget request modal of a product (ADR 0021): quantity, colour, customization,
 * up to 3 suppliers offering the product, up to 3 delivery states and notes. Checked with the
 * shared BudgetRequestSchema; one `POST /client/budgets` with an Idempotency-Key per opening.
 */
export function BudgetRequestModal({
  product,
  opened,
  onClose,
}: {
  product: ProductDetailPageDto
  opened: boolean
  onClose: () => void
}) {
  const { t } = useLocale()
  const mobile = useMediaQuery('(max-width: 36em)', false)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={640}
      fullScreen={mobile}
      title={
        <Text component="span" fw={700} size="lg">
          {t('budgets.modal.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
      closeOnClickOutside={false}
    >
      {/* Mounted per opening: a fresh form and a fresh Idempotency-Key each time. */}
      {opened && <BudgetGate product={product} onDone={onClose} />}
    </Modal>
  )
}

function BudgetGate({ product, onDone }: { product: ProductDetailPageDto; onDone: () => void }) {
  const { t } = useLocale()
  const { user } = useSession()
  const location = useLocation()
  if (!user)
    return (
      <Stack gap="md" align="flex-start">
        <Text>{t('budgets.modal.loginFirst')}</Text>
        <Button component={Link} to={routes.loginClient} state={{ from: location.pathname }}>
          {t('budgets.modal.login')}
        </Button>
      </Stack>
    )
  const role = roleFromProfile(user.profile)
  if (role !== 'client' && role !== 'company') return <Text>{t('budgets.modal.onlyHirers')}</Text>
  return <BudgetForm product={product} onDone={onDone} />
}

function BudgetForm({ product, onDone }: { product: ProductDetailPageDto; onDone: () => void }) {
  const { t, fieldError } = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const ufOptions = useUfOptions()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [values, setValues] = useState<BudgetFormValues>(() => ({
    ...EMPTY_BUDGET,
    colorId: product.colors.length === 1 ? product.colors[0]!.id : null,
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [tried, setTried] = useState(false)
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  const suppliers: ProductSupplierDto[] = useMemo(() => {
    const seen = new Set<string>()
    return [product.supplier, ...product.alsoOfferedBy].filter((s) =>
      seen.has(s.id) ? false : (seen.add(s.id), true),
    )
  }, [product])
  const full = values.supplierIds.length >= LIMITS.maxSuppliersPerBudget

  function patch(next: Partial<BudgetFormValues>) {
    setValues((v) => {
      const merged = { ...v, ...next }
      // After a first try, the messages follow what is typed.
      if (tried) setErrors(validateBudget(product.id, merged, product.colors.length > 0))
      return merged
    })
  }

  function focusFirstError(errs: FieldErrors) {
    const first = FORM_FIELDS.find((f) => f in errs)
    if (!first) return
    setTimeout(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        `[data-field="${first}"] input, [data-field="${first}"], [aria-invalid="true"]`,
      )
      if (!el) return
      // A searchable select opens its list on focus and would cover the form: only show it.
      if (el.getAttribute('role') === 'combobox' || el.hasAttribute('aria-haspopup'))
        el.scrollIntoView?.({ block: 'center' })
      else el.focus()
    }, 0)
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (sending.current) return
    setTried(true)
    setFormError(null)
    const errs = validateBudget(product.id, values, product.colors.length > 0)
    setErrors(errs)
    if (Object.keys(errs).length > 0) {
      setFormError(t('budgets.modal.fixFields'))
      focusFirstError(errs)
      return
    }
    sending.current = true
    setSubmitting(true)
    try {
      const budget = await createBudget(toBudgetBody(product.id, values), idempotencyKey)
      void queryClient.invalidateQueries({ queryKey: HIRER_BUDGETS_KEY })
      onDone()
      notifySuccess(
        t('budgets.modal.successMessage', { number: budget.number }),
        t('budgets.modal.successTitle'),
        { icon: <IconCheck size={18} aria-hidden />, autoClose: 8_000 },
      )
      void navigate(pathTo('hirerBudget', { id: budget.id }))
    } catch (error) {
      sending.current = false
      if (isApiError(error) && error.errors.length > 0) {
        const { placed, rest } = serverFieldErrors(error.errors, FORM_FIELDS)
        setErrors(placed)
        focusFirstError(placed)
        setFormError(rest.length ? rest.join(' ') : t('budgets.modal.fixFields'))
      } else setFormError(isApiError(error) ? error.message : t('httpStatus.other'))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('budgets.modal.title')}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('budgets.modal.intro', { product: product.name })}
        </Text>
        <FormErrorAlert message={formError} />
        <NumberInput
          label={t('budgets.modal.quantity')}
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
          value={values.quantity}
          onChange={(v) => patch({ quantity: v })}
          error={fieldError(errors.quantity)}
          data-field="quantity"
          maw={220}
        />

        {product.colors.length > 0 && (
          <Radio.Group
            label={t('budgets.modal.color')}
            required
            value={values.colorId ?? ''}
            onChange={(v) => patch({ colorId: v || null })}
            error={fieldError(errors.colorId)}
            data-field="colorId"
          >
            <Group gap="sm" mt={6}>
              {product.colors.map((c) => (
                <Radio.Card
                  key={c.id}
                  value={c.id}
                  radius="md"
                  p={6}
                  w="auto"
                  aria-label={c.name}
                  style={{
                    borderColor:
                      values.colorId === c.id ? 'var(--mantine-primary-color-filled)' : undefined,
                    borderWidth: values.colorId === c.id ? 2 : 1,
                  }}
                >
                  <Group gap={6} wrap="nowrap" pr={4}>
                    <ColorSwatch
                      color={c.hex}
                      size={22}
                      style={
                        c.textureUrl
                          ? { backgroundImage: `url(${c.textureUrl})`, backgroundSize: 'cover' }
                          : undefined
                      }
                    />
                    <Text size="sm" component="span">
                      {c.name}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
        )}

        <CustomizationFields
          idPrefix="budget"
          choices={product.customizations}
          values={values}
          errors={errors}
          onChange={patch}
        />

        <Checkbox.Group
          label={t('budgets.modal.suppliers')}
          description={full ? t('budgets.modal.suppliersMax') : t('budgets.modal.suppliersHint')}
          required
          value={values.supplierIds}
          onChange={(ids) => patch({ supplierIds: ids.slice(0, LIMITS.maxSuppliersPerBudget) })}
          error={fieldError(errors.supplierIds)}
          data-field="supplierIds"
        >
          <Stack gap={6} mt={6}>
            {suppliers.map((s) => (
              <Box key={s.id}>
                <Checkbox
                  value={s.id}
                  label={s.tradeName}
                  disabled={full && !values.supplierIds.includes(s.id)}
                  description={
                    <>
                      {[s.city, s.uf].filter(Boolean).join('/')}
                      {s.city || s.uf ? ' · ' : ''}
                      <SupplierRatingText rating={s.rating} />
                    </>
                  }
                />
              </Box>
            ))}
          </Stack>
        </Checkbox.Group>

        <MultiSelect
          label={t('budgets.modal.states')}
          description={t('budgets.modal.statesHint')}
          required
          data={ufOptions}
          value={values.states}
          onChange={(states) => patch({ states })}
          maxValues={LIMITS.maxStatesPerBudget}
          searchable
          hidePickedOptions
          error={fieldError(errors.states)}
          data-field="states"
          comboboxProps={{ withinPortal: true }}
        />

        <Textarea
          label={t('budgets.modal.notes')}
          description={t('budgets.modal.notesHint')}
          rows={2}
          maxLength={1500}
          value={values.notes}
          onChange={(e) => patch({ notes: e.currentTarget.value })}
          error={fieldError(errors.notes)}
        />

        <Group justify="flex-end">
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconCheck size={16} aria-hidden />}
          >
            {t('budgets.modal.submit')}
          </Button>
        </Group>
        {submitting && (
          <Text size="sm" role="status" c="dimmed">
            {t('budgets.modal.submitting')}
          </Text>
        )}
      </Stack>
    </form>
  )
}
