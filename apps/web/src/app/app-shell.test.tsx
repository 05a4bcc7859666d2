import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLocale } from '../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../test/render.tsx'
import { routeTree } from './router.tsx'

const anonymous = fail(401, 'UNAUTHENTICATED', 'Faça login para continuar', { area: 'client' })
const client = {
  userId: 'u3',
  name: 'Carla Cliente',
  email: 'cliente@galera.dev',
  profile: 3,
  locale: 'pt-BR',
  company: null,
}
const categories = [
  { id: 'c1', slug: 'recepcao', name: 'Recepção' },
  { id: 'c2', slug: 'degustacao', name: 'Degustação' },
]
/** ADR 0032: the DPO comes from the server's configuration, never from the bundle. */
const dpo = { name: 'Lúcia Prado', email: 'privacidade@exemplo.com.br' }

beforeEach(() => changeLocale('pt-BR'))

describe('app shell', () => {
  it('shows the home page with the categories of the API', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories': ok(categories),
    })
    renderRoutes(routeTree, '/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(await screen.findByText('Recepção')).toBeTruthy()
    expect(calls.find((c) => c.url.includes('/public/categories'))!.url).toContain('kind=promoter')
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it('shows the empty and the error state of the categories', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous, 'GET /api/public/categories': ok([]) })
    const first = renderRoutes(routeTree, '/')
    expect(await screen.findByText('Ainda não há categorias cadastradas.')).toBeTruthy()
    first.unmount()
    fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories': fail(500, 'INTERNAL_ERROR', 'Houve um erro interno'),
    })
    renderRoutes(routeTree, '/')
    expect(await screen.findByText('Não foi possível carregar')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy()
  })

  it('switches the language from the header and asks the API in that language', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories': ok(categories),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/')
    await screen.findByText('Recepção')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en')
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('galera.lang')).toBe('en')
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/public/categories')).at(-1)!.headers.locale).toBe(
        'en',
      ),
    )
  })

  it('shows a not-found screen for unknown paths, with a link home', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous })
    renderRoutes(routeTree, '/nada/por/aqui')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe(
      '/',
    )
  })

  it('opens the terms over the screen, switches tabs and goes back', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories': ok(categories),
      'GET /api/public/legal/dpo': ok(dpo),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/')
    await user.click(await screen.findByRole('button', { name: 'Política de privacidade' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByRole('tab', { name: 'Privacidade' }).getAttribute('aria-selected'),
    ).toBe('true')
    expect(within(dialog).getByRole('heading', { name: 'Política de Privacidade' })).toBeTruthy()
    await user.click(within(dialog).getByRole('tab', { name: 'Termos de Uso' }))
    expect(await within(dialog).findByRole('heading', { name: /Quem somos/ })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/')
  })

  it('names the configured DPO in the footer, the about page and the privacy policy', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'GET /api/public/categories': ok(categories),
      'GET /api/public/legal/dpo': ok(dpo),
    })
    const user = userEvent.setup()
    renderRoutes(routeTree, '/sobre-galera-eventos')
    const footer = await screen.findByRole('contentinfo')
    const footerLink = await within(footer).findByRole('link', {
      name: 'Encarregado de dados (DPO): Lúcia Prado, privacidade@exemplo.com.br',
    })
    expect(footerLink.getAttribute('href')).toBe('mailto:privacidade@exemplo.com.br')
    const main = screen.getByRole('main')
    expect(await within(main).findByText(/encarregado de dados \(DPO\), Lúcia Prado:/)).toBeTruthy()
    expect(
      within(main).getByRole('link', { name: 'privacidade@exemplo.com.br' }).getAttribute('href'),
    ).toBe('mailto:privacidade@exemplo.com.br')
    expect(screen.queryByText(/dpo@galera\.dev/)).toBeNull()

    await user.click(within(footer).getByRole('button', { name: 'Política de privacidade' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText(
        /é Lúcia Prado, que atende pelo e-mail privacidade@exemplo\.com\.br/,
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/dpo@galera\.dev|\{dpoEmail\}/)).toBeNull()

    await changeLocale('en')
    expect(
      await within(footer).findByRole('link', {
        name: 'Data protection officer (DPO): Lúcia Prado, privacidade@exemplo.com.br',
      }),
    ).toBeTruthy()
    expect(
      await within(dialog).findByText(
        /is Lúcia Prado, who can be reached at privacidade@exemplo\.com\.br/,
      ),
    ).toBeTruthy()
  })

  it('guards screens: anonymous to the login of the area, wrong role to its landing', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous })
    const a = renderRoutes(routeTree, '/admin/home')
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/admin'))
    a.unmount()
    const b = renderRoutes(routeTree, '/profile')
    await waitFor(() => expect(b.router.state.location.pathname).toBe('/login'))
    b.unmount()
    const p = renderRoutes(routeTree, '/promotor/panel/promoter')
    await waitFor(() => expect(p.router.state.location.pathname).toBe('/promotor'))
    p.unmount()
    fakeApi({ 'GET /api/auth/me': ok(client), 'GET /api/public/categories': ok(categories) })
    const c = renderRoutes(routeTree, '/admin/home')
    await waitFor(() => expect(c.router.state.location.pathname).toBe('/'))
    c.unmount()
    const d = renderRoutes(routeTree, '/login')
    await waitFor(() => expect(d.router.state.location.pathname).toBe('/'))
  })

  it('shows the profile from /auth/me and logs out', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': ok(client),
      'GET /api/me/profile': ok({
        account: {
          id: 'u3',
          name: 'Carla Cliente',
          email: 'cliente@galera.dev',
          phone: '+5571987650001',
          cpf: '39053344705',
          cnpj: null,
          birthDate: null,
          gender: null,
          locale: 'pt-BR',
          role: 'client',
          profile: 3,
          isCertified: false,
          avatarUrl: null,
          createdAt: '2026-11-22T12:00:00.000Z',
        },
        address: null,
        promoter: null,
        supplier: null,
        company: null,
      }),
      'GET /api/me/consents': ok([]),
      'POST /api/auth/logout': ok({ ok: true }),
      'GET /api/public/categories': ok(categories),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routeTree, '/profile')
    expect(await screen.findByText('cliente@galera.dev')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: /Idioma de exibição/ })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Carla Cliente' }))
    await user.click(await screen.findByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/auth/logout'))).toBe(true)
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy()
  })

  it('sends a user whose session expired to the login of the area', async () => {
    const admin = { ...client, name: 'Ana Admin', profile: 2 }
    fakeApi({
      'GET /api/auth/me': ok(admin),
      'GET /api/admin/dashboard': fail(401, 'SESSION_EXPIRED', 'Sua sessão expirou.', {
        area: 'admin',
      }),
    })
    const { router } = renderRoutes(routeTree, '/admin/home')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Área administrativa' }),
    ).toBeTruthy()
  })
})
