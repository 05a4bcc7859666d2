import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  AdminCertificationRow,
  MyCertification,
  Paginated,
} from '@galera/shared/admin/admin.schemas.ts'
import { api, apiUpload } from '../../../lib/api-client.ts'
import { loadDomain } from '../../../lib/i18n.ts'

export const MY_CERTIFICATION_KEY = ['me', 'certification'] as const
export const ADMIN_CERTIFICATIONS_KEY = ['admin', 'certifications'] as const

export interface MyCertificationAnswer {
  isCertified: boolean
  request: MyCertification | null
  /** ADR 0026: an admin requires the 'Certificado' (since when, why) until it is approved. */
  required: { at: string; reason: string } | null
}

export function useMyCertification(enabled = true) {
  return useQuery({
    queryKey: MY_CERTIFICATION_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const [answer] = await Promise.all([
        api.get<MyCertificationAnswer>('/me/certification', { signal, notify: false }),
        loadDomain('admin'),
      ])
      return answer
    },
  })
}

/** Uploads one document picture through the media service (`POST /me/images`, purpose document). */
export async function uploadDocument(file: File): Promise<string> {
  const image = await apiUpload<{ id: string }>('/me/images', {
    file,
    fields: { purpose: 'document' },
  })
  return image.id
}

export const requestCertification = (documentImageIds: string[]) =>
  api.post<MyCertification>('/me/certification', { documentImageIds }, { notify: false })

export function useAdminCertifications(page: number) {
  return useQuery({
    queryKey: [...ADMIN_CERTIFICATIONS_KEY, page],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminCertificationRow>>('/admin/certifications', {
        signal,
        notify: false,
        query: { status: 'pending', page },
      }),
    placeholderData: keepPreviousData,
  })
}
export const approveCertification = (id: string) =>
  api.post<MyCertification>(`/admin/certifications/${id}/approve`, {}, { notify: false })
export const refuseCertification = (id: string, reason: string) =>
  api.post<MyCertification>(`/admin/certifications/${id}/refuse`, { reason }, { notify: false })
