import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { HomeSlideDto, HomeSlidesDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { routeTree } from '../../../../app/router.tsx'
import { changeLocale } from '../../../../lib/i18n.ts'
import { fail, fakeApi, ok, renderRoutes } from '../../../../test/render.tsx'

function slide(n: number, patch: Partial<HomeSlideDto> = {}): HomeSlideDto {
  const position = patch.position ?? 'top'
  const big = position === 'top'
  return {
    id: `slide-${n}`,
    source: 'banner',
    kind: null,
    title: `Slide ${n}`,
    position,
    slideOrder: n,
    link: null,
    external: false,
    desktop: {
      imageId: `d${n}`,
      url: `/media/d${n}.webp`,
      width: 1280,
      height: big ? 400 : 240,
    },
    mobile: { imageId: `m${n}`, url: `/media/m${n}.webp`, width: 780, height: big ? 600 : 390 },
    ...patch,
  }
}

function home(slides: HomeSlidesDto | null) {
  fakeApi({
    'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Não autenticado'),
    'GET /api/public/slides': slides ? ok(slides) : fail(500, 'INTERNAL', 'Erro'),
  })
  return renderRoutes(routeTree, '/')
}

const scrollTo = vi.fn()
beforeEach(async () => {
  await changeLocale('pt-BR')
  scrollTo.mockReset()
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo
})
afterEach(() => vi.restoreAllMocks())

describe('home slides', () => {
  it('shows the top and bottom sections with art for both screens and links', async () => {
    home({
      top: [
        slide(1, { link: '/fornecedor/abc', source: 'auction', kind: 'company' }),
        slide(2, { link: 'https://exemplo.com.br/promo', external: true }),
      ],
      bottom: [slide(3, { position: 'bottom' })],
    })
    const top = await screen.findByRole('region', { name: 'Destaques' })
    const first = within(top).getByRole('img', { name: 'Slide 1' })
    expect(first.getAttribute('width')).toBe('1280')
    expect(first.getAttribute('height')).toBe('400')
    // The home page's largest first-screen image: loaded at once, high priority (ADR 0050).
    expect(first.getAttribute('loading')).toBe('eager')
    expect(first.getAttribute('fetchpriority')).toBe('high')
    const source = first.parentElement!.querySelector('source')!
    expect(source.getAttribute('media')).toBe('(max-width: 767px)')
    expect(source.getAttribute('srcset')).toBe('/media/m1.webp')
    expect(within(top).getByRole('link', { name: 'Slide 1' }).getAttribute('href')).toBe(
      '/fornecedor/abc',
    )
    const external = within(top).getByRole('link', { name: /Slide 2/ })
    expect(external.getAttribute('href')).toBe('https://exemplo.com.br/promo')
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')

    const bottom = screen.getByRole('region', { name: 'Mais destaques' })
    const lazy = within(bottom).getByRole('img', { name: 'Slide 3' })
    expect(lazy.getAttribute('loading')).toBe('lazy')
    expect(lazy.getAttribute('height')).toBe('240')
    // One slide: no controls.
    expect(within(bottom).queryByRole('button')).toBeNull()
  })

  it("holds each position's place at its art's ratio while loading, then shows the slides", async () => {
    home({ top: [slide(1), slide(2)], bottom: [slide(3, { position: 'bottom' })] })
    // ADR 0050: a placeholder of the section's final size, so nothing below moves.
    const [top, bottom] = await screen.findAllByTestId('slides-loading')
    expect(top.style.getPropertyValue('--art-desktop')).toBe('1280 / 400')
    expect(top.style.getPropertyValue('--art-mobile')).toBe('780 / 600')
    expect(bottom.style.getPropertyValue('--art-desktop')).toBe('1280 / 240')
    expect(bottom.style.getPropertyValue('--art-mobile')).toBe('780 / 390')
    expect(top.getAttribute('aria-hidden')).toBe('true')
    await screen.findByRole('region', { name: 'Destaques' })
    await waitFor(() => expect(screen.queryAllByTestId('slides-loading')).toHaveLength(0))
  })

  it('moves with the previous/next buttons and the dots, wrapping around', async () => {
    const user = userEvent.setup()
    home({ top: [slide(1), slide(2), slide(3)], bottom: [] })
    const top = await screen.findByRole('region', { name: 'Destaques' })
    const dot = (n: number) =>
      within(top).getByRole('button', { name: `Ir para o destaque ${n} de 3` })
    expect(dot(1).getAttribute('aria-current')).toBe('true')

    await user.click(within(top).getByRole('button', { name: 'Próximo destaque' }))
    expect(dot(2).getAttribute('aria-current')).toBe('true')
    expect(dot(1).hasAttribute('aria-current')).toBe(false)
    expect(scrollTo).toHaveBeenCalledTimes(1)

    await user.click(dot(1))
    await user.click(within(top).getByRole('button', { name: 'Destaque anterior' }))
    expect(dot(3).getAttribute('aria-current')).toBe('true')
    expect(screen.queryByRole('region', { name: 'Mais destaques' })).toBeNull()
    // No link in any slide: the track itself takes the focus so the arrow keys scroll it.
    expect(within(top).getByRole('list').getAttribute('tabindex')).toBe('0')
  })

  it('keeps the chosen slide while the track moves, and finishes a move cut short', async () => {
    const user = userEvent.setup()
    home({ top: [slide(1), slide(2), slide(3)], bottom: [] })
    const top = await screen.findByRole('region', { name: 'Destaques' })
    const dot = (n: number) =>
      within(top).getByRole('button', { name: `Ir para o destaque ${n} de 3` })
    const track = within(top).getByRole('list')
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 1000 })
    track.scrollLeft = 0
    await user.click(within(top).getByRole('button', { name: 'Próximo destaque' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000, behavior: 'smooth' })
    // Mid-way the track still shows slide 1: the chosen one stays current.
    fireEvent.scroll(track)
    expect(dot(2).getAttribute('aria-current')).toBe('true')
    // The move was cut short and snapped back to slide 1: it is finished at once.
    fireEvent(track, new Event('scrollend'))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000, behavior: 'auto' })
    expect(dot(2).getAttribute('aria-current')).toBe('true')
    // A swipe afterwards is followed again.
    track.scrollLeft = 2000
    fireEvent.scroll(track)
    expect(dot(3).getAttribute('aria-current')).toBe('true')
  })

  it('speaks English', async () => {
    await changeLocale('en')
    home({ top: [slide(1), slide(2)], bottom: [slide(3, { position: 'bottom' })] })
    const top = await screen.findByRole('region', { name: 'Featured' })
    expect(within(top).getByRole('button', { name: 'Next slide' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'More featured' })).toBeTruthy()
  })

  it('leaves out a position without slides', async () => {
    home({ top: [], bottom: [slide(3, { position: 'bottom' })] })
    await screen.findByRole('region', { name: 'Mais destaques' })
    expect(screen.queryByRole('region', { name: 'Destaques' })).toBeNull()
  })

  it('keeps the home usable when the slides fail', async () => {
    const { queryClient } = home(null)
    await waitFor(() =>
      expect(queryClient.getQueryState(['public', 'slides'])?.status).toBe('error'),
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.queryAllByTestId('slides-loading')).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Destaques' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Mais destaques' })).toBeNull()
  })
})
