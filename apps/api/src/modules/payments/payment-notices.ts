import type { AppContext } from '../../platform/context.ts'
import type { Tx } from '../../platform/db/database.ts'
import { notify, type NotificationCode } from '../notifications/notifications.service.ts'
import type { JobRow, JobSide } from '../jobs/job-dto.ts'
import { jobLink, jobNoticeParams } from '../jobs/job-context.ts'

/** A payment notice to each side of a job, in-app and by e-mail in the recipient's language. */
export async function notifyJobSides(
  ctx: AppContext,
  tx: Tx,
  job: JobRow,
  code: NotificationCode,
  sides: JobSide[],
  extra: Record<string, string | number> = {},
) {
  for (const side of sides) {
    await notify(
      tx,
      {
        userId: side === 'promoter' ? job.promoterId : job.hirerId,
        code,
        link: jobLink(side, job.id),
        params: { ...jobNoticeParams(job), ...extra },
      },
      { email: ctx },
    )
  }
}
