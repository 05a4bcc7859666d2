import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const admin = {
  userId: 'a1',
  name: 'Ada Admin',
  email: 'ada@galera.dev',
  role: 'admin_basic',
  profile: 1,
  locale: 'pt-BR',
  company: null,
}

beforeEach(async () => {
  await changeLocale('pt-BR')
})

describe('admin settings', () => {
  it('/admin/settings opens its first tab instead of a page not found', async () => {
    fakeApi({
      'GET /api/auth/me': ok(admin),
      'GET /api/admin/settings/categories': ok([]),
    })
    renderRoutes(routeTree, '/admin/settings')
    const tab = await screen.findByRole('tab', { name: /Categorias/ }, { timeout: 15_000 })
    expect(tab.getAttribute('aria-selected')).toBe('true')
  })
})
