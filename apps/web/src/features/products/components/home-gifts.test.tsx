import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { HomeFeaturesDto } from '@galera/shared/catalogue/home.schemas.ts'
import { routeTree } from '../../../app/router.tsx'
import { changeLocale } from '../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../test/render.tsx'

const CAT = '11111111-1111-4111-8111-111111111111'

function home(features: HomeFeaturesDto) {
  fakeApi({
    'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
    'GET /api/public/home-features': ok(features),
  })
  return renderRoutes(routeTree, '/')
}

beforeEach(() => changeLocale('pt-BR'))
afterEach(() => vi.restoreAllMocks())

describe('home featured gifts (ADR 0023)', () => {
  it('shows the chosen categories as links to their products and the product cards, in order', async () => {
    home({
      categories: [{ id: CAT, name: 'Canetas' }],
      products: [
        {
          id: 'p1',
          code: 'C-1',
          name: 'Caneta Azul',
          category: { id: CAT, name: 'Canetas' },
          cover: null,
          colors: [],
          tags: ['Touch'],
          supplier: { id: 's1', tradeName: 'Casa do Brinde', isCertified: true },
          rating: { count: 0, average: null, material: null, finishing: null, customization: null },
        },
      ],
    })
    const section = await screen.findByRole('region', { name: 'Brindes em destaque' })
    expect(within(section).getByRole('link', { name: 'Canetas' }).getAttribute('href')).toBe(
      `/categoria/${CAT}`,
    )
    expect(within(section).getByRole('link', { name: 'Caneta Azul' }).getAttribute('href')).toBe(
      '/produto/p1',
    )
    expect(within(section).getByText(/Casa do Brinde/)).toBeTruthy()
    // ADR 0026: a certified supplier's badge shows on its product cards.
    expect(within(section).getByText('Fornecedor Certificado')).toBeTruthy()
    expect(
      within(section).getByRole('link', { name: 'Ver todos os brindes' }).getAttribute('href'),
    ).toBe('/pesquisa?tab=products')
  })

  it("holds the section's place while loading (ADR 0050), then draws nothing when nothing is featured", async () => {
    home({ categories: [], products: [] })
    expect(screen.getByTestId('home-gifts-loading').getAttribute('aria-hidden')).toBe('true')
    await screen.findByRole('heading', { name: 'Categorias de promotores' })
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.queryByRole('region', { name: 'Brindes em destaque' })).toBeNull()
    expect(screen.queryByTestId('home-gifts-loading')).toBeNull()
  })
})
