import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROMOTER_COURSE } from './components/thanks-step.tsx'

/*
 * The course PDFs the thank-you step hands out (apps/web/public, made by
 * scripts/make-promoter-course.mjs): each is a whole PDF a viewer can open, in its own language.
 */

const PUBLIC = path.resolve(import.meta.dirname, '../../../public')
const publicFile = (href: string) => readFileSync(path.join(PUBLIC, href))

/** The WinAnsi bytes the script writes that differ from Latin-1. */
const WIN_ANSI: Record<number, string> = { 0x95: '•', 0x96: '–', 0x97: '—' }

/** Decodes a PDF literal string's escapes (octal WinAnsi bytes, \( \) \\). */
function literal(raw: string): string {
  return raw.replace(/\\([0-7]{3}|[()\\])/g, (_, esc: string) => {
    if (esc.length === 1) return esc
    const code = parseInt(esc, 8)
    return WIN_ANSI[code] ?? String.fromCharCode(code)
  })
}

/** What a viewer reads first: header, startxref → xref table → each object at its offset. */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1')
  expect(text.startsWith('%PDF-1.4\n')).toBe(true)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? []
  const rows = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count))
  expect(rows.length).toBeGreaterThan(5)
  rows.slice(1).forEach((row, i) => {
    const offset = Number(row.slice(0, 10))
    expect(text.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`)
  })
  const info = (key: string) => literal(new RegExp(`/${key} \\((.*?)\\) /`).exec(text)?.[1] ?? '')
  // Every line of text drawn on the pages, joined without the list bullets: wrapped sentences
  // read whole again.
  const shown = [...text.matchAll(/\((.*?)\) Tj/g)]
    .map((m) => literal(m[1]))
    .filter((line) => line !== '•')
    .join(' ')
  return { title: info('Title'), lang: /\/Lang \((.*?)\)/.exec(text)?.[1], shown }
}

describe('promoter course PDFs', () => {
  it('the Portuguese edition is a valid PDF in Portuguese', () => {
    const pdf = readPdf(publicFile(PROMOTER_COURSE['pt-BR'].href))
    expect(pdf.title).toBe('Curso do promotor de eventos')
    expect(pdf.lang).toBe('pt-BR')
    expect(pdf.shown).toContain('Chegue 30 minutos antes do horário combinado.')
    expect(pdf.shown).toContain('página 2 de 2')
  })

  it('the English edition is a valid PDF with the same course in English', () => {
    const pdf = readPdf(publicFile(PROMOTER_COURSE.en.href))
    expect(pdf.title).toBe('Event promoter course')
    expect(pdf.lang).toBe('en')
    expect(pdf.shown).toContain('Arrive 30 minutes before the agreed time.')
    expect(pdf.shown).toContain(
      'The 72-hour rule: cancelling an accepted job less than 72 hours before it starts blocks your profile for 15 days.',
    )
    expect(pdf.shown).toContain('7. Event day checklist')
    expect(pdf.shown).toContain('page 2 of 2')
    // No Portuguese left: no accented letters, none of the Portuguese edition's words.
    expect(pdf.shown).not.toMatch(/[À-ÿ]/)
    expect(pdf.shown).not.toContain('promotor')
  })
})
