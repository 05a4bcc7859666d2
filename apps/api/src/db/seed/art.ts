import { randomUUID } from 'node:crypto'
import path from 'node:path'
import sharp from 'sharp'
import { AD_ART_SPECS, type AdDevice, type AdPosition } from '@galera/shared'
import { escapeXml } from '../../platform/html.ts'
import { fileStoreFor, type FileStore } from '../../platform/files/file-store.ts'
import type { images } from '../schema/index.ts'
import { FileStoreEnvSchema } from '../../config/env.ts'

/**
 * The demo's pictures, one pipeline for all of them: an SVG drawn here (product, supplier logo,
 * banner slide) or beside its data (portraits, showcase-demo.ts) → render() to WebP variants like
 * an upload's → storeImage() under server-made keys, returning the `images` row to insert.
 */

export type Shape = 'pen' | 'bottle' | 'bag' | 'shirt' | 'gadget' | 'cup'

function shapeSvg(shape: Shape, fill: string): string {
  const stroke = '#00000033'
  switch (shape) {
    case 'pen':
      return `<g transform="rotate(35 300 270)"><rect x="270" y="70" width="60" height="380" rx="26" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="318" y="90" width="14" height="150" rx="6" fill="#9e9e9e"/><polygon points="270,448 330,448 300,510" fill="#cfcfcf"/>
<circle cx="300" cy="80" r="18" fill="#424242"/></g>`
    case 'bottle':
      return `<rect x="255" y="60" width="90" height="50" rx="12" fill="#424242"/><rect x="270" y="105" width="60" height="30" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="210" y="130" width="180" height="340" rx="50" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="230" y="230" width="140" height="90" rx="10" fill="#ffffff" fill-opacity="0.55"/>`
    case 'cup':
      return `<rect x="205" y="100" width="190" height="40" rx="14" fill="#424242"/><path d="M215 140 L385 140 L365 470 Q300 490 235 470 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="240" y="250" width="120" height="70" rx="10" fill="#ffffff" fill-opacity="0.55"/>`
    case 'bag':
      return `<path d="M230 190 Q230 90 300 90 Q370 90 370 190" fill="none" stroke="#5d4037" stroke-width="18"/>
<rect x="150" y="180" width="300" height="290" rx="36" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="205" y="300" width="190" height="110" rx="16" fill="#ffffff" fill-opacity="0.45"/>`
    case 'shirt':
      return `<path d="M210 90 L255 80 Q300 125 345 80 L390 90 L490 160 L445 240 L400 210 L400 480 L200 480 L200 210 L155 240 L110 160 Z" fill="${fill}" stroke="${stroke}" stroke-width="4"/>
<circle cx="300" cy="260" r="45" fill="#ffffff" fill-opacity="0.45"/>`
    case 'gadget':
      return `<rect x="180" y="110" width="240" height="360" rx="34" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<circle cx="300" cy="250" r="70" fill="#ffffff" fill-opacity="0.45"/><rect x="250" y="390" width="100" height="22" rx="11" fill="#ffffff" fill-opacity="0.6"/>`
  }
}

/** A simple product-like picture (shape in the colour, the product's name) as 600×600 SVG. */
export function productSvg(name: string, shape: Shape, hex: string): Buffer {
  const fill = hex.toUpperCase() === '#FFFFFF' ? '#F5F5F5' : hex
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<rect width="600" height="600" fill="#F4F1EA"/>${shapeSvg(shape, fill)}
<text x="300" y="560" font-family="sans-serif" font-size="${name.length > 26 ? 27 : 32}" font-weight="600" text-anchor="middle" fill="#37474F">${escapeXml(name)}</text>
</svg>`)
}

export function logoSvg(name: string, color: string): Buffer {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" rx="60" fill="${color}"/>
<text x="200" y="230" font-family="sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeXml(initials)}</text>
<text x="200" y="330" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#FFFFFF">${escapeXml(name)}</text>
</svg>`)
}

