import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeText, foldLine, unfold, utcStamp } from './calendar-feed.ics.ts'

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
  })
  it('leaves plain text and accents alone', () => {
    expect(escapeText('Lançamento São João')).toBe('Lançamento São João')
  })
})

describe('foldLine', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8')

  it('keeps a 75-octet line whole and folds a 76-octet one', () => {
    const exact = 'X'.repeat(75)
    expect(foldLine(exact)).toBe(exact)
    const folded = foldLine('X'.repeat(76))
    expect(folded).toBe(`${'X'.repeat(75)}\r\n X`)
  })

  it('never exceeds 75 octets per physical line and never splits a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ção€😀'.repeat(40)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(4)
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(' ')).toBe(true)
      // A split inside a character would leave a replacement character after a round trip.
      expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\uFFFD')
    }
    expect(unfold(folded + '\r\n')).toEqual([line])
  })
})

describe('buildCalendar', () => {
  it('writes a VCALENDAR with CRLF lines, UTC times and escaped, folded text', () => {
    const text = buildCalendar({
      name: 'Agenda',
      events: [
        {
          uid: 'abc@galera',
          stamp: new Date('2026-11-22T12:00:00.123Z'),
          start: new Date('2026-12-02T12:00:00Z'),
          end: new Date('2026-12-02T20:00:00Z'),
          summary: 'Feira; stand 3, piso 2',
          location: 'Centro de Convenções, Av. Centenário, 100, Salvador/BA',
          description: `Contratante: Eventos\nCachê: ${'R$ 1.000,00 '.repeat(10)}`,
          status: 'CONFIRMED',
        },
      ],
    })
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(text)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('DTSTART:20261202T120000Z')
    expect(lines).toContain('DTEND:20261202T200000Z')
    expect(lines).toContain('DTSTAMP:20261122T120000Z')
    expect(lines).toContain('SUMMARY:Feira\\; stand 3\\, piso 2')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Eventos\\nCachê')
    for (const physical of text.split('\r\n'))
      expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75)
  })

  it('formats UTC stamps without separators', () => {
    expect(utcStamp(new Date('2027-01-05T03:04:05.999Z'))).toBe('20270105T030405Z')
  })
})
