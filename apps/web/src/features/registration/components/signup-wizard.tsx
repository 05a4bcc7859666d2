import { useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Group, Stack, Stepper, Text, Progress, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft, IconArrowRight, IconCheck, IconInfoCircle } from '@tabler/icons-react'
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { RegistrationKind } from '@galera/shared/registration/registration.schemas.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.tsx'
import { showStep } from '../../../lib/step-focus.ts'
import { registerAccount, uploadPictures } from '../api.ts'
import {
  EMPTY_VALUES,
  STEPS,
  stepOfField,
  toBody,
  type SignupValues,
  type StepId,
} from '../steps.ts'
import { AccessStep, TermsStep } from './access-terms-steps.tsx'
import { AddressStep } from './address-step.tsx'
import { CompanyStep, SupplierCompanyStep, SupplierContactStep } from './company-steps.tsx'
import { AboutStep, ProfileStep } from './person-steps.tsx'
import { PicturesStep, type Pictures } from './pictures-step.tsx'
import { PromoterAttributesStep, PromoterWorkStep } from './promoter-steps.tsx'
import { ThanksStep } from './thanks-step.tsx'
import { FormErrorAlert } from '../../../components/states.tsx'

type Phase = 'idle' | 'creating' | 'uploading'

/**
 * The multi-step sign-up (spec §2 steps where they apply to each kind). Each step validates its
 * slice of the shared schema before moving on; the last one sends everything in one request,
 * and a server 422/409 goes back to the step holding the field.
 */
export function SignupWizard({
  kind,
  checklist,
}: {
  kind: RegistrationKind
  checklist: (password: string) => ReactNode
}) {
  const { t } = useLocale()
  const { refresh, user } = useSession()
  const wide = useMediaQuery('(min-width: 48em)', true)
  const steps = STEPS[kind]
  const [active, setActive] = useState(0)
  const activeRef = useRef(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [pictures, setPictures] = useState<Pictures>({ avatar: null, gallery: [] })
  const [phase, setPhase] = useState<Phase>('idle')
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<{ name: string; picturesFailed: boolean } | null>(null)

  // The resolver follows the current step: only that step's fields are checked on "Continue".
  const resolver: Resolver<SignupValues> = (values, context, options) => {
    const schema = steps[activeRef.current]?.schema
    if (!schema) return { values, errors: {} }
    const stepResolver = zodResolver(schema as never) as unknown as Resolver<SignupValues>
    return stepResolver(values, context, options)
  }
  const form = useForm<SignupValues>({
    defaultValues: EMPTY_VALUES,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  function go(index: number, focusField?: string) {
    activeRef.current = index
    showStep(
      () => setActive(index),
      () => {
        if (focusField) form.setFocus(focusField as FieldPath<SignupValues>)
        else headingRef.current?.focus()
      },
    )
  }

  async function submit() {
    setFormError(null)
    setPhase('creating')
    try {
      const answer = await registerAccount(kind, toBody(kind, form.getValues()))
      await refresh()
      let picturesFailed = false
      if (pictures.avatar || pictures.gallery.length > 0) {
        setPhase('uploading')
        picturesFailed = !(await uploadPictures(pictures))
      }
      setDone({ name: answer.name, picturesFailed })
      go(steps.length)
    } catch (error) {
      if (
        isApiError(error) &&
        (error.status === 422 || error.status === 409) &&
        error.errors.length
      ) {
        let first = steps.length
        let firstField: string | undefined
        const unplaced: string[] = []
        for (const e of error.errors) {
          const index = stepOfField(steps, e.field)
          if (index < 0) {
            unplaced.push(e.message)
            continue
          }
          form.setError(e.field as FieldPath<SignupValues>, { type: 'server', message: e.message })
          if (index < first) {
            first = index
            firstField = e.field
          }
        }
        setFormError(unplaced.length ? unplaced.join(' ') : t('signup.errors.fixFields'))
        if (first < steps.length) go(first, firstField)
      } else {
        setFormError(isApiError(error) ? error.message : t('httpStatus.other'))
      }
    } finally {
      setPhase('idle')
    }
  }

  const onContinue = form.handleSubmit(async () => {
    setFormError(null)
    if (activeRef.current < steps.length - 1) go(activeRef.current + 1)
    else await submit()
  })

  const stepLabel = (id: StepId | 'thanks') => t(`signup.steps.${id}`)
  const isLast = active === steps.length - 1
  const current = done ? 'thanks' : steps[active].id

  return (
    <Stack gap="lg">
      {wide ? (
        <Stepper
          active={active}
          size="sm"
          iconSize={30}
          allowNextStepsSelect={false}
          onStepClick={(i) => !done && i < active && go(i)}
          wrap
        >
          {/* The numbered circles are the steps the header counts ("Step 2 of 7"); once done,
              every one shows as completed and the heading says so. */}
          {steps.map((s) => (
            <Stepper.Step key={s.id} label={stepLabel(s.id)} allowStepSelect={!done} />
          ))}
        </Stepper>
      ) : (
        // At 390 px nine numbered circles do not fit: a bar, the heading below names the step.
        <Progress
          value={done ? 100 : (active / steps.length) * 100}
          size="sm"
          radius="xl"
          aria-label={t('signup.title')}
        />
      )}
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {done
          ? stepLabel('thanks')
          : t('signup.steps.progress', {
              current: active + 1,
              total: steps.length,
              name: stepLabel(current as StepId),
            })}
      </Title>
      {user && !done && phase === 'idle' && (
        <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
          {t('signup.alreadySignedIn', { name: user.name })}
        </Alert>
      )}
      {done ? (
        <ThanksStep kind={kind} name={done.name} picturesFailed={done.picturesFailed} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onContinue} noValidate>
            <Stack gap="lg">
              <FormErrorAlert message={formError} />
              {current === 'profile' && <ProfileStep />}
              {current === 'about' && <AboutStep />}
              {current === 'company' &&
                (kind === 'supplier' ? <SupplierCompanyStep /> : <CompanyStep />)}
              {current === 'contact' && <SupplierContactStep />}
              {current === 'attributes' && <PromoterAttributesStep />}
              {current === 'work' && <PromoterWorkStep />}
              {current === 'address' && <AddressStep />}
              {current === 'pictures' && (
                <PicturesStep
                  value={pictures}
                  onChange={setPictures}
                  withGallery={kind === 'promoter'}
                />
              )}
              {current === 'access' && <AccessStep checklist={checklist} />}
              {current === 'terms' && <TermsStep />}
              <Group justify="space-between" mt="sm">
                {active > 0 ? (
                  <Button
                    type="button"
                    variant="default"
                    leftSection={<IconArrowLeft size={16} aria-hidden />}
                    onClick={() => go(active - 1)}
                    disabled={phase !== 'idle'}
                  >
                    {t('signup.actions.back')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  loading={phase !== 'idle'}
                  rightSection={
                    isLast ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconArrowRight size={16} aria-hidden />
                    )
                  }
                >
                  {isLast ? t('signup.actions.submit') : t('signup.actions.next')}
                </Button>
              </Group>
              {phase !== 'idle' && (
                <Text size="sm" role="status" c="dimmed">
                  {phase === 'creating'
                    ? t('signup.actions.submitting')
                    : t('signup.pictures.uploading')}
                </Text>
              )}
            </Stack>
          </form>
        </FormProvider>
      )}
    </Stack>
  )
}
