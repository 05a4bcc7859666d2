import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditEntry, AuditQuery, Paginated } from '@galera/shared/admin/admin.schemas.ts'
import { api } from '../../../lib/api-client.ts'

export const AUDIT_KEY = ['admin', 'audit'] as const

/** `GET /admin/audit` (ADR 0037): one page of the trail, filtered by who, what and when. */
export function useAudit(query: AuditQuery, enabled = true) {
  return useQuery({
    queryKey: [...AUDIT_KEY, query],
    queryFn: ({ signal }) =>
      api.get<Paginated<AuditEntry>>('/admin/audit', {
        signal,
        notify: false,
        query: {
          page: query.page,
          actor: query.actor || undefined,
          action: query.action,
          from: query.from || undefined,
          to: query.to || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}
