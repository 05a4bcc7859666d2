import { useState } from 'react'
import { NumberInput, Select, Stack, Text, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconArrowsExchange, IconMessageDollar, IconPhoneCheck, IconX } from '@tabler/icons-react'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { SupplierProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { ActionButtons, ActionDialog, ReasonField } from '../../../../components/action-list.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  answerProposal,
  counterProposal,
  declineProposal,
  giveUpProposal,
  markContacted,
  PROPOSAL_LISTS_KEY,
  proposalKey,
  useCounterColors,
} from '../api.ts'
import { splitServerError } from '../server-errors.ts'
import {
  afterCounterChange,
  answerBody,
  COUNTER_NEEDS_CHANGE,
  counterBody,
  EMPTY_COUNTER,
  EMPTY_VALUES,
  type CounterText,
  type FieldErrors,
  type ValuesText,
} from '../values-form.ts'
import { ValuesFields } from './values-fields.tsx'

type Kind = 'answer' | 'counter' | 'decline' | 'giveUp' | 'contacted'
const ACTION_OF: Record<Kind, SupplierProposalDto['actions'][number]> = {
  answer: 'answer',
  counter: 'counter',
  decline: 'decline',
  giveUp: 'give_up',
  contacted: 'contacted',
}

/**
 * What the supplier may do with a request now — only the actions the server listed: answer,
 * counter-propose, decline (goes to another supplier), give up (after answering) and mark the
 * deal's contact as finished. Each opens a dialog; a refusal shows inside it.
 */
