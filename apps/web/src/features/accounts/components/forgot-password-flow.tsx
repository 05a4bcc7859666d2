import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { IconCircleCheck } from '@tabler/icons-react'
import type { CheckCodeResponse } from '@galera/shared/auth/auth.dto.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { ForgotCodeStep } from './forgot-code-step.tsx'
import { ForgotEmailStep } from './forgot-email-step.tsx'
import { ForgotPasswordStep } from './forgot-password-step.tsx'

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'password'; email: string; grant: CheckCodeResponse }
  | { name: 'done' }

const STEP_NUMBER = { email: 1, code: 2, password: 3, done: 3 } as const

/**
 * Spec §2/§4/§5 forgot password: e-mail → code → new password. The code never reaches the
 * browser; the reset token from step 2 stays in this component's state only.
 */
export function ForgotPasswordFlow({ loginPath }: { loginPath: string }) {
  const { t } = useLocale()
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  // Keyboard and screen-reader users continue from the new step's heading.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step.name])

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {t('web.forgot.stepOf', { step: STEP_NUMBER[step.name], total: 3 })}
        </Text>
        <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t(`web.forgot.steps.${step.name}`)}
        </Title>
      </div>
      {step.name === 'email' && (
        <ForgotEmailStep
          defaultEmail={email}
          onSent={(sent) => {
            setEmail(sent)
            setStep({ name: 'code', email: sent })
          }}
        />
      )}
      {step.name === 'code' && (
        <ForgotCodeStep
          email={step.email}
          onVerified={(grant) => setStep({ name: 'password', email: step.email, grant })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'password' && (
        <ForgotPasswordStep
          grant={step.grant}
          onDone={() => setStep({ name: 'done' })}
          onRestart={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'done' && (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('web.forgot.success')}
          </Alert>
          <Button component={Link} to={loginPath} replace fullWidth>
            {t('web.forgot.goToLogin')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
