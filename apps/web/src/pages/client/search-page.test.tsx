import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PromoterSearchResult } from '@galera/shared/promoters/promoter.schemas.ts'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { card as productCard, listOf } from '../../features/products/fixtures.ts'

const MATERIAL = '99999999-9999-4999-8999-999999999999'
const anonymous = fail(401, 'UNAUTHENTICATED', 'Faça login para continuar', { area: 'client' })
const card = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Juliana Andrade',
  age: 30,
  city: 'Salvador',
  uf: 'BA',
  category: { id: 'c1', namePt: 'Recepcionista', nameEn: 'Receptionist' },
  gender: 'female',
  heightCm: 170,
  pictureUrl: null,
  isCertified: true,
  isLaunched: false,
  isSpotlight: false,
  ratings: { positive: 3, neutral: 1, negative: 0 },
}
const page = (over: Partial<PromoterSearchResult> = {}): PromoterSearchResult => ({
  items: [card],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  lastPage: 1,
  ...over,
})

beforeEach(() => changeLocale('pt-BR'))

describe('search page', () => {
  it('reads the term and filters from the URL, shows cards, chips and the capped count', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/promoters': [
        ok(page({ total: 1000, totalCapped: true, lastPage: 50 })),
        ok(page({ items: [], total: 0, lastPage: 1 })),
      ],
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      routeTree,
      '/pesquisa/recepcionista?uf=BA,SE&hasCar=true&page=2',
    )
    expect(await screen.findByText('Juliana Andrade')).toBeTruthy()
    expect(screen.getByText('1.000+ promotores encontrados')).toBeTruthy()
    expect(screen.getByText('Certificado')).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: 'Avaliações: 3 positivas, 1 neutras, 0 negativas',
      }).textContent,
    ).toMatch(/^75% positivas\s*· 4 avaliações$/)
    const search = calls.find((c) => c.url.includes('/api/public/promoters'))!
    const qs = new URL(search.url, 'http://x').searchParams
    expect(Object.fromEntries(qs)).toEqual({
      q: 'recepcionista',
      uf: 'BA,SE',
      hasCar: 'true',
      page: '2',
    })
    // A chip removes its filter and goes back to page 1 (a new history entry).
    await user.click(screen.getByRole('button', { name: 'Remover filtro: Tem carro: Sim' }))
    await waitFor(() => expect(router.state.location.search).toBe('?uf=BA%2CSE'))
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeTruthy()
  })

  it('drops a hand-edited bad parameter instead of failing, and the category path filters', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/promoters': ok(page()),
      'GET /api/public/categories/22222222-2222-4222-8222-222222222222': ok({
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Recepcionista',
      }),
    })
    renderRoutes(
      routeTree,
      '/categoria/22222222-2222-4222-8222-222222222222?gender=robot&ageMin=20',
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotores: Recepcionista' }),
    ).toBeTruthy()
    const search = calls.find((c) => c.url.includes('/api/public/promoters'))!
    expect(Object.fromEntries(new URL(search.url, 'http://x').searchParams)).toEqual({
      category: '22222222-2222-4222-8222-222222222222',
      ageMin: '20',
    })
  })

  it('the products tab lists product cards with filters kept in the URL', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/products': [
        ok(listOf([productCard], { total: 30, last_page: 2 })),
        ok(listOf([])),
      ],
      'GET /api/public/categories': ok([]),
      'GET /api/public/materials': ok([{ id: MATERIAL, name: 'Cerâmica' }]),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/pesquisa/caneca?tab=products&sort=name')
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos: caneca' })).toBeTruthy()
    expect(await screen.findByText('Caneca de cerâmica')).toBeTruthy()
    expect(screen.getByText('Produtos encontrados: 30')).toBeTruthy()
    expect(screen.getByText('por Brindes Salvador')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Produtos' }).getAttribute('aria-selected')).toBe('true')
    const first = calls.find((c) => c.url.includes('/api/public/products'))!
    expect(Object.fromEntries(new URL(first.url, 'http://x').searchParams)).toEqual({
      q: 'caneca',
      sort: 'name',
      page: '1',
    })
    expect(calls.some((c) => c.url.includes('/api/public/promoters'))).toBe(false)
    await user.selectOptions(screen.getByLabelText('Material'), MATERIAL)
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=products&materialId=${MATERIAL}&sort=name`),
    )
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy()
    // Back to promoters: the tab is in the URL.
    await user.click(screen.getByRole('tab', { name: 'Promotores' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=promoters'))
  })

  it.each([
    ['pt-BR', 'Produtos encontrados: 1.000+'],
    ['en', 'Products found: 1,000+'],
  ] as const)(
    'a broad search counted up to the cap says so (%s) and offers a page past the counted ones',
    async (locale, text) => {
      await changeLocale(locale)
      fakeApi({
        'GET /api/auth/me': anonymous,
        'GET /api/public/products': ok(
          listOf([productCard], { total: 1000, totalCapped: true, last_page: 43 }),
        ),
        'GET /api/public/categories': ok([]),
        'GET /api/public/materials': ok([]),
      })
      renderRoutes(routeTree, '/pesquisa/caneta?tab=products')
      expect(await screen.findByText(text)).toBeTruthy()
      // The pager's last control is the page past the counted ones.
      expect(screen.getByText('43')).toBeTruthy()
    },
  )

  it('a product category opens the products tab', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories/22222222-2222-4222-8222-222222222222': ok({
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Canecas',
        kind: 'product',
        parentId: null,
      }),
      'GET /api/public/products': ok(listOf([productCard])),
      'GET /api/public/materials': ok([]),
    })
    renderRoutes(routeTree, '/categoria/22222222-2222-4222-8222-222222222222')
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos: Canecas' })).toBeTruthy()
    await screen.findByText('Caneca de cerâmica')
    const search = calls.find((c) => c.url.includes('/api/public/products'))!
    expect(new URL(search.url, 'http://x').searchParams.get('category')).toBe(
      '22222222-2222-4222-8222-222222222222',
    )
  })
})
