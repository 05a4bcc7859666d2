import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type {
  ConversationDto,
  ConversationList,
  MessageDto,
  MessagePage,
} from '@galera/shared/conversations/conversation.schemas.ts'
import type { ReportMessageSchema } from '@galera/shared/conversations/moderation.schemas.ts'
import type { z } from 'zod'
import { api, apiUpload, isApiError } from '../../lib/api-client.ts'
import { useMessageEvents } from '../../lib/conversation-events.ts'

/** Every conversations query starts with this key, so one invalidation refreshes them all. */
export const CONVERSATIONS_KEY = ['conversations'] as const
const LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const
const UNREAD_KEY = [...CONVERSATIONS_KEY, 'unread'] as const
const messagesKey = (id: string) => [...CONVERSATIONS_KEY, 'messages', id] as const

export type ConversationSubject =
  { kind: 'promoter'; id: string } | { kind: 'job'; id: string } | { kind: 'proposal'; id: string }

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

/** Refetches what a new message changes (list, counts, the open thread) when one is announced. */
export function useLiveConversations() {
  const client = useQueryClient()
  useMessageEvents(() => void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY }))
}

export function useConversations() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => api.get<ConversationList>('/conversations', { signal }),
  })
}

/** The header's count of unread messages. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) =>
      api.get<{ unread: number }>('/conversations/unread', { signal, notify: false }),
    enabled,
    staleTime: 60_000,
  })
}

/** Finds or opens the conversation about a promoter, a job or a budget proposal. */
export function openConversation(subject: ConversationSubject) {
  return api.post<ConversationDto>(`/conversations/${subject.kind}/${subject.id}`, {})
}

/**
 * The conversation about a job or a proposal, when one was opened (read from my list: showing a
 * page never creates one); `null` when there is none yet.
 */
export function useSubjectConversation(subject: ConversationSubject) {
  const list = useConversations()
  const found =
    list.data?.data.find((c) =>
      subject.kind === 'job' ? c.jobId === subject.id : c.proposalId === subject.id,
    ) ?? null
  return { ...list, found }
}

/** A conversation's messages: the newest page first, older pages on demand. */
export function useMessages(id: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(`/conversations/${id}/messages`, {
        signal,
        query: pageParam ? { before: pageParam } : undefined,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.before ?? undefined,
    retry: (count, error) => !isNotFound(error) && count < 2,
  })
}

/** Oldest first over every loaded page. */
export function messagesOf(pages: MessagePage[] | undefined): MessageDto[] {
  return pages ? [...pages].reverse().flatMap((p) => p.data) : []
}

export function useSendMessage(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (text: string) =>
      api.post<MessageDto>(`/conversations/${id}/messages`, { text }, { notify: false }),
    onSuccess: () => refresh(client),
  })
}

/** ADR 0058: an image or a PDF, with the text typed so far as its caption. */
export function useSendAttachment(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, text }: { file: File; text: string }) =>
      apiUpload<MessageDto>(`/conversations/${id}/attachments`, { file, fields: { text } }),
    onSuccess: () => refresh(client),
  })
}

/** ADR 0058: reports the other side's message (a reason, an optional note); 409 once reported. */
export function useReportMessage(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      messageId,
      input,
    }: {
      messageId: number
      input: z.output<typeof ReportMessageSchema>
    }) =>
      api.post<{ ok: true }>(`/conversations/${id}/messages/${messageId}/report`, input, {
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey(id) }),
  })
}

export function useMarkRead(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ unread: number }>(`/conversations/${id}/read`, {}),
    onSuccess: (res) => {
      client.setQueryData(UNREAD_KEY, res)
      void client.invalidateQueries({ queryKey: LIST_KEY })
    },
  })
}

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: CONVERSATIONS_KEY })