export function ProposalActions({ proposal: p }: { proposal: SupplierProposalDto }) {
  const { t, locale, fieldError } = useLocale()
  const client = useQueryClient()
  const [open, setOpen] = useState<Kind | null>(null)
  const [values, setValues] = useState<ValuesText>(EMPTY_VALUES)
  const [counter, setCounter] = useState<CounterText>(EMPTY_COUNTER)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const colors = useCounterColors(p.product?.id ?? null, open === 'counter')

  const counterQuantity = Number(counter.quantity) > 0 ? Number(counter.quantity) : p.terms.quantity
  /** A change of the counter's terms clears their stale messages ("change one of them" too). */
  function changeCounter(field: 'quantity' | 'colorId' | 'customization', next: CounterText) {
    setCounter(next)
    setErrors((e) => afterCounterChange(e, field, t(COUNTER_NEEDS_CHANGE)))
  }

  const run = useMutation({
    mutationFn: async (kind: Kind) => {
      const why = reason.trim() || null
      switch (kind) {
        case 'answer': {
          const r = answerBody(values)
          if (!r.ok) throw r.errors
          return answerProposal(p.id, r.body)
        }
        case 'counter': {
          const r = counterBody(values, counter)
          if (!r.ok) throw r.errors
          return counterProposal(p.id, r.body)
        }
        case 'decline':
          return declineProposal(p.id, why)
        case 'giveUp':
          return giveUpProposal(p.id, why)
        case 'contacted':
          return markContacted(p.id)
      }
    },
    onSuccess: (updated, kind) => {
      client.setQueryData(proposalKey(p.id), updated)
      void client.invalidateQueries({ queryKey: PROPOSAL_LISTS_KEY })
      notifySuccess(t(`requests.${kind}.done`))
      close()
    },
    onError: (e) => {
      if (e instanceof Error) {
        const { fields, message } = splitServerError(e)
        setErrors(fields)
        setAlert(message)
        // The request may have moved meanwhile (expired, cancelled): show what it is now.
        void client.invalidateQueries({ queryKey: proposalKey(p.id) })
      } else setErrors(e as FieldErrors)
    },
  })

  function show(kind: Kind) {
    setValues(EMPTY_VALUES)
    setCounter(EMPTY_COUNTER)
    setReason('')
    setErrors({})
    setAlert(null)
    setOpen(kind)
  }
  function close() {
    setOpen(null)
  }

  const can = (k: Kind) => p.actions.includes(ACTION_OF[k])
  if (p.actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('requests.detail.noActions')}
      </Text>
    )

  const reasonField = (
    <ReasonField
      label={t(open === 'giveUp' ? 'requests.giveUp.reason' : 'requests.decline.reason')}
      value={reason}
      onChange={setReason}
    />
  )
  const isForm = open === 'answer' || open === 'counter'
  const confirmLabel =
    open === 'answer'
      ? t('requests.answer.submit')
      : open === 'counter'
        ? t('requests.counter.submit')
        : open
          ? t(`requests.${open}.confirm`)
          : ''

  return (
    <>
      <Stack gap="sm">
        {p.status === 'new' && (
          <Text size="sm">
            {t('requests.detail.answerBefore', {
              date: formatDateTime(p.answerDeadline, locale),
            })}
          </Text>
        )}
        <ActionButtons
          allowed={can}
          onPick={show}
          actions={[
            {
              kind: 'answer',
              label: t('requests.answer.button'),
              icon: <IconMessageDollar size={16} aria-hidden />,
              color: 'teal.9',
            },
            {
              kind: 'counter',
              label: t('requests.counter.button'),
              icon: <IconArrowsExchange size={16} aria-hidden />,
              variant: 'outline',
            },
            {
              kind: 'decline',
              label: t('requests.decline.button'),
              icon: <IconX size={16} aria-hidden />,
              color: 'gray.8',
              variant: 'outline',
            },
            {
              kind: 'giveUp',
              label: t('requests.giveUp.button'),
              icon: <IconX size={16} aria-hidden />,
              color: 'red.9',
              variant: 'outline',
            },
            {
              kind: 'contacted',
              label: t('requests.contacted.button'),
              icon: <IconPhoneCheck size={16} aria-hidden />,
              color: 'teal.9',
            },
          ]}
        />
      </Stack>

      <ActionDialog
        opened={open !== null}
        onClose={close}
        title={open ? t(`requests.${open}.title`) : ''}
        keepLabel={t('requests.keep')}
        confirmLabel={confirmLabel}
        danger={open === 'decline' || open === 'giveUp'}
        loading={run.isPending}
        error={alert ?? fieldError(errors.form) ?? null}
        size={isForm ? 'lg' : 'md'}
        onConfirm={() => open && run.mutate(open)}
      >
        {open === 'counter' && (
          <>
            <Text size="sm">{t('requests.counter.intro')}</Text>
            <NumberInput
              label={t('requests.counter.quantity')}
              description={t('requests.counter.quantityHint', { quantity: p.terms.quantity })}
              value={counter.quantity}
              onChange={(v) => changeCounter('quantity', { ...counter, quantity: String(v) })}
              error={fieldError(errors.quantity)}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              hideControls
              inputMode="numeric"
              maw={260}
            />
            <Select
              label={t('requests.counter.color')}
              placeholder={t('requests.counter.colorKeep')}
              data={colors.colors.map((c) => ({ value: c.id, label: c.name }))}
              value={counter.colorId}
              onChange={(v) => changeCounter('colorId', { ...counter, colorId: v })}
              error={fieldError(errors.colorId)}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
              maw={320}
            />
            <Textarea
              label={t('requests.counter.customization')}
              description={t('requests.counter.customizationHint')}
              value={counter.customization}
              onChange={(e) =>
                changeCounter('customization', {
                  ...counter,
                  customization: e.currentTarget.value,
                })
              }
              error={fieldError(errors.customization)}
              maxLength={500}
              rows={2}
            />
          </>
        )}
        {isForm && (
          <ValuesFields
            values={values}
            onChange={setValues}
            quantity={open === 'counter' ? counterQuantity : p.terms.quantity}
            errors={errors}
          />
        )}
        {open === 'decline' && (
          <>
            <Text>{t('requests.decline.body')}</Text>
            {reasonField}
          </>
        )}
        {open === 'giveUp' && (
          <>
            <Text>{t('requests.giveUp.body')}</Text>
            {reasonField}
          </>
        )}
        {open === 'contacted' && <Text>{t('requests.contacted.body')}</Text>}
      </ActionDialog>
    </>
  )
}
