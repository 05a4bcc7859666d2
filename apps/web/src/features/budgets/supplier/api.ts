import { useEffect } from 'react'
import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type {
  AuctionProposalInput,
  CounterProposalInput,
  OpenAuctionDto,
  ProposalAnswerInput,
  SupplierProposalDto,
  SupplierProposalListDto,
} from '@galera/shared/budgets/budget.schemas.ts'
import type { ProposalTab } from '@galera/shared/budgets/budget-status.ts'
import type { ProductRowsDto } from '@galera/shared/catalogue/product.schemas.ts'
import type { ColorDto } from '@galera/shared/media/media.schemas.ts'
import { api } from '../../../lib/api-client.ts'
import { filterQuery, type ListFilters } from '../../../lib/list-filters.ts'

/**
 * The supplier's Requests tab (ADR 0021): its proposals (`/api/supplier/proposals…`) and
 * the open reverse auctions it may answer (`/api/supplier/reverse-auctions…`).
 */
export const SUPPLIER_REQUESTS_KEY = ['supplier', 'requests'] as const
export const PROPOSAL_LISTS_KEY = [...SUPPLIER_REQUESTS_KEY, 'list'] as const
export const proposalsKey = (tab: ProposalTab, page: number) =>
  [...PROPOSAL_LISTS_KEY, tab, page] as const
export const proposalKey = (id: string) => [...SUPPLIER_REQUESTS_KEY, 'one', id] as const
export const AUCTIONS_KEY = [...SUPPLIER_REQUESTS_KEY, 'auctions'] as const
export const auctionKey = (id: string) => [...AUCTIONS_KEY, 'one', id] as const

/** Without a pushed notification, the inbox still refreshes this often (and on window focus). */
export const LIVE_REFETCH_MS = 30_000

export function useSupplierProposals(tab: ProposalTab, page: number, filters: ListFilters = {}) {
  return useQuery({
    queryKey: [...proposalsKey(tab, page), filters],
    queryFn: ({ signal }) =>
      api.get<SupplierProposalListDto>('/supplier/proposals', {
        query: { tab, page, ...filterQuery(filters) },
        signal,
        notify: false,
      }),
    refetchInterval: LIVE_REFETCH_MS,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
    retry: false,
  })
}

export function useSupplierProposal(id: string) {
  return useQuery({
    queryKey: proposalKey(id),
    queryFn: ({ signal }) =>
      api.get<SupplierProposalDto>(`/supplier/proposals/${id}`, { signal, notify: false }),
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data && query.state.data.actions.length > 0 ? LIVE_REFETCH_MS : false,
    retry: false,
  })
}

export function useOpenAuctions(enabled = true) {
  return useQuery({
    queryKey: AUCTIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<OpenAuctionDto[]>('/supplier/reverse-auctions', { signal, notify: false }),
    enabled,
    refetchInterval: LIVE_REFETCH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  })
}

export function useOpenAuction(id: string) {
  return useQuery({
    queryKey: auctionKey(id),
    queryFn: ({ signal }) =>
      api.get<OpenAuctionDto>(`/supplier/reverse-auctions/${id}`, { signal, notify: false }),
    retry: false,
  })
}

/** The supplier's active products (the optional product of an auction proposal). */
export function useMyActiveProducts() {
  return useQuery({
    queryKey: ['supplier', 'products', 'active-for-auction'],
    queryFn: ({ signal }) =>
      api.get<ProductRowsDto>('/supplier/products', {
        query: { status: 'active', page: 1 },
        signal,
        notify: false,
      }),
    staleTime: 60_000,
    retry: false,
  })
}

const post = <T>(path: string, body: unknown) => api.post<T>(path, body, { notify: false })

export const answerProposal = (id: string, input: ProposalAnswerInput) =>
  post<SupplierProposalDto>(`/supplier/proposals/${id}/answer`, input)
export const counterProposal = (id: string, input: CounterProposalInput) =>
  post<SupplierProposalDto>(`/supplier/proposals/${id}/counter`, input)
export const declineProposal = (id: string, reason: string | null) =>
  post<SupplierProposalDto>(`/supplier/proposals/${id}/decline`, { reason })
export const giveUpProposal = (id: string, reason: string | null) =>
  post<SupplierProposalDto>(`/supplier/proposals/${id}/give-up`, { reason })
export const markContacted = (id: string) =>
  post<SupplierProposalDto>(`/supplier/proposals/${id}/contacted`, {})
export const sendAuctionProposal = (id: string, input: AuctionProposalInput) =>
  post<{ proposalId: string }>(`/supplier/reverse-auctions/${id}/proposal`, input)

/**
 * Live inbox: whenever the query under `watchKey` receives data (a pushed notification such as
 * `budget_received` or `budget_approved`), the supplier's requests are refetched.
 */
export function useRefreshRequestsOn(watchKey: QueryKey | undefined) {
  const client = useQueryClient()
  useEffect(() => {
    if (!watchKey) return
    const watched = hashKey(watchKey)
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== watched) return
      if (event.action.type !== 'success') return
      void client.invalidateQueries({ queryKey: SUPPLIER_REQUESTS_KEY })
    })
  }, [client, watchKey])
}

/**
 * Colours a counter-proposal may offer: the colours of the supplier's own product when it has
 * some, else every platform colour (`GET /supplier/selectColors`).
 */
export function useCounterColors(productId: string | null, enabled: boolean) {
  const all = useQuery({
    queryKey: ['supplier', 'selectColors'],
    queryFn: ({ signal }) =>
      api.get<ColorDto[]>('/supplier/selectColors', { signal, notify: false }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  })
  const product = useQuery({
    queryKey: ['supplier', 'products', 'one', productId],
    queryFn: ({ signal }) =>
      api.get<{ colorIds?: string[] }>(`/supplier/products/${productId}`, {
        signal,
        notify: false,
      }),
    enabled: enabled && productId !== null,
    staleTime: 60_000,
    retry: false,
  })
  const own = product.data?.colorIds ?? []
  const colors = all.data ?? []
  return {
    isPending: all.isPending,
    colors: own.length > 0 ? colors.filter((c) => own.includes(c.id)) : colors,
  }
}
