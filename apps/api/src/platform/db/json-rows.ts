import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm'

/**
 * Rows of `table` read back from `row_to_json` inside a bigger statement (ADR 0068: a list and
 * everything it shows in one statement): each column's JSON value, keyed by its SQL name, mapped
 * the way the driver's value would be (timestamps to Date, bigint and numeric to number), so the
 * result equals what `db.select().from(table)` returns.
 */
export function rowsFromJson<T extends Table>(
  table: T,
  list: readonly Record<string, unknown>[] | null | undefined,
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table))
  return (list ?? []).map((json) => {
    const row: Record<string, unknown> = {}
    for (const [key, column] of columns) {
      const value = json[column.name]
      row[key] =
        value === null || value === undefined
          ? null
          : column.columnType === 'PgJson' || column.columnType === 'PgJsonb'
            ? value
            : column.mapFromDriverValue(value)
    }
    return row as InferSelectModel<T>
  })
}
