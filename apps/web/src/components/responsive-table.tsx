import type { CSSProperties, ReactNode } from 'react'
import { Card, Stack, Table, Text, useMatches, type TableProps } from '@mantine/core'

/** One column of a table; in the stacked cards, one "label: value" line (or the card's title). */
export interface ResponsiveColumn<T> {
  /** Stable key, also written as `data-column` on the cell and on the card's value. */
  key: string
  label: string
  render: (item: T) => ReactNode
  /** Numbers sit right in the table; cards keep every value at the start of its line. */
  align?: 'start' | 'end'
  /** Money and dates never break inside the table. */
  nowrap?: boolean
  /** The column that names the row: a row header in the table, the title of its card. */
  isTitle?: boolean
  /** A cell style per item (a changed term in a comparison), in both layouts. */
  cellStyle?: (item: T) => CSSProperties | undefined
}

export interface ResponsiveTableProps<T> {
  items: readonly T[]
  columns: readonly ResponsiveColumn<T>[]
  rowKey: (item: T) => string
  /** The table's caption; the list's accessible name in cards. */
  caption: string
  /** Show the caption (the table's `<caption>`) or keep it for assistive technology only. */
  showCaption?: boolean
  testId?: string
  /**
   * Items as columns and attributes as rows: a side-by-side comparison. The title column names
   * the columns; its label names the corner cell.
   */
  transpose?: boolean
  /** Below this width the table scrolls inside its own box, never the page. */
  minWidth?: number
  tableProps?: TableProps
  /** The heading level of each card's title (the page's outline decides). */
  titleOrder?: 2 | 3 | 4
}

/**
 * A wide table that becomes stacked cards below Mantine's `sm` breakpoint (48em): on a phone
 * each row is a card of "label: value" lines with the same figures, so nothing is squeezed or
 * cut; from `sm` up, the table (scrolling sideways inside its own box if it is still wider).
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  // Read synchronously: a desktop never flashes the cards first.
  const layout = useMatches({ base: 'cards', sm: 'table' } as const, {
    getInitialValueInEffect: false,
  })
  return layout === 'cards' ? <StackedCards {...props} /> : <WideTable {...props} />
}

function titleColumn<T>(columns: readonly ResponsiveColumn<T>[]) {
  return columns.find((c) => c.isTitle)
}

function StackedCards<T>({
  items,
  columns,
  rowKey,
  caption,
  testId,
  titleOrder = 3,
}: ResponsiveTableProps<T>) {
  const title = titleColumn(columns)
  const lines = columns.filter((c) => c !== title)
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={caption}
      data-testid={testId}
      data-layout="cards"
    >
      {items.map((item) => (
        <Card key={rowKey(item)} component="li" withBorder radius="md" padding="sm">
          {title && (
            <Text
              component={`h${titleOrder}`}
              fw={700}
              size="md"
              m={0}
              mb={6}
              data-column={title.key}
              style={{ overflowWrap: 'anywhere' }}
            >
              {title.render(item)}
            </Text>
          )}
          <Stack component="dl" gap={6} m={0}>
            {lines.map((c) => (
              <div
                key={c.key}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(6.5rem, 2fr) minmax(0, 3fr)',
                  columnGap: 'var(--mantine-spacing-sm)',
                  alignItems: 'baseline',
                  ...c.cellStyle?.(item),
                }}
              >
                <Text component="dt" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {c.label}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  data-column={c.key}
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {c.render(item)}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}

function WideTable<T>({
  items,
  columns,
  rowKey,
  caption,
  showCaption = true,
  testId,
  transpose = false,
  minWidth = 720,
  tableProps,
}: ResponsiveTableProps<T>) {
  const captionEl = showCaption ? <Table.Caption>{caption}</Table.Caption> : null
  const label = showCaption ? undefined : caption
  const cellProps = (c: ResponsiveColumn<T>, item: T) => ({
    'data-column': c.key,
    ta: c.align === 'end' ? ('right' as const) : undefined,
    style: {
      verticalAlign: 'top',
      ...(c.nowrap ? { whiteSpace: 'nowrap' as const } : {}),
      ...c.cellStyle?.(item),
    },
  })

  if (transpose) {
    const title = titleColumn(columns)
    const rows = columns.filter((c) => c !== title)
    return (
      <Table.ScrollContainer minWidth={minWidth}>
        <Table {...tableProps} data-testid={testId} data-layout="table" aria-label={label}>
          {captionEl}
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{title?.label}</Table.Th>
              {items.map((item) => (
                <Table.Th key={rowKey(item)} scope="col">
                  {title?.render(item)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.key}>
                <Table.Th scope="row" fw={600}>
                  {c.label}
                </Table.Th>
                {items.map((item) => (
                  <Table.Td key={rowKey(item)} {...cellProps(c, item)}>
                    {c.render(item)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  }

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps} data-testid={testId} data-layout="table" aria-label={label}>
        {captionEl}
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta={c.align === 'end' ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={rowKey(item)}>
              {columns.map((c) =>
                c.isTitle ? (
                  <Table.Th key={c.key} scope="row" {...cellProps(c, item)}>
                    {c.render(item)}
                  </Table.Th>
                ) : (
                  <Table.Td key={c.key} {...cellProps(c, item)}>
                    {c.render(item)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
