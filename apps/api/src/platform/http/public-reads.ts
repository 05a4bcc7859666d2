/**
 * The anonymous GETs whose answer is the same for every reader in a locale (ADR 0051):
 * they carry `Cache-Control: public` and are kept in the process's cache of public reads.
 * Keyed by the route's URL pattern as registered (under the `/api` prefix).
 */
export interface PublicRead {
  /**
   * The answer differs for a signed-in reader (their own vote, their terms status): shared only
   * when the request carries no session; with one it stays `no-store`.
   */
  personalWhenSignedIn?: true
}

export const PUBLIC_READS: Readonly<Record<string, PublicRead>> = {
  '/api/public/categories': {},
  '/api/public/categories/:id': {},
  '/api/public/categories/:id/subcategories': {},
  '/api/public/colors': {},
  '/api/public/materials': {},
  '/api/public/home-features': {},
  '/api/public/slides': {},
  // Kept too, though it answers from its own index (ADR 0018): every table that index follows
  // notifies this cache, and a cached answer spares the index's change-log read (ADR 0051).
  '/api/public/promoters': {},
  '/api/public/promoters/spotlight': {},
  '/api/public/promoters/:id': {},
  '/api/public/ratings/:userId': {},
  '/api/public/products': {},
  '/api/public/products/:id': {},
  '/api/public/products/:id/ratings': { personalWhenSignedIn: true },
  '/api/public/suppliers': {},
  '/api/public/suppliers/:id': {},
  '/api/public/fees/current': {},
  '/api/public/cache-suggestion': {},
  '/api/public/terms-versions/current': { personalWhenSignedIn: true },
  '/api/public/legal/dpo': {},
  '/api/getUfs': {},
  '/api/getCitiesByUfs': {},
  '/api/options': {},
}

/**
 * Browsers keep a public read `maxAge` seconds (10 by default), a CDN three times that, and either
 * may serve it a minute stale while refreshing. 0: always revalidate with the ETag.
 */
export function publicCacheControl(maxAgeS: number): string {
  if (maxAgeS === 0) return 'no-cache'
  return `public, max-age=${maxAgeS}, s-maxage=${maxAgeS * 3}, stale-while-revalidate=60`
}

export const PUBLIC_CACHE_CONTROL = publicCacheControl(10)

/** How long (in the app's clock and in real time) the in-process cache keeps an answer. */
export const MEMORY_TTL_MS = 10_000
