import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminUserRow } from '@galera/shared/admin/admin.schemas.ts'
import type { AdminUserAccount } from '@galera/shared/admin/admin-user-edit.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { adminMe } from '../../../test/accounts.ts'

/** ADR 0033: "Editar dados" in the admin users panel. */
const ID = '22222222-2222-4222-8222-222222222222'
const admin = adminMe('admin_basic')
const row: AdminUserRow = {
  id: ID,
  name: 'Rita Cliente',
  email: 'rita@galera.dev',
  role: 'client',
  status: 'active',
  isCertified: false,
  suspendedAt: null,
  suspensionReason: null,
  certificationRequiredAt: null,
  certificationRequiredReason: null,
  createdAt: '2026-10-01T12:00:00.000Z',
}
const account: AdminUserAccount = {
  id: ID,
  role: 'client',
  status: 'active',
  name: 'Rita Cliente',
  email: 'rita@galera.dev',
  phone: '+5571987650001',
  cpf: '12345678909',
  cnpj: null,
  locale: 'pt-BR',
  address: {
    cep: '40010000',
    street: 'Rua Chile',
    number: '12',
    complement: null,
    neighborhood: 'Centro',
    city: 'Salvador',
    uf: 'BA',
  },
}
const API = {
  'GET /api/auth/me': ok(admin),
  'GET /api/admin/users': ok({ data: [row], last_page: 1, total: 1 }),
  [`GET /api/admin/users/${ID}/account`]: ok(account),
  'GET /api/getUfs': ok([{ uf: 'BA', name: 'Bahia' }]),
  'GET /api/getCitiesByUfs': ok([{ name: 'Salvador', ibgeCode: '2927408' }]),
}

async function openEditor() {
  renderRoutes(routeTree, '/admin/users')
  await userEvent.click(await screen.findByRole('button', { name: 'Abrir Rita Cliente' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Editar dados' }))
  return screen.findByRole('form', { name: 'Editar dados' })
}
const patches = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'PATCH')

beforeEach(async () => {
  await changeLocale('pt-BR')
  // jsdom has no FontFaceSet; Mantine's autosize textarea (the reason) listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

describe('admin "Editar dados"', () => {
  it('shows the data masked and keeps the CPF locked until "Alterar documento"', async () => {
    const calls = fakeApi({
      ...API,
      [`PATCH /api/admin/users/${ID}/account`]: ok({ ...account, name: 'Rita Souza' }),
    })
    await openEditor()
    expect((screen.getByLabelText(/Celular/) as HTMLInputElement).value).toBe('(71) 98765-0001')
    expect((screen.getByLabelText(/CEP/) as HTMLInputElement).value).toBe('40010-000')
    const cpf = screen.getByLabelText(/^CPF/) as HTMLInputElement
    expect(cpf.value).toBe('123.456.789-09')
    expect(cpf.readOnly).toBe(true)
    expect(screen.queryByLabelText(/Motivo da alteração/)).toBeNull()

    const name = screen.getByLabelText(/Nome completo/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Rita Souza')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }))
    expect(await screen.findByText('Dados de Rita Souza salvos.')).toBeTruthy()
    const [patch] = patches(calls)
    expect(patch!.body).toMatchObject({ name: 'Rita Souza', email: 'rita@galera.dev' })
    expect(patch!.body).not.toHaveProperty('cpf')
    expect(patch!.body).not.toHaveProperty('documentReason')
  })

  it('asks for the reason before sending a new CPF, then sends both', async () => {
    const calls = fakeApi({
      ...API,
      [`PATCH /api/admin/users/${ID}/account`]: ok({ ...account, cpf: '52998224725' }),
    })
    await openEditor()
    await userEvent.click(screen.getByRole('switch', { name: /Alterar documento/ }))
    const cpf = screen.getByLabelText(/^CPF/) as HTMLInputElement
    expect(cpf.readOnly).toBe(false)
    await userEvent.clear(cpf)
    await userEvent.type(cpf, '52998224725')
    expect(cpf.value).toBe('529.982.247-25')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }))
    expect(await screen.findByText('Informe o motivo da alteração do documento')).toBeTruthy()
    expect(patches(calls)).toHaveLength(0)

    await userEvent.type(
      screen.getByLabelText(/Motivo da alteração/),
      'CPF trocado no cadastro, conferido com o RG',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }))
    await waitFor(() => expect(patches(calls)).toHaveLength(1))
    expect(patches(calls)[0]!.body).toMatchObject({
      cpf: '529.982.247-25',
      documentReason: 'CPF trocado no cadastro, conferido com o RG',
    })
  })

  it("puts the server's answer on the field (e-mail already registered)", async () => {
    fakeApi({
      ...API,
      [`PATCH /api/admin/users/${ID}/account`]: fail(
        409,
        'EMAIL_ALREADY_REGISTERED',
        'E-mail já cadastrado',
        { errors: [{ field: 'email', message: 'E-mail já cadastrado, insira outro' }] },
      ),
    })
    await openEditor()
    const email = screen.getByLabelText(/^E-mail/)
    await userEvent.clear(email)
    await userEvent.type(email, 'outra@galera.dev')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados' }))
    expect(await screen.findByText('E-mail já cadastrado, insira outro')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
  })
})
