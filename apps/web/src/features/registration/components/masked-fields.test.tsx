import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { FormProvider, useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { CpfSchema, PhoneSchema } from '@galera/shared/validation/documents.ts'
import { i18n, loadDomain } from '../../../lib/i18n.ts'
import { theme } from '../../../app/theme.ts'
import type { SignupValues } from '../steps.ts'
import { AboutStep, ProfileStep } from './person-steps.tsx'

let values: () => Partial<SignupValues> = () => ({})

function Form({ children }: { children: ReactNode }) {
  const form = useForm<SignupValues>()
  values = () => form.getValues()
  return <FormProvider {...form}>{children}</FormProvider>
}

async function renderStep(step: ReactNode) {
  await loadDomain('signup')
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Form>{step}</Form>
      </MantineProvider>
    </I18nextProvider>,
  )
}

describe('sign-up masks (ADR 0031)', () => {
  it('formats the phone as typed and keeps a value the shared schema accepts', async () => {
    await renderStep(<ProfileStep />)
    const phone = screen.getByLabelText(/Telefone|Celular/) as HTMLInputElement
    const user = userEvent.setup()
    await user.type(phone, '71987654321')
    expect(phone.value).toBe('(71) 98765-4321')
    expect(PhoneSchema.parse(values().phone)).toBe('+5571987654321')
  })

  it('formats the CPF as typed', async () => {
    await renderStep(<AboutStep />)
    const cpf = screen.getByLabelText(/CPF/) as HTMLInputElement
    const user = userEvent.setup()
    await user.type(cpf, '3905334')
    expect(cpf.value).toBe('390.533.4')
    await user.type(cpf, '4705')
    expect(cpf.value).toBe('390.533.447-05')
    expect(CpfSchema.parse(values().cpf)).toBe('39053344705')
  })
})
