import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  BudgetDetailDto,
  BudgetListDto,
  BudgetRequestInput,
  ChooseSuggestionDto,
  ProductRatingDto,
  ProductRatingInput,
  ReverseAuctionInput,
  SupplierRatingInput,
} from '@galera/shared/budgets/budget.schemas.ts'
import type { BudgetTab } from '@galera/shared/budgets/budget-status.ts'
import type { ColorDto } from '@galera/shared/media/media.schemas.ts'
import { api, apiRequest, isApiError } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { filterQuery, type ListFilters } from '../../../lib/list-filters.ts'

/** The client's side (ADR 0021): `/api/client/budgets…`, ratings, reverse auctions. */
export const HIRER_BUDGETS_KEY = ['client', 'budgets'] as const
export const HIRER_BUDGET_KEY = ['client', 'budget'] as const

/** Refresh while something may change on the suppliers' side (spec: answers, deals). */
export const LIVE_REFRESH_MS = 30_000

/**
 * `POST /client/budgets` with an `Idempotency-Key` made once per modal opening: a double click or
 * a retry after a lost answer gives back the same budget (200) instead of a second one.
 */
export function createBudget(
  body: BudgetRequestInput,
  idempotencyKey: string,
): Promise<BudgetDetailDto> {
  return apiRequest<BudgetDetailDto>('/client/budgets', {
    method: 'POST',
    body,
    notify: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/** `POST /client/reverse-auctions` (the reverse auction form and /choose), idempotent too. */
export function createReverseAuction(
  body: ReverseAuctionInput,
  idempotencyKey: string,
): Promise<{ id: string; number: number }> {
  return apiRequest<{ id: string; number: number }>('/client/reverse-auctions', {
    method: 'POST',
    body,
    notify: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function useHirerBudgets(tab: BudgetTab, page: number, filters: ListFilters = {}) {
  return useQuery({
    queryKey: [...HIRER_BUDGETS_KEY, tab, page, filters],
    queryFn: ({ signal }) =>
      api.get<BudgetListDto>('/client/budgets', {
        signal,
        notify: false,
        query: { tab, page, ...filterQuery(filters) },
      }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => ((q.state.data?.counts.open ?? 0) > 0 ? LIVE_REFRESH_MS : false),
  })
}

/** A 404 (or a malformed id) is "not found", not an error to retry. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422)
}

/** Whether a budget may still change without the client doing anything. */
export function isBudgetLive(budget: BudgetDetailDto | undefined): boolean {
  return budget?.status === 'open' || budget?.status === 'deal'
}

export function useHirerBudget(id: string) {
  return useQuery({
    queryKey: [...HIRER_BUDGET_KEY, id],
    queryFn: ({ signal }) =>
      api.get<BudgetDetailDto>(`/client/budgets/${id}`, { signal, notify: false }),
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (isBudgetLive(q.state.data) ? LIVE_REFRESH_MS : false),
  })
}

export const chooseProposal = (budgetId: string, proposalId: string) =>
  api.post<BudgetDetailDto>(
    `/client/budgets/${budgetId}/proposals/${proposalId}/choose`,
    {},
    { notify: false },
  )

export const cancelBudget = (id: string) =>
  api.post<BudgetDetailDto>(`/client/budgets/${id}/cancel`, {}, { notify: false })

export const deleteBudget = (id: string) =>
  api.delete<{ ok: true }>(`/client/budgets/${id}`, { notify: false })

/**
 * `POST /client/rankings/0/product/:productId` creates the product rating (spec §7); with the id
 * of my rating as `commentId` it edits it.
 */
export const rateProduct = (productId: string, input: ProductRatingInput, commentId = '0') =>
  api.post<ProductRatingDto>(`/client/rankings/${commentId}/product/${productId}`, input, {
    notify: false,
  })

export const rateSupplier = (input: SupplierRatingInput) =>
  api.post<{ id: string }>('/client/supplier/ranking', input, { notify: false })

/** Active top-level product categories, in the UI language (`GET /public/categories`). */
export function useProductCategories() {
  const { locale } = useLocale()
  return useQuery({
    queryKey: ['public', 'categories', 'product', locale],
    queryFn: ({ signal }) =>
      api.get<{ id: string; slug: string; name: string }[]>('/public/categories', {
        query: { kind: 'product' },
        signal,
        notify: false,
      }),
    staleTime: 10 * 60_000,
  })
}

/** Platform colours (`GET /client/selectColors`) for the optional colour of a reverse auction. */
export function useClientColors() {
  return useQuery({
    queryKey: ['client', 'selectColors'],
    queryFn: ({ signal }) => api.get<ColorDto[]>('/client/selectColors', { signal, notify: false }),
    staleTime: 10 * 60_000,
  })
}

/** `GET /client/choose/suggestions`: products matching the questionnaire so far (≤ 8). */
export function useChooseSuggestions(description: string, categoryId: string | null) {
  const text = description.trim()
  return useQuery({
    queryKey: ['client', 'choose', 'suggestions', text, categoryId],
    queryFn: ({ signal }) =>
      api.get<ChooseSuggestionDto[]>('/client/choose/suggestions', {
        signal,
        notify: false,
        query: { description: text || undefined, categoryId: categoryId ?? undefined },
      }),
    enabled: text.length >= 3 || Boolean(categoryId),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
