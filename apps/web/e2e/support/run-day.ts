/**
 * The São Paulo calendar day the e2e run started (set once by playwright.config.ts), plus n days,
 * as YYYY-MM-DD. Journeys that date something "n days from today" count from it, so a run that
 * crosses midnight keeps the dates it began with.
 */
export function addDaysToRunDay(n: number): string {
  const day = process.env.E2E_RUN_DAY
  if (!day) throw new Error('E2E_RUN_DAY is not set: run the journeys through playwright.config.ts')
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
