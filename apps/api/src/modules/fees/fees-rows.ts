/** Pages of the admin lists and the earnings statement. */
export const FEES_PAGE_SIZE = 20

/** A count or sum as the database returns it (string, number or null) as a number. */
export const num = (v: unknown) => Number(v ?? 0)
export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / FEES_PAGE_SIZE))
