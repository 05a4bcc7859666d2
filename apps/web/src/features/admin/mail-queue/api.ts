import { useQuery } from '@tanstack/react-query'
import type {
  FailedMailList,
  FailedTickerRunList,
  MailRetried,
} from '@galera/shared/admin/mail-queue.schemas.ts'
import { api } from '../../../lib/api-client.ts'

export const FAILED_MAILS_KEY = ['admin', 'mail-queue', 'failed'] as const

/** ADR 0066: mails the queue gave up on after every retry (admin master). */
export function useFailedMails() {
  return useQuery({
    queryKey: FAILED_MAILS_KEY,
    queryFn: ({ signal }) =>
      api.get<FailedMailList>('/admin/mail-queue/failed', { signal, notify: false }),
    retry: false,
  })
}

export const retryFailedMail = (id: string) =>
  api.post<MailRetried>(`/admin/mail-queue/failed/${id}/retry`, {}, { notify: false })

/** ADR 0071: the ticker's runs the queue gave up on after every retry (admin master). */
export function useFailedTickerRuns() {
  return useQuery({
    queryKey: ['admin', 'ticker', 'failed'] as const,
    queryFn: ({ signal }) =>
      api.get<FailedTickerRunList>('/admin/ticker/failed', { signal, notify: false }),
    retry: false,
  })
}
