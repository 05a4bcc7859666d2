import { Suspense, type CSSProperties } from 'react'
import { Skeleton } from '@mantine/core'
import { useNavigate } from 'react-router'
import type { AdPosition } from '@galera/shared/promotions/promotion.schemas.ts'
import { AD_ART_SPECS } from '@galera/shared/promotions/ad-art.ts'
import { loadDomain, useLocale } from '../../../../lib/i18n.ts'
import { lazyPart } from '../../../../lib/lazy-part.tsx'
import { useHomeSlides } from '../api.ts'
import classes from './home-slides.module.css'

// The slider (no carousel library) and its words load only when there is something to show:
// the home entry stays small (ADR 0050, npm run size:web). Rendered on the server, it loads
// before the page hydrates (ADR 0084).
const SlideCarousel = lazyPart('SlideCarousel', () =>
  Promise.all([import('./slide-carousel.tsx'), loadDomain('dashboards')]).then(([m]) => ({
    default: m.SlideCarousel,
  })),
)

/** The section's final size while the slides (or the carousel's chunk) load: no layout shift. */
export function SlidesSkeleton({ position }: { position: AdPosition }) {
  const art = AD_ART_SPECS[position]
  const ratios = {
    '--art-desktop': `${art.desktop.width} / ${art.desktop.height}`,
    '--art-mobile': `${art.mobile.width} / ${art.mobile.height}`,
  } as CSSProperties
  return (
    <div className={classes.section} style={ratios} aria-hidden data-testid="slides-loading">
      <Skeleton className={classes.art} radius={0} />
      <div className={classes.dots} />
    </div>
  )
}

/**
 * One home section of slides ("Destaques" at the top, "Mais destaques" before the footer).
 * Holds its place while loading; nothing on error or when the position has no slide today.
 */
export function HomeSlides({ position }: { position: AdPosition }) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const slides = useHomeSlides()
  if (slides.isPending) return <SlidesSkeleton position={position} />
  const list = slides.data?.[position]
  if (!list || list.length === 0) return null
  return (
    <Suspense fallback={<SlidesSkeleton position={position} />}>
      <SlideCarousel position={position} slides={list} t={t} navigate={(to) => void navigate(to)} />
    </Suspense>
  )
}
