import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminSupplierDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { adminMe } from '../../../test/accounts.ts'

/** ADR 0034: "Editar cadastro" in the admin supplier registration tab. */

const ID = '11111111-1111-4111-8111-111111111111'
const URL = `/api/admin/suppliers/${ID}`
const admin = adminMe()
const detail: AdminSupplierDto = {
  id: ID,
  companyName: 'Brindes Jequitibá Ltda.',
  establishmentTitle: 'Brindes Jequitibá',
  cnpj: '11222333000181',
  email: 'jequitiba@galera.dev',
  city: 'Jequié',
  uf: 'BA',
  status: 'active',
  accountStatus: 'active',
  activeProducts: 3,
  createdAt: '2026-10-01T12:00:00.000Z',
  legalNature: 'Sociedade Empresária Limitada',
  openingDate: '2015-03-04',
  mainActivity: 'Comércio de brindes',
  secondaryActivities: ['Canecas'],
  commercialEmail: 'vendas@jequitiba.dev',
  commercialPhone: '+557133330000',
  contactName: 'Joana',
  contactPhone: null,
  phone: null,
  site: null,
  address: null,
  certified: false,
}

beforeEach(async () => {
  await changeLocale('pt-BR')
})

/** The first render loads the lazy route and its words: a wait budget, not an assertion. */
const FIRST_RENDER = { timeout: 15_000 }

async function openForm() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Editar cadastro' }, FIRST_RENDER),
  )
  return screen.findByRole('region', { name: 'Editar cadastro' })
}

/** Replaces a field's text in one input event (typing each key is slow on a shared machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  if (text) {
    await userEvent.click(input)
    await userEvent.paste(text)
  }
}

// The two long tests get 60 s: a time budget on a shared 2-core machine, not an assertion.
describe('editing a supplier registration', () => {
  it('starts from the stored data with the masks, asks a reason only for a new CNPJ, and saves', async () => {
    const saved = { ...detail, cnpj: '48617392000169', companyName: 'Jequitibá Comércio Ltda.' }
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET ${URL}`]: ok(detail),
      [`PUT ${URL}/registration`]: ok(saved),
    })
    renderRoutes(routeTree, `/admin/supplier/${ID}/registration`)
    const form = await openForm()
    const field = (name: string) => within(form).getByRole('textbox', { name })
    expect((field('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81')
    expect((field('Data de abertura') as HTMLInputElement).value).toBe('04/03/2015')
    expect((field('Telefone comercial') as HTMLInputElement).value).toBe('(71) 3333-0000')
    expect((field('Atividades secundárias') as HTMLTextAreaElement).value).toBe('Canecas')
    expect(within(form).queryByRole('textbox', { name: /Motivo da troca de CNPJ/ })).toBeNull()

    // A new CNPJ, typed digits only, shows masked and brings the reason field, required.
    await fill(field('CNPJ'), '48617392000169')
    expect((field('CNPJ') as HTMLInputElement).value).toBe('48.617.392/0001-69')
    await fill(field('Razão social'), 'Jequitibá Comércio Ltda.')
    await userEvent.type(field('Atividades secundárias'), '{Enter}Chaveiros')
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }))
    const reason = await within(form).findByRole('textbox', { name: /Motivo da troca de CNPJ/ })
    expect(await within(form).findByText('Informe o motivo da troca de CNPJ')).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    await fill(reason, 'Cadastro corrigido pela Receita')
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }))
    expect(
      (await screen.findAllByText('Cadastro do fornecedor atualizado')).length,
    ).toBeGreaterThan(0)
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({
      cnpj: '48.617.392/0001-69',
      companyName: 'Jequitibá Comércio Ltda.',
      establishmentTitle: 'Brindes Jequitibá',
      legalNature: 'Sociedade Empresária Limitada',
      openingDate: '04/03/2015',
      mainActivity: 'Comércio de brindes',
      secondaryActivities: ['Canecas', 'Chaveiros'],
      commercialEmail: 'vendas@jequitiba.dev',
      commercialPhone: '(71) 3333-0000',
      contactName: 'Joana',
      contactPhone: '',
      cnpjChangeReason: 'Cadastro corrigido pela Receita',
    })
    // Back to the read-only tab with the saved data.
    expect(screen.queryByRole('region', { name: 'Editar cadastro' })).toBeNull()
    const company = screen.getByRole('region', { name: 'Empresa' })
    expect(within(company).getByText('48.617.392/0001-69')).toBeTruthy()
    expect(within(company).getByText('Jequitibá Comércio Ltda.')).toBeTruthy()
  })

  it('refuses bad input in the browser and puts server errors on their fields', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(admin),
      [`GET ${URL}`]: ok(detail),
      [`PUT ${URL}/registration`]: [
        fail(422, 'VALIDATION_FAILED', 'Dados inválidos', {
          errors: [
            { field: 'openingDate', message: 'A data de abertura não pode estar no futuro' },
            { field: 'secondaryActivities.1', message: 'Máximo de 200 caracteres' },
          ],
        }),
        fail(409, 'CNPJ_ALREADY_REGISTERED', 'CNPJ já cadastrado', {
          errors: [{ field: 'cnpj', message: 'CNPJ já cadastrado' }],
        }),
      ],
    })
    renderRoutes(routeTree, `/admin/supplier/${ID}/registration`)
    const form = await openForm()
    const field = (name: string | RegExp) => within(form).getByRole('textbox', { name })
    const save = () =>
      userEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }))

    await fill(field('E-mail comercial'), 'sem-arroba')
    await fill(field('Data de abertura'), '31/02/2015')
    await fill(field(/Telefone do responsável/), '123')
    await save()
    expect(await within(form).findByText('E-mail inválido')).toBeTruthy()
    expect(within(form).getByText('Data inválida')).toBeTruthy()
    expect(within(form).getByText('Telefone inválido')).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    // The server's own rules: a future date, a too-long activity, then a CNPJ already in use.
    await fill(field('E-mail comercial'), 'vendas@jequitiba.dev')
    await fill(field('Data de abertura'), '01/01/2015')
    await fill(field(/Telefone do responsável/), '')
    await save()
    expect(
      await within(form).findByText('A data de abertura não pode estar no futuro'),
    ).toBeTruthy()
    expect(within(form).getByText('Máximo de 200 caracteres')).toBeTruthy()
    await save()
    expect(await within(form).findByText('CNPJ já cadastrado')).toBeTruthy()
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2))
    // Cancel leaves the stored data.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar edição' }))
    expect(screen.getByRole('region', { name: 'Empresa' }).textContent).toContain(
      '11.222.333/0001-81',
    )
  })

  it('reads in English with the day-first date', async () => {
    await changeLocale('en')
    fakeApi({ 'GET /api/auth/me': ok({ ...admin, locale: 'en' }), [`GET ${URL}`]: ok(detail) })
    renderRoutes(routeTree, `/admin/supplier/${ID}/registration`)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit registration' }, FIRST_RENDER),
    )
    const form = await screen.findByRole('region', { name: 'Edit registration' })
    expect(
      (within(form).getByRole('textbox', { name: 'Opening date' }) as HTMLInputElement).value,
    ).toBe('04/03/2015')
    expect(within(form).getByText('DD/MM/YYYY', { selector: 'p' })).toBeTruthy()
    const cnpj = within(form).getByRole('textbox', { name: 'CNPJ' })
    await fill(cnpj, '48617392000169')
    expect(
      await within(form).findByRole('textbox', { name: /Reason for changing the CNPJ/ }),
    ).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Save registration' })).toBeTruthy()
  })
})
