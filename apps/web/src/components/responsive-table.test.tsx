import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { theme } from '../app/theme.ts'
import { setScreenWidth } from '../test/screen-width.ts'
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table.tsx'

interface Line {
  id: string
  event: string
  grossCents: number
  netCents: number
}
const lines: Line[] = [
  { id: 'a', event: 'Festival de Verão', grossCents: 10_000, netCents: 9_000 },
  { id: 'b', event: 'Congresso', grossCents: 20_000, netCents: 18_000 },
]
const columns: ResponsiveColumn<Line>[] = [
  { key: 'event', label: 'Evento', render: (l) => l.event, isTitle: true },
  { key: 'gross', label: 'Bruto', render: (l) => String(l.grossCents), align: 'end' },
  {
    key: 'net',
    label: 'Líquido',
    render: (l) => String(l.netCents),
    align: 'end',
    cellStyle: (l) => (l.id === 'b' ? { fontWeight: 700 } : undefined),
  },
]

function show(props: { transpose?: boolean } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <ResponsiveTable
        items={lines}
        columns={columns}
        rowKey={(l) => l.id}
        caption="Ganhos por trabalho"
        testId="lines"
        {...props}
      />
    </MantineProvider>,
  )
}

describe('ResponsiveTable', () => {
  it('below sm (a 390 px phone) shows one card per row with label: value pairs', () => {
    setScreenWidth(390)
    show()
    const list = screen.getByRole('list', { name: 'Ganhos por trabalho' })
    expect(list.dataset.layout).toBe('cards')
    expect(screen.queryByRole('table')).toBeNull()
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    // The title column is the card's heading; every other column is a term with its value.
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Festival de Verão',
    )
    const terms = within(cards[1]!).getAllByRole('term')
    const values = within(cards[1]!).getAllByRole('definition')
    expect(terms.map((t) => t.textContent)).toEqual(['Bruto', 'Líquido'])
    expect(values.map((v) => v.textContent)).toEqual(['20000', '18000'])
    // The same figures as the table, column by column.
    const net = cards.map((c) => Number(c.querySelector('[data-column="net"]')!.textContent))
    expect(net.reduce((a, b) => a + b, 0)).toBe(27_000)
    expect(values[1]!.parentElement!.style.fontWeight).toBe('700')
  })

  it('from sm up (1280 px) shows the table: a column header per column, the title as row header', () => {
    setScreenWidth(1280)
    show()
    expect(screen.queryByRole('list')).toBeNull()
    const table = screen.getByRole('table', { name: 'Ganhos por trabalho' })
    expect(table.dataset.layout).toBe('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Evento', 'Bruto', 'Líquido'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Festival de Verão')
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20000', '18000'])
    expect(within(rows[1]!).getAllByRole('cell')[1]!.style.fontWeight).toBe('700')
  })

  it('at exactly 48em (768 px) is already the table, one px less is cards', () => {
    setScreenWidth(768)
    const { unmount } = show()
    expect(screen.getByRole('table')).toBeTruthy()
    unmount()
    setScreenWidth(767)
    show()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('list')).toBeTruthy()
  })

  it('transposed (a comparison): items are columns, attributes are rows; still cards on a phone', () => {
    setScreenWidth(1280)
    const { unmount } = show({ transpose: true })
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Evento', 'Festival de Verão', 'Congresso'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Bruto', 'Líquido'])
    unmount()
    setScreenWidth(390)
    show({ transpose: true })
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Festival de Verão',
      'Congresso',
    ])
  })
})
