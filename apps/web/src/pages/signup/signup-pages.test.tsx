import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { STEPS } from '../../features/registration/steps.ts'
import { ThanksStep } from '../../features/registration/components/thanks-step.tsx'
import { routeTree } from '../../app/router.tsx'
import { changeLocale, loadDomain } from '../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../test/render.tsx'

const anonymous = () => fail(401, 'UNAUTHENTICATED', 'Faça login para continuar.')
const promoter = {
  userId: 'p1',
  name: 'Paula Promotora',
  email: 'promotora@galera.dev',
  profile: 5,
  locale: 'pt-BR',
  company: null,
}

const narrow = window.matchMedia
beforeEach(async () => {
  await changeLocale('pt-BR')
  await loadDomain('signup')
})
afterEach(() => {
  window.matchMedia = narrow
})

/** The numbered stepper shows from 48em up; jsdom answers every media query with "no". */
function wideScreen() {
  window.matchMedia = ((query: string) => ({
    ...narrow(query),
    matches: query.includes('min-width'),
  })) as typeof window.matchMedia
}

const thanks = (kind: 'promoter' | 'supplier' | 'client') => [
  { path: '/', element: <ThanksStep kind={kind} name="Paula" picturesFailed={false} /> },
]

describe('sign-up pages', () => {
  it('counts in the header the same steps the stepper numbers', async () => {
    wideScreen()
    fakeApi({ 'GET /api/auth/me': anonymous() })
    const { container } = renderRoutes(routeTree, '/cadastro')
    const total = STEPS.client.length
    expect(
      await screen.findByRole('heading', { level: 2, name: `Etapa 1 de ${total}: Perfil` }),
    ).toBeTruthy()
    expect(container.querySelectorAll('.mantine-Stepper-step')).toHaveLength(total)
    // A visitor may still log in instead.
    expect(screen.getByText('Já tem conta?')).toBeTruthy()
  })

  it('does not offer "Já tem conta? Entrar" to a signed-in user', async () => {
    fakeApi({ 'GET /api/auth/me': ok(promoter) })
    renderRoutes(routeTree, '/promotor/cadastro')
    expect(
      await screen.findByText(
        'Você já está conectado como Paula Promotora. Para criar outra conta, saia primeiro.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Já tem conta?')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull()
  })

  it('takes a new promoter and a new supplier to their own panel', async () => {
    fakeApi({ 'GET /api/auth/me': ok(promoter) })
    const first = renderRoutes(thanks('promoter'))
    expect(
      (await screen.findByRole('link', { name: 'Ir para o meu perfil' })).getAttribute('href'),
    ).toBe('/promotor/panel/promoter')
    first.unmount()
    fakeApi({ 'GET /api/auth/me': ok({ ...promoter, profile: 4 }) })
    renderRoutes(thanks('supplier'))
    expect(
      (await screen.findByRole('link', { name: 'Ir para o meu perfil' })).getAttribute('href'),
    ).toBe('/promotor/panel/supplier/start')
  })

  it('hands out the promoter course in the language of the page', async () => {
    fakeApi({ 'GET /api/auth/me': ok(promoter) })
    const pt = renderRoutes(thanks('promoter'))
    const curso = await screen.findByRole('link', { name: 'Baixar o curso do promotor (PDF)' })
    expect(curso.getAttribute('href')).toBe('/promoter-course.pdf')
    expect(curso.getAttribute('hreflang')).toBe('pt-BR')
    expect(curso.getAttribute('download')).toBe('curso-do-promotor-galera-eventos.pdf')
    pt.unmount()

    await changeLocale('en')
    await loadDomain('signup')
    fakeApi({ 'GET /api/auth/me': ok({ ...promoter, locale: 'en' }) })
    renderRoutes(thanks('promoter'))
    const course = await screen.findByRole('link', { name: 'Download the promoter course (PDF)' })
    expect(course.getAttribute('href')).toBe('/promoter-course.en.pdf')
    expect(course.getAttribute('hreflang')).toBe('en')
    expect(course.getAttribute('download')).toBe('promoter-course-galera-eventos.pdf')
    expect(screen.queryByText(/Portuguese/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
      '/promotor/panel/promoter',
    )
  })
})
