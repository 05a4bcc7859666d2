import { useEffect, useRef, useState } from 'react'
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconAlertCircle, IconStar, IconStarFilled } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { LIMITS } from '@galera/shared/constants.ts'
import {
  ProductRatingSchema,
  SupplierRatingSchema,
  type ProductRatingDto,
} from '@galera/shared/budgets/budget.schemas.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { HIRER_BUDGET_KEY, rateProduct, rateSupplier } from '../api.ts'
import classes from './stars.module.css'
import { issuesToErrors, serverFieldErrors, type FieldErrors } from '../budget-form.ts'

/**
 * 1–5 stars with a label, as an ARIA radio group: a click picks a star; the arrow keys move the
 * choice (and the focus) like native radios, so the value never depends on a pointer.
 */
function StarsField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: number
  onChange: (v: number) => void
  error?: string
}) {
  const { t } = useLocale()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const pick = (v: number) => {
    const next = Math.min(LIMITS.starsMax, Math.max(LIMITS.starsMin, v))
    onChange(next)
    refs.current[next - 1]?.focus()
  }
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} required error={error}>
      <Group
        gap={2}
        mt={4}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`stars-${id}`}
      >
        {STAR_VALUES.map((v) => (
          <UnstyledButton
            key={v}
            ref={(el) => {
              refs.current[v - 1] = el
            }}
            role="radio"
            aria-checked={value === v}
            aria-label={t('budgets.rating.stars', { count: v })}
            tabIndex={value === v || (value === 0 && v === 1) ? 0 : -1}
            onClick={() => onChange(v)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowUp') pick(v + 1)
              else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') pick(v - 1)
              else if (e.key === ' ' || e.key === 'Enter') onChange(v)
              else return
              e.preventDefault()
            }}
            className={classes.star}
          >
            {v <= value ? (
              <IconStarFilled size={28} color="var(--mantine-color-yellow-6)" aria-hidden />
            ) : (
              <IconStar size={28} color="var(--mantine-color-gray-6)" aria-hidden />
            )}
          </UnstyledButton>
        ))}
      </Group>
    </Input.Wrapper>
  )
}

const STAR_VALUES = [1, 2, 3, 4, 5] as const

/** The shared schema's messages, with "required" (not "3 characters") for blank texts. */
function productRatingErrors(body: {
  proposalId: string
  title: string
  comment: string
  material: number
  finishing: number
  customization: number
}): FieldErrors {
  const parsed = ProductRatingSchema.safeParse(body)
  if (parsed.success) return {}
  const errs = issuesToErrors(parsed.error)
  if (!body.title.trim()) errs.title = 'validation.required'
  if (!body.comment.trim()) errs.comment = 'validation.required'
  return errs
}

function useDialogSize() {
  return useMediaQuery('(max-width: 36em)', false)
}

function DialogError({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {text}
    </Alert>
  )
}

/**
 * After the deal: material, finishing, customization (1–5, required), title and comment. With
 * `rating` (my own, from the product page) it opens filled in and saves the changes (ADR 0028).
 */
