// Writes apps/web/public/promoter-course.pdf: the promoter course offered on the thank-you step of
// the promoter sign-up (issue 3). Plain PDF 1.4 written by hand with Node built-ins only: the
// standard Helvetica fonts (no embedding) and WinAnsi text. Run: node apps/web/scripts/make-promoter-course.mjs
// It parses its own output back (xref offsets, page count) and fails if anything is off.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const OUT = fileURLToPath(new URL('../public/promoter-course.pdf', import.meta.url))

/** The course: [kind, text]. h1 title, h2 section, p paragraph, li list item. */
const CONTENT = [
  ['h1', 'Curso do promotor de eventos'],
  ['sub', 'Galera Eventos · guia prático para o seu primeiro trabalho e para todos os outros'],
  [
    'p',
    'Promotores de eventos são a cara da marca que os contratou. O público não lembra do folheto nem do brinde: lembra de quem o recebeu com um sorriso, respondeu com segurança e resolveu um problema. Este guia reúne o que as empresas mais valorizam e como a plataforma funciona, para você ser chamado de novo.',
  ],
  ['h2', '1. Pontualidade'],
  [
    'li',
    'Chegue 30 minutos antes do horário combinado. Esse tempo é para trocar de roupa, receber o briefing, conhecer o espaço e testar o material.',
  ],
  [
    'li',
    'Planeje o trajeto na véspera: confira o endereço do evento, o transporte, o estacionamento e um plano B se chover ou o trânsito parar.',
  ],
  [
    'li',
    'Imprevisto? Avise o contratante assim que souber, pelo telefone combinado. Atraso comunicado com antecedência é contornável; sumiço não é.',
  ],
  [
    'li',
    'Respeite os intervalos combinados e volte no horário. Só deixe o posto depois de falar com o responsável pela ação.',
  ],
  ['h2', '2. Vestimenta e apresentação'],
  [
    'li',
    'Siga o dress code do briefing. Se o contratante fornecer uniforme, confira o tamanho antes do dia e devolva-o limpo quando for pedido.',
  ],
  [
    'li',
    'Sem uniforme definido, prefira roupas neutras (preto ou branco), limpas e passadas, e calçados fechados e confortáveis para ficar muitas horas em pé.',
  ],
  [
    'li',
    'Cabelo arrumado, unhas limpas, maquiagem e perfume discretos. Leve um kit com escova, desodorante, lenço, carregador e um lanche leve.',
  ],
  [
    'li',
    'Celular no silencioso e longe das mãos durante o atendimento, a não ser que ele faça parte da ação (por exemplo, cadastro do público).',
  ],
  ['h2', '3. Atendimento ao público'],
  [
    'li',
    'Estude o produto e a mensagem da marca antes do evento. Se não souber uma resposta, diga que vai verificar e volte com a informação certa.',
  ],
  [
    'li',
    'Aborde as pessoas com gentileza e respeite quem não quer participar. Nunca insista, toque sem permissão ou faça comentários sobre a aparência de alguém.',
  ],
  [
    'li',
    'Dados pessoais do público (nome, telefone, e-mail) só podem ser coletados como o contratante orientou, com o consentimento da pessoa, e nunca guardados por você.',
  ],
  ['h2', '4. Segurança'],
  [
    'li',
    'Ao chegar, localize as saídas de emergência, o extintor, a equipe de segurança e o posto de primeiros socorros. Em caso de emergência, siga as orientações da brigada.',
  ],
  [
    'li',
    'Não consuma bebida alcoólica durante o trabalho, mesmo que seja oferecida. Em ações com degustação, siga as regras: nada de álcool para menores de 18 anos.',
  ],
  [
    'li',
    'Beba água, use protetor solar em eventos ao ar livre e avise o responsável se não se sentir bem. Sua saúde vem antes da ação.',
  ],
  [
    'li',
    'Sofreu ou presenciou assédio, discriminação ou qualquer situação de risco? Afaste-se, procure a segurança do evento e informe o contratante. Você pode relatar o caso também à Galera Eventos.',
  ],
  [
    'li',
    'Guarde seus pertences em local seguro e combine com o contratante quem é responsável pelo material promocional e pelos brindes.',
  ],
  ['h2', '5. Como funcionam as solicitações na Galera Eventos'],
  [
    'p',
    'Empresas e clientes encontram o seu perfil pelas buscas e filtros (categoria, cidade, características e disponibilidade) e enviam uma solicitação com a data, o horário, o local e o valor do trabalho.',
  ],
  [
    'li',
    'Você recebe uma notificação e decide se aceita. Leia tudo com atenção: ao aceitar, a data fica reservada na sua agenda e o contratante conta com você.',
  ],
  [
    'li',
    'Regra das 72 horas: cancelar um trabalho aceito a menos de 72 horas do início bloqueia o seu perfil por 15 dias. Se precisar desistir, faça isso o quanto antes e explique o motivo.',
  ],
  [
    'li',
    'Mantenha a agenda atualizada (manhã, tarde e noite) para receber só solicitações que você pode atender.',
  ],
  [
    'li',
    'Perfil completo recebe mais convites: foto de rosto nítida, galeria com até 6 fotos recentes, descrição sincera da sua experiência, referências e links das redes sociais.',
  ],
  ['h2', '6. Avaliações'],
  [
    'li',
    'Depois do evento, o contratante avalia o seu trabalho. As avaliações aparecem no seu perfil e pesam na ordem das buscas.',
  ],
  [
    'li',
    'Pontualidade, postura, conhecimento do produto e simpatia são o que mais aparece nos comentários, para o bem e para o mal.',
  ],
  [
    'li',
    'Recebeu uma crítica? Use-a para melhorar. Avaliações injustas ou ofensivas podem ser contestadas com a equipe da Galera Eventos.',
  ],
  ['h2', '7. Checklist do dia do evento'],
  ['li', 'Briefing lido, endereço e contato do responsável salvos no celular.'],
  ['li', 'Documento com foto, uniforme ou roupa combinada, kit pessoal e garrafa de água.'],
  ['li', 'Chegada 30 minutos antes, apresentação ao responsável e teste do material.'],
  ['li', 'Ao final: devolução do material, conferência de horário e agradecimento.'],
  [
    'p',
    'Bons trabalhos! Em caso de dúvida sobre a plataforma, fale com a Galera Eventos pelos canais indicados no site.',
  ],
]

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

function layoutPages() {
  const pages = []
  let ops = []
  let y = TOP
  const newPage = () => {
    pages.push(ops)
    ops = []
    y = TOP
  }
  for (const [kind, text] of CONTENT) {
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
    `0.45 0.45 0.50 rg BT /F1 8.5 Tf ${MARGIN_X} 40 Td ${pdfString(`Curso do promotor · Galera Eventos · página ${i + 1} de ${pages.length}`)} Tj ET`,
  ])
}

// ---- PDF objects ---------------------------------------------------------------------------------

function buildPdf(pages) {
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
    `<< /Title ${pdfString('Curso do promotor de eventos')} /Author ${pdfString('Galera Eventos')} /Subject ${pdfString('Guia prático para promotores de eventos')} /Creator ${pdfString('make-promoter-course.mjs')} >>`,
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
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang ${pdfString('pt-BR')} >>`
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

const pdf = buildPdf(layoutPages())
writeFileSync(OUT, pdf)
const check = verify(readFileSync(OUT))
process.stdout.write(
  `wrote ${OUT}: ${check.pages} pages, ${check.objects} objects, ${check.bytes} bytes\n`,
)
