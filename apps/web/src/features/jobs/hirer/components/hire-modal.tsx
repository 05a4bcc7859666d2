import { useEffect, useRef, useState } from 'react'
import { Anchor, Button, Group, Modal, Progress, Stack, Stepper, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react'
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { FieldPath } from 'react-hook-form'
import { formatDateTime } from '@galera/shared/format/date.ts'
import type { PublicPromoterDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { showStep } from '../../../../lib/step-focus.ts'
import { createJob, useCurrentFees, useHirerProfile } from '../api.ts'
import {
  companyFromProfile,
  EMPTY_HIRE,
  formFieldOf,
  HIRE_STEPS,
  stepOfField,
  toHireBody,
  validateStep,
  validateUpTo,
  type HireValues,
  type StepErrors,
} from '../hire-form.ts'
import { AddressStep } from './address-step.tsx'
import { AvailabilityHint } from './availability-hint.tsx'
import { CompanyStep, EventStep } from './hire-steps.tsx'
import { FormErrorAlert } from '../../../../components/states.tsx'

/** Error codes about the date/time the hirer chose: the event step is where to fix them. */
const EVENT_CODES = new Set([
  'PROMOTER_UNAVAILABLE',
  'JOB_OVERLAP',
  'JOB_IN_PAST',
  'PROMOTER_UNDERAGE',
])

/** `{ 'event.cash': 'key' }` → react-hook-form's nested errors. */
function toFieldErrors(errors: StepErrors): FieldErrors<HireValues> {
  const out: Record<string, Record<string, { type: string; message: string }>> = {}
  for (const [path, message] of Object.entries(errors)) {
    const [group, field] = path.split('.')
    out[group] ??= {}
    out[group][field] = { type: 'validation', message }
  }
  return out as FieldErrors<HireValues>
}

/**
 * The hire-promoter modal (spec §3 hire form): three steps, each checked with its slice
 * of the shared schema (plus the clock rules) before moving on; the last sends one
 * `POST /client/jobs` with an Idempotency-Key made when the modal opened, so a double click or a
 * retry creates one solicitation. Server field errors go back to their step.
 */
export function HireModal({
  opened,
  onClose,
  promoter,
}: {
  opened: boolean
  onClose: () => void
  promoter: PublicPromoterDto
}) {
  const { t } = useLocale()
  const mobile = useMediaQuery('(max-width: 36em)', false)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={720}
      fullScreen={mobile}
      title={
        <Text component="span" fw={700} size="lg">
          {t('hire.modal.title', { name: promoter.name })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
      closeOnClickOutside={false}
    >
      {/* Mounted per opening: a fresh form and a fresh Idempotency-Key each time. */}
      {opened && <HireForm promoter={promoter} onDone={onClose} />}
    </Modal>
  )
}

function HireForm({ promoter, onDone }: { promoter: PublicPromoterDto; onDone: () => void }) {
  const { t, locale } = useLocale()
  const navigate = useNavigate()
  const wide = useMediaQuery('(min-width: 36em)', true)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [active, setActive] = useState(0)
  const activeRef = useRef(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sending = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const fees = useCurrentFees()
  const profile = useHirerProfile(true)
  const [prefilled, setPrefilled] = useState(false)

  // The venue's UF sets the zone; until the address step, the promoter's UF stands in.
  const ufFor = (values: HireValues) => values.address.state || promoter.uf || 'SP'

  const resolver: Resolver<HireValues> = async (values) => {
    const errors = validateStep(HIRE_STEPS[activeRef.current], values, new Date(), ufFor(values))
    return Object.keys(errors).length
      ? { values: {}, errors: toFieldErrors(errors) }
      : { values, errors: {} }
  }
  const form = useForm<HireValues>({
    defaultValues: EMPTY_HIRE,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  // Fill the company step from the hirer's own record, without overwriting what was typed.
  useEffect(() => {
    if (!profile.data) return
    const company = companyFromProfile(profile.data)
    let any = false
    for (const [key, value] of Object.entries(company) as [keyof typeof company, string][]) {
      if (value && !form.getValues(`company.${key}`)) {
        form.setValue(`company.${key}`, value)
        any = true
      }
    }
    setPrefilled(any)
  }, [profile.data, form])

  function go(index: number, focusField?: string) {
    activeRef.current = index
    showStep(
      () => setActive(index),
      () => {
        if (focusField) form.setFocus(focusField as FieldPath<HireValues>)
        else headingRef.current?.focus()
      },
    )
  }

  function showErrors(step: number, errors: StepErrors) {
    const entries = Object.entries(errors)
    go(step, entries[0]?.[0])
    // After the step renders, so the fields exist to carry the messages.
    setTimeout(() => {
      for (const [field, message] of entries)
        form.setError(field as FieldPath<HireValues>, { type: 'validation', message })
    }, 0)
  }

  async function submit(values: HireValues) {
    // A second click while the first is on its way does nothing (and the key covers retries).
    if (sending.current) return
    // The timing rule depends on the venue's UF, chosen only now: check the earlier steps again.
    const earlier = validateUpTo(HIRE_STEPS.length - 1, values, new Date(), ufFor(values))
    if (earlier) {
      showErrors(earlier.step, earlier.errors)
      return
    }
    sending.current = true
    setSubmitting(true)
    setFormError(null)
    try {
      const job = await createJob(toHireBody(promoter.id, values), idempotencyKey)
      onDone()
      const path = pathTo('hirerJob', { id: job.id })
      // The toast carries the link to the new solicitation.
      notifySuccess(
        <Stack gap={4}>
          <Text size="sm">
            {t('hire.success.message', {
              name: promoter.name,
              deadline: formatDateTime(job.answerDeadline, locale, job.timeZone),
            })}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => navigate(path)}
          >
            {t('hire.success.see')}
          </Anchor>
        </Stack>,
        t('hire.success.title'),
        { autoClose: 10_000 },
      )
    } catch (error) {
      sending.current = false
      if (isApiError(error) && error.errors.length > 0) {
        const placed: StepErrors = {}
        const rest: string[] = []
        for (const e of error.errors) {
          const field = formFieldOf(e.field)
          if (field && !(field in placed)) placed[field] = e.message
          else if (!field) rest.push(e.message)
        }
        const steps = Object.keys(placed).map(stepOfField)
        if (steps.length) showErrors(Math.min(...steps), placed)
        setFormError(rest.length ? rest.join(' ') : t('hire.modal.fixFields'))
      } else if (isApiError(error)) {
        setFormError(error.message)
        if (EVENT_CODES.has(error.code) && activeRef.current !== 1) go(1)
      } else {
        setFormError(t('httpStatus.other'))
      }
    } finally {
      setSubmitting(false)
    }
  }

  const onContinue = form.handleSubmit(async (values) => {
    setFormError(null)
    if (activeRef.current < HIRE_STEPS.length - 1) go(activeRef.current + 1)
    else await submit(values)
  })

  const step = HIRE_STEPS[active]
  const isLast = active === HIRE_STEPS.length - 1
  const stepLabel = (s: (typeof HIRE_STEPS)[number]) => t(`hire.modal.steps.${s}`)

  return (
    <Stack gap="md">
      {wide ? (
        <Stepper
          active={active}
          size="sm"
          iconSize={30}
          allowNextStepsSelect={false}
          onStepClick={(i) => i < active && go(i)}
        >
          {HIRE_STEPS.map((s) => (
            <Stepper.Step key={s} label={stepLabel(s)} />
          ))}
        </Stepper>
      ) : (
        <Progress
          value={((active + 1) / HIRE_STEPS.length) * 100}
          size="sm"
          radius="xl"
          aria-label={t('hire.modal.progress', {
            current: active + 1,
            total: HIRE_STEPS.length,
            name: stepLabel(step),
          })}
        />
      )}
      <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t('hire.modal.progress', {
          current: active + 1,
          total: HIRE_STEPS.length,
          name: stepLabel(step),
        })}
      </Title>
      {active === 0 && (
        <Text size="sm" c="dimmed">
          {t('hire.modal.intro')}
        </Text>
      )}
      <FormProvider {...form}>
        <form
          onSubmit={onContinue}
          noValidate
          aria-label={t('hire.modal.title', { name: promoter.name })}
        >
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            {step === 'company' && <CompanyStep prefilled={prefilled} />}
            {step === 'event' && (
              <EventStep
                fees={fees.data}
                feesFailed={fees.isError}
                availability={
                  <AvailabilityHint availability={promoter.availability} name={promoter.name} />
                }
              />
            )}
            {step === 'address' && <AddressStep />}
            <Group justify="space-between" mt="sm">
              {active > 0 ? (
                <Button
                  type="button"
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  onClick={() => go(active - 1)}
                  disabled={submitting}
                >
                  {t('hire.modal.back')}
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                loading={submitting}
                rightSection={
                  isLast ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconArrowRight size={16} aria-hidden />
                  )
                }
              >
                {isLast ? t('hire.modal.submit') : t('hire.modal.next')}
              </Button>
            </Group>
            {submitting && (
              <Text size="sm" role="status" c="dimmed">
                {t('hire.modal.submitting')}
              </Text>
            )}
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  )
}
