/**
 * Zod messages are i18n keys, never sentences. A key that needs values carries them after a
 * `|` as `name=value` pairs: `validation.minChars|min=3`. Both the API (error envelope) and the
 * web (form fields) turn them into words with `translateMessage`.
 */
export function msg(key: string, params?: Record<string, string | number>): string {
  if (!params) return key
  const pairs = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
  return `${key}|${pairs.join('&')}`
}

export function parseMessage(raw: string): { key: string; params: Record<string, string> } {
  const bar = raw.indexOf('|')
  if (bar < 0) return { key: raw, params: {} }
  const params: Record<string, string> = {}
  for (const pair of raw.slice(bar + 1).split('&')) {
    const eq = pair.indexOf('=')
    if (eq > 0) params[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1))
  }
  return { key: raw.slice(0, bar), params }
}
