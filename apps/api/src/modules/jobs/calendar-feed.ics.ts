/**
 * iCalendar text (RFC 5545) for the promoter's private feed (ADR 0019): pure functions, no I/O.
 * Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */

export interface IcsEvent {
  uid: string
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

export interface IcsCalendar {
  name: string
  events: IcsEvent[]
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** `20261202T120000Z`: a UTC DATE-TIME. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/**
 * Content-line folding (§3.1): no line longer than 75 octets; each continuation starts with one
 * space (which counts in its 75). Multi-byte characters stay whole.
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8')
    if (octets + size > MAX_OCTETS) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join(CRLF)
}

function prop(name: string, value: string): string {
  return foldLine(`${name}:${value}`)
}

/** The whole VCALENDAR, CRLF after every line (the last included). */
export function buildCalendar(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Galera Eventos//Agenda do promotor//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    prop('X-WR-CALNAME', escapeText(cal.name)),
  ]
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      prop('UID', e.uid),
      prop('DTSTAMP', utcStamp(e.stamp)),
      prop('DTSTART', utcStamp(e.start)),
      prop('DTEND', utcStamp(e.end)),
      prop('SUMMARY', escapeText(e.summary)),
      prop('LOCATION', escapeText(e.location)),
      prop('DESCRIPTION', escapeText(e.description)),
      prop('STATUS', e.status),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.join(CRLF) + CRLF
}

/** Undoes folding and splits properties (tests, and anyone reading a feed back). */
export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l.length > 0)
}
