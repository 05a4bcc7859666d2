import { isValidPhoneNumber } from 'libphonenumber-js/max'

/**
 * Contact details in a conversation before the deal (ADR 0056): phone numbers in every Brazilian
 * spelling, e-mail addresses (also "fulana arroba gmail ponto com"), @handles, links and mentions of
 * the messaging apps people move to. The reader gets each one replaced by `CONTACT_MASK`; the sender
 * is told which kinds were hidden.
 *
 * Phone numbers are found as runs of digits and spelled-out digits ("sete um nove…") joined by
 * spaces, dots, dashes, brackets or a plus, and kept only when libphonenumber-js accepts them as a
 * Brazilian number (with the area code, with +55, or a subscriber number without area code). The
 * grouping of an 8-digit run must be a phone's (4-4) or digit by digit, so a CEP (40000-000), a date
 * (25.12.2026), a price (R$ 1.500,00 or 10.000.000) or a quantity is left as written.
 */

export const CONTACT_MASK = '[•••]'

export type ContactKind = 'phone' | 'email' | 'handle' | 'link' | 'app'

export interface MaskResult {
  text: string
  /** The kinds found, in order of first appearance; empty when nothing was hidden. */
  found: ContactKind[]
}

interface Span {
  start: number
  end: number
  kind: ContactKind
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  tres: '3',
  três: '3',
  quatro: '4',
  cinco: '5',
  seis: '6',
  meia: '6',
  sete: '7',
  oito: '8',
  nove: '9',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
}

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])'
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])'
const UNIT = new RegExp(
  `\\d+|${NOT_WORD_BEFORE}(?:${Object.keys(DIGIT_WORDS).join('|')})${NOT_WORD_AFTER}`,
  'giu',
)
/** What may stand between two parts of one phone number. */
const GAP = /^[\s.\-()+_*/]{0,3}$/u
const MONEY_BEFORE = /(?:R\$|US\$|\$|€)\s*$/u
const PERCENT_OR_DECIMAL_AFTER = /^(?:\s*%|,\d)/u
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/

interface Unit {
  start: number
  end: number
  digits: string
  word: boolean
}

function phoneSpans(text: string): Span[] {
  const units: Unit[] = []
  for (const m of text.matchAll(UNIT)) {
    const word = DIGIT_WORDS[m[0].toLowerCase()]
    units.push({ start: m.index, end: m.index + m[0].length, digits: word ?? m[0], word: !!word })
  }
  const spans: Span[] = []
  let i = 0
  while (i < units.length) {
    let j = i
    while (j + 1 < units.length && GAP.test(text.slice(units[j]!.end, units[j + 1]!.start))) j++
    spans.push(...phonesInRun(text, units.slice(i, j + 1)))
    i = j + 1
  }
  return spans
}

/** The longest stretches of a run that read as a phone number (a run may hold two numbers). */
function phonesInRun(text: string, run: Unit[]): Span[] {
  const spans: Span[] = []
  let from = 0
  while (from < run.length) {
    let found = -1
    for (let to = run.length - 1; to >= from && found < 0; to--)
      if (isPhone(text, run.slice(from, to + 1))) found = to
    if (found < 0) from++
    else {
      // "+55 (71) …": the plus and the bracket before the first digit belong to the number.
      const lead = /[+(][\s(+]*$/u.exec(text.slice(0, run[from]!.start))?.[0].length ?? 0
      spans.push({ start: run[from]!.start - lead, end: run[found]!.end, kind: 'phone' })
      from = found + 1
    }
  }
  return spans
}

function isPhone(text: string, units: Unit[]): boolean {
  const digits = units.map((u) => u.digits).join('')
  if (digits.length < 8 || digits.length > 13) return false
  const first = units[0]!
  const last = units[units.length - 1]!
  const written = text.slice(first.start, last.end)
  if (MONEY_BEFORE.test(text.slice(0, first.start))) return false
  if (PERCENT_OR_DECIMAL_AFTER.test(text.slice(last.end))) return false
  if (THOUSANDS.test(written)) return false
  const oneByOne = units.every((u) => u.word || u.digits.length === 1)
  if (digits.length >= 10) return isValidPhoneNumber(digits.replace(/^0(?=[1-9])/, ''), 'BR')
  // Without an area code: a phone's grouping (4-4, 5-4, 4-5 or all together for nine digits) or
  // spoken digit by digit; then a valid subscriber number under any area code.
  const groups = units.map((u) => u.digits.length).join('-')
  const phoneShape =
    oneByOne || ['4-4', '5-4', '4-5'].includes(groups) || (groups === '9' && digits[0] === '9')
  return phoneShape && isValidPhoneNumber(`11${digits}`, 'BR')
}

const AT = String.raw`(?:@|\s*\(at\)\s*|\s*\[at\]\s*|\s+arroba\s+)`
const DOT = String.raw`(?:\.|\s+\.\s+|\s*\(dot\)\s*|\s*\[dot\]\s*|\s+(?:ponto|dot)\s+)`
const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)+`,
  'giu',
)
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{2,30}/giu
// A bare domain is a link when its ending is one people only use for sites; the short-link endings
// that are also words or typos ("ok.me liga") only with a path (wa.me/…, t.me/…, bit.ly/…).
const SITE_TLD = 'com|net|org|br|io|app|link|info|site|online|store|bio|biz'
const SHORT_TLD = 'me|ly|gl|co|tv|us|to'
const LABEL = String.raw`[\p{L}\p{N}-]+`
const LINK = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)\S+`,
    String.raw`${NOT_WORD_BEFORE}${LABEL}(?:\.${LABEL})*\.(?:${SITE_TLD})${NOT_WORD_AFTER}(?:\/\S*)?`,
    String.raw`${NOT_WORD_BEFORE}${LABEL}(?:\.${LABEL})*\.(?:${SHORT_TLD})\/\S*`,
  ].join('|'),
  'giu',
)
const APP = new RegExp(
  `${NOT_WORD_BEFORE}(?:whats\\s?app|whatsap|whats|wats|wpp|zap\\s?zap|zap|instagram|insta|telegram|telegran|facebook)${NOT_WORD_AFTER}`,
  'giu',
)

function matches(re: RegExp, text: string, kind: ContactKind): Span[] {
  return [...text.matchAll(re)].map((m) => ({
    start: m.index,
    end: m.index + m[0].replace(/[.,;:!?)]+$/u, '').length,
    kind,
  }))
}

/** Hides contact details; `found` tells the sender what was hidden. */
export function maskContacts(text: string): MaskResult {
  // E-mails first (their parts would also read as a handle or a link), then links (a wa.me link
  // holds a phone number).
  const candidates = [
    ...matches(EMAIL, text, 'email'),
    ...matches(LINK, text, 'link'),
    ...phoneSpans(text),
    ...matches(HANDLE, text, 'handle'),
    ...matches(APP, text, 'app'),
  ]
  const chosen: Span[] = []
  for (const span of candidates)
    if (!chosen.some((c) => span.start < c.end && c.start < span.end)) chosen.push(span)
  chosen.sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const span of chosen) {
    out += text.slice(at, span.start) + CONTACT_MASK
    at = span.end
  }
  out += text.slice(at)
  const found: ContactKind[] = []
  for (const span of chosen) if (!found.includes(span.kind)) found.push(span.kind)
  return { text: out, found }
}
