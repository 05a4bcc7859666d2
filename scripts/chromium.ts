import { existsSync } from 'node:fs'

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else the usual paths. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  return candidates.find((p): p is string => !!p && existsSync(p))
}
