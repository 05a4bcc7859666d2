import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileSheet, encodePlan } from 'beasties/compiler'
import { CRITICAL_CSS_FILE } from '@galera/shared/server-render.ts'
import { loadCriticalCss } from './critical-css.ts'

const ENTRY_CSS = [
  '.m_header{display:flex;height:64px}',
  '.m_modal{position:fixed;inset:0}',
  '.m_button:where([data-variant=filled]){background:#a3106f}',
  '.m_button:where([data-variant=light]){background:#fde}',
  '@media (min-width:48em){.m_header{height:72px}}',
].join('\n')
const CHUNK_CSS = '._cover_a1{aspect-ratio:3/1}\n._admin_b2{color:red}'

const dist = mkdtempSync(path.join(os.tmpdir(), 'galera-critical-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function writePlans() {
  mkdirSync(path.join(dist, '.vite'), { recursive: true })
  writeFileSync(
    path.join(dist, CRITICAL_CSS_FILE),
    JSON.stringify({
      entry: encodePlan(compileSheet(ENTRY_CSS, { href: '/assets/index-abc.css' })),
      chunks: encodePlan(compileSheet(CHUNK_CSS, { href: '/assets/chunks.css' })),
    }),
  )
}

const PAGE = [
  '<!doctype html><html lang="pt-BR"><head><title>t</title>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"><header class="m_header">',
  '<button class="m_button" data-variant="filled">Buscar</button>',
  '<img class="_cover_a1" alt=""></header></div></body></html>',
].join('')

describe('critical CSS of a server-rendered page (ADR 0069)', () => {
  it('is absent when the build has no plans (the page is served as before)', () => {
    expect(loadCriticalCss(path.join(dist, 'nowhere'))).toBeNull()
  })

  it('inlines the rules the page uses, from the entry and the lazy chunks, and no others', () => {
    writePlans()
    const html = loadCriticalCss(dist)!.inline(PAGE)
    const head = html.slice(0, html.indexOf('</head>'))
    const inlined = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    expect(inlined).toContain('.m_header{')
    expect(inlined).toContain('72px')
    expect(inlined).toContain('[data-variant=filled]')
    expect(inlined).toContain('._cover_a1{')
    expect(inlined).not.toContain('.m_modal')
    expect(inlined).not.toContain('._admin_b2')
    // The entry's rules come before the chunks' (the cascade order of a loaded page).
    expect(inlined.indexOf('.m_header')).toBeLessThan(inlined.indexOf('._cover_a1'))
  })

  it('keeps the whole stylesheet in its place, no longer blocking: print media, a preload, noscript', () => {
    writePlans()
    const html = loadCriticalCss(dist)!.inline(PAGE)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css">' +
        '<link media="print" data-media="all" rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></noscript>',
    )
    // The inlined rules come before it: the cascade order of the page is the same.
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('rel="preload"'))
    // Nothing the CSP (`script-src 'self'`) would refuse.
    expect(html).not.toMatch(/<script|onload=/)
  })
})
