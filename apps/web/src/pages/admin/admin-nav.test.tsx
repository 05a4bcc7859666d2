import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { routeTree } from '../../app/router.tsx'
import { changeLocale } from '../../lib/i18n.ts'
import { adminMe } from '../../test/accounts.ts'
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx'

beforeEach(async () => {
  await changeLocale('pt-BR')
})

describe('admin tabs', () => {
  it('are all there when the tab bar first shows: none arrives later and pushes the others', async () => {
    fakeApi({ 'GET /api/auth/me': ok(adminMe()) })
    renderRoutes(routeTree, '/admin/audit')
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Áreas do painel' },
      { timeout: 15_000 },
    )
    // Read at once, not awaited: a tab whose name loaded after the bar would be missing here.
    const tabs = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(tabs).toEqual([
      'Início',
      'Fornecedores',
      'Leilões',
      'Promotores',
      'Usuários',
      'Conversas',
      'Certificados',
      'Administradores',
      'Termos',
      'Taxas',
      'Repasses',
      'Pagamentos',
      'Avaliações',
      'Produtos',
      'Configurações',
      'Auditoria',
    ])
  })

  it("shows an admin basic no master tab, and marks the area's tab on a page below it", async () => {
    fakeApi({
      'GET /api/auth/me': ok(adminMe('admin_basic')),
      'GET /api/admin/settings/categories': ok([]),
    })
    renderRoutes(routeTree, '/admin/settings/categories')
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Áreas do painel' },
      { timeout: 15_000 },
    )
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).not.toContain('Taxas')
    expect(links.map((link) => link.textContent)).not.toContain('Administradores')
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['Configurações'])
  })
})
