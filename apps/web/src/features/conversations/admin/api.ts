import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminConversation,
  ReportedConversationList,
} from '@galera/shared/conversations/moderation.schemas.ts'
import { api } from '../../../lib/api-client.ts'

/* Admins' moderation of reported conversations (ADR 0058). */

export const ADMIN_CONVERSATIONS_KEY = ['admin', 'conversations'] as const
const REPORTS_KEY = [...ADMIN_CONVERSATIONS_KEY, 'reports'] as const
const conversationKey = (id: string) => [...ADMIN_CONVERSATIONS_KEY, 'read', id] as const

export function useReportedConversations() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) =>
      api.get<ReportedConversationList>('/admin/conversations/reports', {
        signal,
        notify: false,
      }),
  })
}

/**
 * One reported conversation. Every read is written to the audit trail (ADR 0058), so it is read
 * when opened and after an action, never again on focus or by a timer.
 */
export function useReportedConversation(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) =>
      api.get<AdminConversation>(`/admin/conversations/${id}`, { signal, notify: false }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  })
}

export type ModerationVerb = 'hide' | 'warn' | 'dismiss'

/** Hide, warn or dismiss one reported message; refreshes the list and the conversation. */
export function useModerateMessage(conversationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ verb, messageId }: { verb: ModerationVerb; messageId: number }) =>
      api.post<{ ok: true }>(
        `/admin/conversations/messages/${messageId}/${verb}`,
        {},
        { notify: false },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: REPORTS_KEY }),
        client.invalidateQueries({ queryKey: conversationKey(conversationId) }),
      ]),
  })
}

/**
 * The one suspension path (ADR 0058): `/admin/users/{id}/suspend`, with the reason the person
 * reads; the conversation is read again (audited) to show the participant suspended.
 */
export function useSuspendSender(conversationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      api.post<unknown>(`/admin/users/${userId}/suspend`, { reason }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKey(conversationId) }),
  })
}
