// Writes the promoter course offered on the thank-you step of the promoter sign-up, one PDF per
// language: apps/web/public/promoter-course.pdf (pt-BR) and promoter-course.en.pdf (English), from
// the texts in scripts/promoter-course/. Plain PDF 1.4 written by hand with Node built-ins only:
// the standard Helvetica fonts (no embedding) and WinAnsi text.
// Run: node apps/web/scripts/make-promoter-course.mjs
// It parses each output back (xref offsets, page count) and fails if anything is off.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import en from './promoter-course/en.mjs'
import ptBR from './promoter-course/pt-BR.mjs'

const EDITIONS = [ptBR, en]

// ---- Layout -------------------------------------------------------------------------------------

const PAGE_W = 595.28 // A4
const PAGE_H = 841.89
const MARGIN_X = 64
const TOP = PAGE_H - 72
const BOTTOM = 72
const STYLE = {
  h1: { font: 'F2', size: 22, lead: 28, before: 0, color: '0.11 0.31 0.64' },
  sub: { font: 'F1', size: 11, lead: 15, before: 4, color: '0.35 0.35 0.40' },
  h2: { font: 'F2', size: 14, lead: 19, before: 14, color: '0.11 0.31 0.64' },
  p: { font: 'F1', size: 10.5, lead: 15, before: 6, color: '0.12 0.12 0.14' },
  li: { font: 'F1', size: 10.5, lead: 15, before: 4, color: '0.12 0.12 0.14' },
}

// Helvetica advance widths (AFM, 1/1000 em) for the characters the text uses; others ≈ 556.
const W = {
  ' ': 278,
  '!': 278,
  "'": 191,
  '(': 333,
  ')': 333,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '?': 556,
  0: 556,
  1: 556,
  2: 556,
  3: 556,
  4: 556,
  5: 556,
  6: 556,
  7: 556,
  8: 556,
  9: 556,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '·': 278,
  '•': 350,
}
const BOLD_FACTOR = 1.06
function textWidth(text, font, size) {
  let units = 0
  for (const ch of text) {
    const base = ch.normalize('NFD')[0]
    units += W[ch] ?? W[base] ?? 556
  }
  return (units * size * (font === 'F2' ? BOLD_FACTOR : 1)) / 1000
}

function wrap(text, font, size, width) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (textWidth(next, font, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** WinAnsi (cp1252) bytes as a PDF literal string. */
function pdfString(text) {
  const map = { '•': 0x95, '·': 0xb7, '—': 0x97, '–': 0x96 }
  let out = ''
  for (const ch of text) {
    const code = map[ch] ?? ch.codePointAt(0)
    if (code > 255) throw new Error(`not in WinAnsi: ${ch}`)
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += ch
  }
  return `(${out})`
}

function layoutPages(edition) {
  const pages = []
  let ops = []
  let y = TOP
  const newPage = () => {
    pages.push(ops)
    ops = []
    y = TOP
  }
  for (const [kind, text] of edition.content) {
    const s = STYLE[kind]
    const indent = kind === 'li' ? 14 : 0
    const lines = wrap(text, s.font, s.size, PAGE_W - 2 * MARGIN_X - indent)
    const needed = s.before + lines.length * s.lead + (kind === 'h2' ? 2 * STYLE.p.lead : 0)
    if (y - needed < BOTTOM) newPage()
    else if (ops.length) y -= s.before
    lines.forEach((line, i) => {
      y -= s.lead
      ops.push(
        `${s.color} rg BT /${s.font} ${s.size} Tf ${MARGIN_X + indent} ${y.toFixed(2)} Td ${pdfString(line)} Tj ET`,
      )
      if (kind === 'li' && i === 0)
        ops.push(
          `${STYLE.h2.color} rg BT /F2 ${s.size} Tf ${MARGIN_X + 2} ${y.toFixed(2)} Td ${pdfString('•')} Tj ET`,
        )
    })
    if (kind === 'sub') {
      y -= 10
      ops.push(
        `0.11 0.31 0.64 RG 1.2 w ${MARGIN_X} ${y.toFixed(2)} m ${PAGE_W - MARGIN_X} ${y.toFixed(2)} l S`,
      )
    }
  }
  pages.push(ops)
  return pages.map((pageOps, i) => [
    ...pageOps,
    `0.45 0.45 0.50 rg BT /F1 8.5 Tf ${MARGIN_X} 40 Td ${pdfString(edition.footer(i + 1, pages.length))} Tj ET`,
  ])
}

// ---- PDF objects ---------------------------------------------------------------------------------

function buildPdf(pages, edition) {
  const objects = [] // index i holds object i+1
  const add = (body) => objects.push(body) && objects.length
  const catalog = add(null)
  const pagesObj = add(null)
  const font1 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const font2 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  const info = add(
    `<< /Title ${pdfString(edition.title)} /Author ${pdfString('Galera Eventos')} /Subject ${pdfString(edition.subject)} /Creator ${pdfString('make-promoter-course.mjs')} >>`,
  )
  const kids = []
  for (const ops of pages) {
    const content = Buffer.from(ops.join('\n'), 'latin1')
    const stream = add(
      `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    )
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    )
  }
  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang ${pdfString(edition.lang)} >>`
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** Reads the file back the way a viewer starts: startxref → xref → every object's offset. */
function verify(bytes) {
  const text = bytes.toString('latin1')
  if (!text.startsWith('%PDF-1.4')) throw new Error('missing header')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  if (text.slice(startxref, startxref + 5) !== 'xref\n') throw new Error('startxref is wrong')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? []
  const rows = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count))
  rows.forEach((row, i) => {
    if (row.length !== 19) throw new Error(`xref row ${i} is not 20 bytes`)
    if (i === 0) return
    const offset = Number(row.slice(0, 10))
    const expected = `${Number(first) + i} 0 obj\n`
    if (text.slice(offset, offset + expected.length) !== expected)
      throw new Error(`object ${i} is not at offset ${offset}`)
  })
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length
    if (text.slice(start + Number(m[1]), start + Number(m[1]) + 10) !== '\nendstream')
      throw new Error('stream length is wrong')
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1])
  if (pages < 2 || pages > 3) throw new Error(`expected 2–3 pages, got ${pages}`)
  return { pages, objects: Number(count) - 1, bytes: bytes.length }
}

for (const edition of EDITIONS) {
  const out = fileURLToPath(new URL(`../public/${edition.file}`, import.meta.url))
  writeFileSync(out, buildPdf(layoutPages(edition), edition))
  const check = verify(readFileSync(out))
  process.stdout.write(
    `wrote ${out}: ${check.pages} pages, ${check.objects} objects, ${check.bytes} bytes\n`,
  )
}