export function RateProductDialog({
  opened,
  onClose,
  budgetId,
  proposalId,
  product,
  rating,
  onSaved,
}: {
  opened: boolean
  onClose: () => void
  budgetId?: string
  proposalId: string
  product: { id: string; name: string }
  rating?: ProductRatingDto
  onSaved?: () => void
}) {
  const { t, fieldError } = useLocale()
  const mobile = useDialogSize()
  const queryClient = useQueryClient()
  const [stars, setStars] = useState({
    material: rating?.material ?? 0,
    finishing: rating?.finishing ?? 0,
    customization: rating?.customization ?? 0,
  })
  const [title, setTitle] = useState(rating?.title ?? '')
  const [comment, setComment] = useState(rating?.comment ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [tried, setTried] = useState(false)
  // After a first try, the messages follow what is typed and picked.
  useEffect(() => {
    if (tried) setErrors(productRatingErrors({ proposalId, ...stars, title, comment }))
  }, [tried, proposalId, stars, title, comment])

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setFormError(null)
    setTried(true)
    const body = { proposalId, ...stars, title, comment }
    const parsed = ProductRatingSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(productRatingErrors(body))
      return
    }
    setErrors({})
    setSending(true)
    try {
      if (rating) {
        await rateProduct(product.id, parsed.data, rating.id)
        notifySuccess(t('budgets.rate.edited'))
      } else {
        await rateProduct(product.id, parsed.data)
        notifySuccess(t('budgets.rate.done'), t('budgets.rate.productDone'))
      }
      if (budgetId)
        void queryClient.invalidateQueries({ queryKey: [...HIRER_BUDGET_KEY, budgetId] })
      onSaved?.()
      onClose()
    } catch (error) {
      if (isApiError(error) && error.errors.length) {
        const { placed, rest } = serverFieldErrors(error.errors, [
          'material',
          'finishing',
          'customization',
          'title',
          'comment',
        ])
        setErrors(placed)
        setFormError(rest.join(' ') || null)
      } else setFormError(isApiError(error) ? error.message : t('httpStatus.other'))
      if (budgetId)
        void queryClient.invalidateQueries({ queryKey: [...HIRER_BUDGET_KEY, budgetId] })
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={mobile}
      size="lg"
      title={
        <Text component="span" fw={700}>
          {rating
            ? t('budgets.rate.editTitle', { product: product.name })
            : t('budgets.rate.productTitle', { product: product.name })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('budgets.rate.product')}>
        <Stack gap="md">
          <DialogError text={formError} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
            {(['material', 'finishing', 'customization'] as const).map((k) => (
              <StarsField
                key={k}
                id={`rate-product-${k}`}
                label={t(`budgets.rate.${k}`)}
                value={stars[k]}
                onChange={(v) => setStars((s) => ({ ...s, [k]: v }))}
                error={fieldError(errors[k])}
              />
            ))}
          </SimpleGrid>
          <TextInput
            label={t('budgets.rate.title')}
            required
            maxLength={LIMITS.titleMax}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fieldError(errors.title)}
          />
          <Textarea
            label={t('budgets.rate.comment')}
            description={t('budgets.rate.commentHint', {
              min: LIMITS.commentMin,
              max: LIMITS.commentMax,
            })}
            required
            rows={4}
            maxLength={LIMITS.commentMax}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={fieldError(errors.comment)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {rating ? t('budgets.rate.save') : t('budgets.rate.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** After the deal: cost-benefit, on time, support and quality (1–5, all required). */
export function RateSupplierDialog({
  opened,
  onClose,
  budgetId,
  proposalId,
  supplier,
}: {
  opened: boolean
  onClose: () => void
  budgetId: string
  proposalId: string
  supplier: { id: string; tradeName: string }
}) {
  const { t, fieldError } = useLocale()
  const mobile = useDialogSize()
  const queryClient = useQueryClient()
  const [stars, setStars] = useState({ costBenefit: 0, onTime: 0, support: 0, quality: 0 })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (!tried) return
    const parsed = SupplierRatingSchema.safeParse({ supplierId: supplier.id, proposalId, ...stars })
    setErrors(parsed.success ? {} : issuesToErrors(parsed.error))
  }, [tried, supplier.id, proposalId, stars])

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setFormError(null)
    setTried(true)
    const parsed = SupplierRatingSchema.safeParse({
      supplierId: supplier.id,
      proposalId,
      ...stars,
    })
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error))
      return
    }
    setErrors({})
    setSending(true)
    try {
      await rateSupplier(parsed.data)
      notifySuccess(t('budgets.rate.done'), t('budgets.rate.supplierDone'))
      void queryClient.invalidateQueries({ queryKey: [...HIRER_BUDGET_KEY, budgetId] })
      onClose()
    } catch (error) {
      if (isApiError(error) && error.errors.length) {
        const { placed, rest } = serverFieldErrors(error.errors, Object.keys(stars))
        setErrors(placed)
        setFormError(rest.join(' ') || null)
      } else setFormError(isApiError(error) ? error.message : t('httpStatus.other'))
      void queryClient.invalidateQueries({ queryKey: [...HIRER_BUDGET_KEY, budgetId] })
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={mobile}
      title={
        <Text component="span" fw={700}>
          {t('budgets.rate.supplierTitle', { supplier: supplier.tradeName })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('budgets.rate.supplier')}>
        <Stack gap="md">
          <DialogError text={formError} />
          {(['costBenefit', 'onTime', 'support', 'quality'] as const).map((k) => (
            <StarsField
              key={k}
              id={`rate-supplier-${k}`}
              label={t(`budgets.rate.${k}`)}
              value={stars[k]}
              onChange={(v) => setStars((s) => ({ ...s, [k]: v }))}
              error={fieldError(errors[k])}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {t('budgets.rate.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
