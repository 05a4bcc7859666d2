import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type {
  PublicSupplierPageDto,
  SupplierCardDto,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const anonymous = fail(401, 'UNAUTHENTICATED', 'Faça login para continuar', { area: 'client' })
const CERTIFIED = '11111111-1111-4111-8111-111111111111'
const PLAIN = '22222222-2222-4222-8222-222222222222'

const supplierCard = (over: Partial<SupplierCardDto>): SupplierCardDto => ({
  id: CERTIFIED,
  tradeName: 'Bahia Brindes',
  city: 'Salvador',
  uf: 'BA',
  logo: null,
  headerColor: '#1B5E20',
  hasPage: true,
  isCertified: true,
  ...over,
})
const publicPage = (over: Partial<SupplierCardDto>): PublicSupplierPageDto => ({
  ...supplierCard(over),
  aboutHtml: '<p>Brindes para eventos.</p>',
  site: null,
  aboutImage: null,
  contactPhone: null,
  commercialEmail: null,
})
const noProducts = ok({ data: [], page: 1, last_page: 1, total: 0 })

beforeEach(() => changeLocale('pt-BR'))

describe("supplier pages: the 'Certificado' badge (ADR 0026)", () => {
  it('shows on the card of a certified supplier in /fornecedores and not on another', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/suppliers': ok({
        data: [
          supplierCard({}),
          supplierCard({ id: PLAIN, tradeName: 'Feira Gifts', isCertified: false }),
        ],
        page: 1,
        last_page: 1,
        total: 2,
      }),
    })
    renderRoutes(routeTree, '/fornecedores')
    const certified = (await screen.findByText('Bahia Brindes')).closest('li')!
    const plain = screen.getByText('Feira Gifts').closest('li')!
    const badge = within(certified).getByRole('img', {
      name: 'Fornecedor certificado pela Galera Eventos',
    })
    expect(badge.textContent).toBe('Certificado')
    expect(within(plain).queryByRole('img', { name: /certificado/i })).toBeNull()
    expect(within(plain).queryByText('Certificado')).toBeNull()
  })

  it('shows in the header of a certified company page, in English too', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      [`GET /api/public/suppliers/${CERTIFIED}`]: ok(publicPage({})),
      'GET /api/public/products': noProducts,
    })
    await changeLocale('en')
    renderRoutes(routeTree, `/fornecedor/${CERTIFIED}`)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bahia Brindes' })
    const header = heading.parentElement!
    expect(
      within(header).getByRole('img', { name: 'Supplier certified by Galera Eventos' }).textContent,
    ).toBe('Certified')
  })

  it('has no badge on the page of a supplier that is not certified', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      [`GET /api/public/suppliers/${PLAIN}`]: ok(
        publicPage({ id: PLAIN, tradeName: 'Feira Gifts', isCertified: false }),
      ),
      'GET /api/public/products': noProducts,
    })
    renderRoutes(routeTree, `/fornecedor/${PLAIN}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Feira Gifts' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: /certificado/i })).toBeNull()
    expect(screen.queryByText('Certificado')).toBeNull()
  })
})
