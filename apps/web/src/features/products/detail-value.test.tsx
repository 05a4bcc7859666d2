import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { routeTree } from '../../app/router.tsx'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'
import { ProductCard } from './components/product-card.tsx'
import { PRODUCT_ID, card, detail, ratingsPage } from './fixtures.ts'

const anonymous = fail(401, 'UNAUTHENTICATED', 'Sign in to continue', { area: 'client' })
// A budget for a busy 2-core machine rendering lazy routes, not a timing assertion.
const FIND = { timeout: 15_000 }

/** Stored as the supplier typed them: Portuguese yes/no next to free text. */
const details = [
  { label: 'Livre de BPA', value: 'Sim', showAsTag: true },
  { label: 'Térmica', value: 'não', showAsTag: false },
  { label: 'Capacidade', value: '300 ml', showAsTag: true },
]

afterEach(() => changeLocale('pt-BR'))

describe('fixed detail values read in the reader’s language', () => {
  it('the product page says Yes/No in English and keeps free text as typed', async () => {
    await changeLocale('en')
    fakeApi({
      'GET /api/auth/me': anonymous,
      [`GET /api/public/products/${PRODUCT_ID}`]: ok({ ...detail, details }),
      [`GET /api/public/products/${PRODUCT_ID}/ratings`]: ok(ratingsPage([])),
    })
    renderRoutes(routeTree, `/produto/${PRODUCT_ID}`)
    expect(await screen.findByText('Livre de BPA: Yes', {}, FIND)).toBeTruthy()
    expect(screen.getByText('Capacidade: 300 ml')).toBeTruthy()
    expect(screen.queryByText(/: Sim$/)).toBeNull()
    const row = screen.getByText('Térmica').closest('div')!
    expect(row.textContent).toContain('No')
    expect(row.textContent).not.toContain('não')
  })

  it('a product card shows the tag in the reader’s language', async () => {
    await changeLocale('en')
    await loadDomain('products')
    renderRoutes([
      { path: '/', element: <ProductCard card={{ ...card, tags: ['Sim', '300 ml'] }} /> },
    ])
    expect(await screen.findByText('Yes')).toBeTruthy()
    expect(screen.getByText('300 ml')).toBeTruthy()
    expect(screen.queryByText('Sim')).toBeNull()
    await changeLocale('pt-BR')
    expect(await screen.findByText('Sim')).toBeTruthy()
  })
})
