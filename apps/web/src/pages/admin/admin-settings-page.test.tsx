import { beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { adminMe } from '../../test/accounts.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

beforeEach(async () => {
  await changeLocale('pt-BR')
})

describe('admin settings', () => {
  it('/admin/settings opens its first tab instead of a page not found', async () => {
    fakeApi({
      'GET /api/auth/me': ok(adminMe('admin_basic')),
      'GET /api/admin/settings/categories': ok([]),
    })
    renderRoutes(routeTree, '/admin/settings')
    const tab = await screen.findByRole('tab', { name: /Categorias/ }, { timeout: 15_000 })
    expect(tab.getAttribute('aria-selected')).toBe('true')
  })
})
