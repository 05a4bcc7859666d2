import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import type { AdPosition } from '@galera/shared/promotions/promotion.schemas.ts'
import { loadDomain, useLocale } from '../../../../lib/i18n.ts'
import { useHomeSlides } from '../api.ts'

// The slider (no carousel library) and its words load only when there is something to show:
// the home entry has a 200 KB budget (bench/web-size.ts).
const SlideCarousel = lazy(() =>
  Promise.all([import('./slide-carousel.tsx'), loadDomain('dashboards')]).then(([m]) => ({
    default: m.SlideCarousel,
  })),
)

/**
 * One home section of slides ("Destaques" at the top, "Mais destaques" before the footer).
 * Renders nothing while loading, on error or when the position has no slide online today.
 */
export function HomeSlides({ position }: { position: AdPosition }) {
  const { t } = useLocale()
  const navigate = useNavigate()
  const slides = useHomeSlides()
  const list = slides.data?.[position]
  if (!list || list.length === 0) return null
  return (
    <Suspense fallback={null}>
      <SlideCarousel position={position} slides={list} t={t} navigate={(to) => void navigate(to)} />
    </Suspense>
  )
}
