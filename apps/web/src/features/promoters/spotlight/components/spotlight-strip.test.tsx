import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { PromoterCard } from '@galera/shared/promoters/promoter.schemas.ts'
import { routeTree } from '../../../../app/router.tsx'
import { changeLocale } from '../../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../../test/render.tsx'

const card: PromoterCard = {
  id: 'p1',
  name: 'Ana Souza',
  age: 25,
  city: 'Salvador',
  uf: 'BA',
  category: { id: 'c1', namePt: 'Recepcionista', nameEn: 'Receptionist' },
  gender: 'female',
  heightCm: 165,
  pictureUrl: '/files/images/a/medium.webp',
  isCertified: false,
  isLaunched: false,
  isSpotlight: true,
  ratings: { positive: 3, neutral: 0, negative: 0 },
}

function home(spotlight: PromoterCard[]) {
  fakeApi({
    'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
    'GET /api/public/promoters/spotlight': ok(spotlight),
  })
  return renderRoutes(routeTree, '/')
}

beforeEach(() => changeLocale('pt-BR'))

describe('spotlight strip', () => {
  it('holds its place while loading (ADR 0050), then shows the cards with sized, lazy pictures', async () => {
    home([card])
    const loading = screen.getByTestId('spotlight-loading')
    expect(loading.getAttribute('aria-hidden')).toBe('true')
    await screen.findByRole('link', { name: 'Ana Souza' })
    expect(screen.queryByTestId('spotlight-loading')).toBeNull()
    const section = screen.getByRole('region', { name: 'Promotores em destaque' })
    const picture = section.querySelector('img')!
    expect(picture.getAttribute('src')).toBe(card.pictureUrl)
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['400', '500'])
    expect(picture.getAttribute('loading')).toBe('lazy')
    expect(within(section).getByRole('link', { name: 'Ana Souza' })).toBeTruthy()
  })

  it('gives its place back when no promoter is in the spotlight', async () => {
    home([])
    await waitFor(() => expect(screen.queryByTestId('spotlight-loading')).toBeNull())
    expect(screen.queryByRole('region', { name: 'Promotores em destaque' })).toBeNull()
  })
})
