import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MyProfile } from '@galera/shared/profile/profile.schemas.ts'
import { changeLocale, loadDomain } from '../../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../../test/render.tsx'
import { AccountSection } from './account-section.tsx'
import { AddressSection } from './address-section.tsx'
import { SupplierSection } from './business-section.tsx'

/** A supplier's record as GET /me/profile gives it: digits and E.164, no punctuation. */
const profile = {
  account: {
    id: 'u4',
    name: 'Brindes Bahia',
    email: 'fornecedor@galera.dev',
    phone: '+5571987650004',
    cpf: null,
    cnpj: '11222333000181',
    birthDate: null,
    gender: null,
    locale: 'pt-BR',
    role: 'supplier',
    profile: 4,
    isCertified: false,
    avatarUrl: null,
    createdAt: '2026-01-10T12:00:00.000Z',
  },
  address: {
    cep: '41820020',
    street: 'Avenida Tancredo Neves',
    number: '1632',
    complement: null,
    neighborhood: 'Caminho das Árvores',
    city: 'Salvador',
    uf: 'BA',
  },
  promoter: null,
  supplier: {
    companyName: 'Brindes Bahia Ltda',
    establishmentTitle: 'Brindes Bahia',
    legalNature: 'Sociedade limitada',
    openingDate: '2015-03-02',
    mainActivity: 'Comércio de brindes',
    secondaryActivities: [],
    commercialEmail: 'vendas@brindes.dev',
    commercialPhone: '+557133330011',
    contactName: 'Rita',
    contactPhone: '+5571987650044',
    site: null,
  },
  company: { id: 'c1', tradeName: 'Brindes Bahia', legalName: 'Brindes Bahia Ltda', phones: [] },
  hasSensitiveConsent: false,
} satisfies MyProfile

const session = {
  userId: 'u4',
  name: 'Brindes Bahia',
  email: 'fornecedor@galera.dev',
  profile: 4,
  locale: 'pt-BR',
}

function renderSections() {
  fakeApi({ 'GET /api/auth/me': ok(session) })
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AccountSection profile={profile} />
          <AddressSection profile={profile} />
          <SupplierSection profile={profile} />
        </>
      ),
    },
  ])
}

async function openEditor(title: string, index = 0) {
  const section = (await screen.findAllByRole('region', { name: title }))[index]!
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Editar' }))
  return section
}

const valueOf = (section: HTMLElement, label: RegExp) =>
  (within(section).getByLabelText(label) as HTMLInputElement).value

beforeEach(async () => {
  await changeLocale('pt-BR')
  await loadDomain('profile')
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

describe('forms filled from the saved record show the masks (ADR 0031)', () => {
  it('profile: the phone and the CEP read as typed, and the document as people read it', async () => {
    renderSections()
    const account = await screen.findByRole('region', { name: 'Dados da conta' })
    expect(account.textContent).toContain('11.222.333/0001-81')
    expect(account.textContent).toContain('(71) 98765-0004')
    await openEditor('Dados da conta')
    expect(valueOf(account, /Celular/)).toBe('(71) 98765-0004')

    const address = await openEditor('Endereço')
    expect(valueOf(address, /^CEP/)).toBe('41820-020')
  })

  it('supplier data: commercial and contact phones, mobile and landline, masked', async () => {
    renderSections()
    const supplier = await openEditor('Dados da empresa', 0)
    expect(valueOf(supplier, /Telefone comercial/)).toBe('(71) 3333-0011')
    expect(valueOf(supplier, /Telefone do contato/)).toBe('(71) 98765-0044')
  })
})
