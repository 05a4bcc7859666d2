/**
 * The hire's life (ADR 0019, docs/product.md "Hiring promoters"). One row is first a solicitation
 * (`requested`) and, once accepted, a job. The graph is data: the service asserts every
 * transition against it and the web reads it to show only the actions that can succeed.
 */
export const JOB_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'completed',
] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** Who moves a job from one status to the next. `system` is the ticker (deadlines, job end). */
export type JobActor = 'promoter' | 'hirer' | 'system'

export const JOB_TRANSITIONS: Record<JobStatus, Partial<Record<JobStatus, readonly JobActor[]>>> = {
  requested: {
    accepted: ['promoter'],
    declined: ['promoter'],
    cancelled: ['hirer'],
    expired: ['system'],
  },
  accepted: {
    cancelled: ['promoter', 'hirer'],
    completed: ['system'],
  },
  declined: {},
  expired: {},
  cancelled: {},
  completed: {},
}

export function canTransition(from: JobStatus, to: JobStatus, actor: JobActor): boolean {
  return JOB_TRANSITIONS[from][to]?.includes(actor) ?? false
}

export function isFinalStatus(status: JobStatus): boolean {
  return Object.keys(JOB_TRANSITIONS[status]).length === 0
}

/** The statuses that hold the promoter's time (the database's EXCLUDE constraint uses the same). */
export const BOOKED_STATUSES = ['accepted', 'completed'] as const satisfies readonly JobStatus[]

/**
 * Tabs of the panels (`…/status/{tab}`, `…/solicitation/{tab}`): `closed` gathers the ends that
 * are not a completed job.
 */
export const JOB_TABS = ['requested', 'accepted', 'completed', 'closed', 'all'] as const
export type JobTab = (typeof JOB_TABS)[number]
export const JOB_TAB_STATUSES: Record<JobTab, readonly JobStatus[]> = {
  requested: ['requested'],
  accepted: ['accepted'],
  completed: ['completed'],
  closed: ['declined', 'expired', 'cancelled'],
  all: JOB_STATUSES,
}
