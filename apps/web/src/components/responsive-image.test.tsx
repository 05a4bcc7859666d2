import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { imageSrcSet, ResponsiveImage, variantWidth } from './responsive-image.tsx'

const photo = {
  thumb: '/files/images/a/thumb.webp',
  medium: '/files/images/a/medium.webp',
  large: '/files/images/a/large.webp',
  width: 1600,
  height: 1200,
}

const img = (ui: React.ReactElement) => render(ui).container.querySelector('img')!

describe('variantWidth', () => {
  it('fits each stored size inside its square, never enlarging', () => {
    expect(variantWidth('thumb', 1600, 1200)).toBe(200)
    expect(variantWidth('medium', 1600, 1200)).toBe(800)
    // Portrait: the height is the longer side.
    expect(variantWidth('thumb', 900, 1200)).toBe(150)
    expect(variantWidth('large', 900, 1200)).toBe(900)
    // A small upload stays its size.
    expect(variantWidth('medium', 640, 480)).toBe(640)
  })
})

describe('imageSrcSet', () => {
  it('lists the three variants with their real widths', () => {
    expect(imageSrcSet(photo)).toBe(
      '/files/images/a/thumb.webp 200w, /files/images/a/medium.webp 800w, /files/images/a/large.webp 1600w',
    )
  })

  it('keeps one candidate per width when a small upload made equal variants', () => {
    expect(imageSrcSet({ ...photo, width: 640, height: 480 })).toBe(
      '/files/images/a/thumb.webp 200w, /files/images/a/medium.webp 640w',
    )
  })

  it('falls back to the boxes the variants were fitted into when the size is unknown', () => {
    expect(imageSrcSet({ ...photo, width: null, height: null })).toBe(
      '/files/images/a/thumb.webp 200w, /files/images/a/medium.webp 800w, /files/images/a/large.webp 1600w',
    )
  })
})

describe('ResponsiveImage', () => {
  it('gives srcset, sizes, width and height, lazy and async below the fold', () => {
    const el = img(
      <ResponsiveImage image={photo} alt="Foto" sizes="(max-width: 48em) 50vw, 300px" />,
    )
    expect(el.getAttribute('src')).toBe(photo.medium)
    expect(el.getAttribute('srcset')).toBe(imageSrcSet(photo))
    expect(el.getAttribute('sizes')).toBe('(max-width: 48em) 50vw, 300px')
    expect(el.getAttribute('width')).toBe('1600')
    expect(el.getAttribute('height')).toBe('1200')
    expect(el.getAttribute('loading')).toBe('lazy')
    expect(el.getAttribute('decoding')).toBe('async')
    expect(el.getAttribute('fetchpriority')).toBeNull()
    expect(el.getAttribute('alt')).toBe('Foto')
  })

  it('loads the first screen image at once with high priority, and preloads it', () => {
    const el = img(<ResponsiveImage image={photo} alt="" sizes="100vw" priority />)
    expect(el.getAttribute('loading')).toBe('eager')
    expect(el.getAttribute('fetchpriority')).toBe('high')
    expect(el.getAttribute('decoding')).not.toBe('async')
    // With a srcset the preload carries it (browsers that know srcset ignore href).
    const link = document.head.querySelector(
      `link[rel="preload"][as="image"][imagesrcset="${imageSrcSet(photo)}"]`,
    )
    expect(link?.getAttribute('imagesizes')).toBe('100vw')
    expect(link?.getAttribute('fetchpriority')).toBe('high')
  })

  it('takes one URL with the size of its box when the API gives a single variant', () => {
    const el = img(
      <ResponsiveImage image="/files/images/b/medium.webp" alt="" width={400} height={500} />,
    )
    expect(el.getAttribute('src')).toBe('/files/images/b/medium.webp')
    expect(el.getAttribute('srcset')).toBeNull()
    expect(el.getAttribute('sizes')).toBeNull()
    expect(el.getAttribute('width')).toBe('400')
    expect(el.getAttribute('height')).toBe('500')
    expect(el.getAttribute('loading')).toBe('lazy')
  })
})