/** Slide art: a gradient with a headline and a line under it, at the exact size of its spec. */
export function bannerSvg(
  position: AdPosition,
  device: AdDevice,
  text: { title: string; line: string },
  colors: [string, string],
) {
  const { width, height } = AD_ART_SPECS[position][device]
  // Bold sans glyphs are about 0.62 em wide: keep each line within 85 % of the width.
  const fit = (len: number, share: number) => (0.85 * width) / (share * Math.max(len, 8))
  const big = Math.round(Math.min(width / 14, height / 5, fit(text.title.length, 0.62)))
  const small = Math.round(Math.min(big * 0.5, fit(text.line.length, 0.55)))
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.88}" cy="${height * 0.2}" r="${height * 0.45}" fill="#FFFFFF" fill-opacity="0.12"/>
<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${big}" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeXml(text.title)}</text>
<text x="${width / 2}" y="${height / 2 + small * 1.8}" font-family="sans-serif" font-size="${small}" text-anchor="middle" fill="#FFFFFF">${escapeXml(text.line)}</text>
</svg>`)
}

export type Variants = {
  thumb: Buffer
  medium: Buffer
  large: Buffer
  width: number
  height: number
}

/** WebP variants like an upload's (thumb ≤ 200 px; the picture is smaller than medium/large). */
export async function render(svg: Buffer): Promise<Variants> {
  const raw = await sharp(svg).raw().toBuffer({ resolveWithObject: true })
  const src = () => sharp(raw.data, { raw: raw.info })
  const full = await src().webp({ quality: 82, effort: 0 }).toBuffer()
  const thumb = await src()
    .resize({ width: 200, height: 200, fit: 'inside' })
    .webp({ quality: 75, effort: 0 })
    .toBuffer()
  return { thumb, medium: full, large: full, width: raw.info.width, height: raw.info.height }
}

export type ImageRow = typeof images.$inferInsert

/**
 * Writes the variants under server-made keys (`images/<uuid>/<size>.webp`, as the upload route
 * does) and returns the images row to insert.
 */
export async function storeImage(
  store: FileStore,
  ownerId: string,
  purpose: 'product' | 'banner' | 'avatar',
  colorId: string | null,
  v: Variants,
): Promise<ImageRow> {
  const id = randomUUID()
  const variants: Record<string, string> = {}
  await Promise.all(
    (['thumb', 'medium', 'large'] as const).map(async (size) => {
      const key = `images/${id}/${size}.webp`
      await store.put(key, v[size], 'image/webp')
      variants[size] = key
    }),
  )
  return {
    id,
    ownerId,
    purpose,
    colorId,
    width: v.width,
    height: v.height,
    bytes: v.large.length,
    variants,
  }
}

/**
 * The upload store of this process, as the API reads it from the environment: the S3 bucket when
 * S3_BUCKET is set (ADR 0053), else DATA_DIR (`.data` by default).
 */
export function defaultDemoStore(): FileStore {
  return fileStoreFor(
    FileStoreEnvSchema.parse({ ...process.env, DATA_DIR: process.env.DATA_DIR || '.data' }),
  )
}

/**
 * The upload store beside the database being seeded: openDatabase (and the end-to-end server)
 * keep PGlite in `${DATA_DIR}/pglite`, and the API serves `${DATA_DIR}/uploads`, so the pictures
 * land where that app serves them even when DATA_DIR is not in the environment. Any other
 * database (PostgreSQL, in-memory PGlite), or an S3 bucket, uses defaultDemoStore().
 */
export function demoStoreFor(db: unknown): FileStore {
  const dir = (db as { $client?: { dataDir?: unknown } } | null)?.$client?.dataDir
  if (!process.env.S3_BUCKET && typeof dir === 'string' && path.basename(dir) === 'pglite')
    return fileStoreFor({ DATA_DIR: path.dirname(dir) })
  return defaultDemoStore()
}
