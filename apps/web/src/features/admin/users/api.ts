import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminAccountRow,
  AdminUserRow,
  AdminUsersQuery,
  CreateAdminInput,
  Paginated,
  UpdateAdminInput,
} from '@galera/shared/admin/admin.schemas.ts'
import type {
  AdminEditUserInput,
  AdminUserAccount,
} from '@galera/shared/admin/admin-user-edit.schemas.ts'
import { api, apiRequest } from '../../../lib/api-client.ts'

export const ADMIN_USERS_KEY = ['admin', 'users'] as const
export const ADMINS_KEY = ['admin', 'admins'] as const

/** `GET /admin/users` with search, role and status filters, one page at a time. */
export function useAdminUsers(query: Partial<AdminUsersQuery> & { page: number }) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminUserRow>>('/admin/users', {
        signal,
        notify: false,
        query: {
          q: query.q || undefined,
          role: query.role,
          status: query.status,
          page: query.page,
        },
      }),
    placeholderData: keepPreviousData,
  })
}

export const suspendUser = (id: string, reason: string) =>
  api.post<AdminUserRow>(`/admin/users/${id}/suspend`, { reason }, { notify: false })
export const reactivateUser = (id: string) =>
  api.post<AdminUserRow>(`/admin/users/${id}/reactivate`, {}, { notify: false })
/** ADR 0026: require the 'Certificado' of a promoter or supplier, or lift the requirement. */
export const requireCertification = (id: string, reason: string) =>
  api.post<AdminUserRow>(
    `/admin/users/${id}/certification-requirement`,
    { reason },
    { notify: false },
  )
export const liftCertification = (id: string) =>
  api.delete<AdminUserRow>(`/admin/users/${id}/certification-requirement`, { notify: false })
export const sendSupplierReset = (id: string) =>
  api.post<{ sent: true }>(`/admin/suppliers/${id}/reset-password`, {}, { notify: false })

export function useAdmins() {
  return useQuery({
    queryKey: ADMINS_KEY,
    queryFn: ({ signal }) => api.get<AdminAccountRow[]>('/admin/admins', { signal, notify: false }),
    retry: false,
  })
}
export const inviteAdmin = (input: CreateAdminInput) =>
  api.post<AdminAccountRow>('/admin/admins', input, { notify: false })
export const updateAdmin = (id: string, input: UpdateAdminInput) =>
  apiRequest<AdminAccountRow>(`/admin/admins/${id}`, {
    method: 'PATCH',
    body: input,
    notify: false,
  })

/** ADR 0033: the account data an admin may correct. */
export function useUserAccount(id: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, id, 'account'],
    queryFn: ({ signal }) =>
      api.get<AdminUserAccount>(`/admin/users/${id}/account`, { signal, notify: false }),
    retry: false,
  })
}
export const editUserAccount = (id: string, input: AdminEditUserInput) =>
  apiRequest<AdminUserAccount>(`/admin/users/${id}/account`, {
    method: 'PATCH',
    body: input,
    notify: false,
  })
