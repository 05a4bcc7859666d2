import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import type { TFunction } from 'i18next'
import type { AdPosition, HomeSlideDto } from '@galera/shared/promotions/promotion.schemas.ts'
import './slide-carousel.css'

const c = (name: string) => `gs-slides-${name}`

/*
 * This module is a lazy chunk of the home page. It imports nothing but React on purpose: the
 * words (`t`) and the router's navigate come as props, so adding it leaves the home entry's
 * chunks as they were (npm run size:web, ADR 0050).
 */

export interface SlideCarouselProps {
  position: AdPosition
  slides: HomeSlideDto[]
  t: TFunction
  navigate: (to: string) => void
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/** The art of one slide: the mobile art for narrow screens, sized to avoid layout shift. */
function SlideArt({ slide, lazy }: { slide: HomeSlideDto; lazy: boolean }) {
  // The first top slide is the home page's largest first-screen image: high fetch priority.
  return (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={slide.mobile.url}
        width={slide.mobile.width}
        height={slide.mobile.height}
      />
      <img
        className={c('img')}
        src={slide.desktop.url}
        alt={slide.title}
        width={slide.desktop.width}
        height={slide.desktop.height}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={lazy ? undefined : 'high'}
      />
    </picture>
  )
}

function Chevron({ left = false }: { left?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d={left ? 'M15 6l-6 6l6 6' : 'M9 6l6 6l-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function SlideBody({
  slide,
  lazy,
  t,
  navigate,
}: { slide: HomeSlideDto; lazy: boolean } & Pick<SlideCarouselProps, 't' | 'navigate'>) {
  const art = <SlideArt slide={slide} lazy={lazy} />
  if (!slide.link) return art
  if (slide.external)
    return (
      <a className={c('link')} href={slide.link} target="_blank" rel="noopener noreferrer">
        {art}
        <span className={c('hidden')}>{t('dashboards.home.external')}</span>
      </a>
    )
  const link = slide.link
  // An internal page: a real link (new tab, copy) that navigates inside the app on a plain click.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    navigate(link)
  }
  return (
    <a className={c('link')} href={link} onClick={onClick}>
      {art}
    </a>
  )
}

/**
 * A tiny slider (no carousel library): a CSS scroll-snap track, previous/next buttons and dots.
 * Swipe and the keyboard scroll the track natively; smooth scrolling only without
 * prefers-reduced-motion. Never moves by itself.
 */
export function SlideCarousel({ position, slides, t, navigate }: SlideCarouselProps) {
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const total = slides.length
  const many = total > 1

  // The slide a button or dot is moving to, until the track stops there (or gives up waiting).
  const target = useRef<number | null>(null)
  const giveUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const shown = useCallback(() => {
    const el = track.current
    if (!el || el.clientWidth === 0) return null
    return Math.min(total - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)))
  }, [total])

  const onScroll = useCallback(() => {
    // While moving to a chosen slide, the slides it passes are not "current".
    if (target.current !== null) return
    const at = shown()
    if (at !== null) setCurrent(at)
  }, [shown])

  const onScrollEnd = useCallback(() => {
    const el = track.current
    const want = target.current
    target.current = null
    clearTimeout(giveUp.current)
    if (el && want !== null && shown() !== want) {
      // A smooth move cut short (a slide's image arriving, a busy phone) snaps back to where it
      // began: finish it at once.
      el.scrollTo({ left: want * el.clientWidth, behavior: 'auto' })
      setCurrent(want)
      return
    }
    const at = shown()
    if (at !== null) setCurrent(at)
  }, [shown])

  useEffect(() => () => clearTimeout(giveUp.current), [])

  useEffect(() => {
    // The list can shrink on refetch: keep the index inside it.
    if (current > total - 1) setCurrent(Math.max(0, total - 1))
  }, [current, total])

  function goTo(index: number) {
    const el = track.current
    if (!el) return
    const next = (index + total) % total
    setCurrent(next)
    if (shown() === next) return
    target.current = next
    clearTimeout(giveUp.current)
    // Browsers without `scrollend` (and a move that never starts) go back to following the scroll.
    giveUp.current = setTimeout(() => (target.current = null), 2_000)
    el.scrollTo({ left: next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }

  // Without any link the track holds nothing focusable: make it focusable so the arrow keys scroll it.
  const needsFocus = many && slides.every((s) => !s.link)
  const label = t(position === 'top' ? 'dashboards.home.top' : 'dashboards.home.bottom')

  return (
    <section aria-label={label} className={c('section')} data-position={position}>
      <div className={c('frame')}>
        <ul
          ref={track}
          className={c('track')}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          tabIndex={needsFocus ? 0 : undefined}
          aria-label={needsFocus ? label : undefined}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.id}
              className={c('slide')}
              aria-label={many ? t('dashboards.home.slideOf', { n: i + 1, total }) : undefined}
            >
              <SlideBody
                slide={slide}
                lazy={position === 'bottom' || i > 0}
                t={t}
                navigate={navigate}
              />
            </li>
          ))}
        </ul>
        {many && (
          <>
            <button
              type="button"
              className={`${c('arrow')} ${c('prev')}`}
              aria-label={t('dashboards.home.previous')}
              onClick={() => goTo(current - 1)}
            >
              <Chevron left />
            </button>
            <button
              type="button"
              className={`${c('arrow')} ${c('next')}`}
              aria-label={t('dashboards.home.next')}
              onClick={() => goTo(current + 1)}
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      {/* The dots' row is there even for one slide: the placeholder reserved it (ADR 0050). */}
      <div className={c('dots')}>
        {many &&
          slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={c('dot')}
              aria-label={t('dashboards.home.goTo', { n: i + 1, total })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
      </div>
    </section>
  )
}
