import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminHomeFeaturesDto,
  HomeFeaturesInput,
} from '@galera/shared/catalogue/home.schemas.ts'
import type { ProductRowsDto } from '@galera/shared/catalogue/product.schemas.ts'
import type {
  ActiveInput,
  AdminCategoryDto,
  AdminColorDto,
  AdminMaterialDto,
  CategoryKind,
  ColorInput,
  CreateCategoryInput,
  NamesInput,
  ReorderCategoriesInput,
  TextureDto,
} from '@galera/shared/catalogue/settings.schemas.ts'
import { api, apiUpload } from '../../../lib/api-client.ts'

const S = '/admin/settings'
export const SETTINGS_KEY = ['admin', 'catalogue-settings'] as const
const categoriesKey = (kind: CategoryKind) => [...SETTINGS_KEY, 'categories', kind] as const
const MATERIALS_KEY = [...SETTINGS_KEY, 'materials'] as const
const COLORS_KEY = [...SETTINGS_KEY, 'colors'] as const

export function useAdminCategories(kind: CategoryKind) {
  return useQuery({
    queryKey: categoriesKey(kind),
    queryFn: ({ signal }) =>
      api.get<AdminCategoryDto[]>(`${S}/categories`, { signal, query: { kind }, notify: false }),
  })
}
export function useAdminMaterials() {
  return useQuery({
    queryKey: MATERIALS_KEY,
    queryFn: ({ signal }) =>
      api.get<AdminMaterialDto[]>(`${S}/materials`, { signal, notify: false }),
  })
}
export function useAdminColors() {
  return useQuery({
    queryKey: COLORS_KEY,
    queryFn: ({ signal }) => api.get<AdminColorDto[]>(`${S}/colors`, { signal, notify: false }),
  })
}

/** Every settings list (and the public category lists) after a write. */
export function useRefreshSettings() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY })
    void queryClient.invalidateQueries({ queryKey: ['categories'] })
  }
}

const quiet = { notify: false } as const
export const createCategory = (input: CreateCategoryInput) =>
  api.post<AdminCategoryDto>(`${S}/categories`, input, quiet)
export const renameCategory = (id: string, input: NamesInput) =>
  api.put<AdminCategoryDto>(`${S}/categories/${id}`, input, quiet)
export const setCategoryActive = (id: string, input: ActiveInput) =>
  api.put<AdminCategoryDto>(`${S}/categories/${id}/status`, input)
export const reorderCategories = (input: ReorderCategoriesInput) =>
  api.put<{ ok: true }>(`${S}/categories/order`, input)
export const createMaterial = (input: NamesInput) =>
  api.post<AdminMaterialDto>(`${S}/materials`, input, quiet)
export const renameMaterial = (id: string, input: NamesInput) =>
  api.put<AdminMaterialDto>(`${S}/materials/${id}`, input, quiet)
export const setMaterialActive = (id: string, input: ActiveInput) =>
  api.put<AdminMaterialDto>(`${S}/materials/${id}/status`, input)
export const createColor = (input: ColorInput) =>
  api.post<AdminColorDto>(`${S}/colors`, input, quiet)
export const updateColor = (id: string, input: ColorInput) =>
  api.put<AdminColorDto>(`${S}/colors/${id}`, input, quiet)
export const deleteColor = (id: string) => api.delete<{ ok: true }>(`${S}/colors/${id}`)

/** `POST /admin/settings/colors/texture` (multipart `file`); the server refuses over 20×20 px. */
export const uploadTexture = (file: File) => apiUpload<TextureDto>(`${S}/colors/texture`, { file })

/* ── Settings → Home (ADR 0023) ── */
const HOME_KEY = [...SETTINGS_KEY, 'home'] as const

export function useAdminHomeFeatures() {
  return useQuery({
    queryKey: HOME_KEY,
    queryFn: ({ signal }) => api.get<AdminHomeFeaturesDto>(`${S}/home`, { signal, notify: false }),
  })
}

/** Active products matching a name or code, to feature on the home page. */
export function useHomeProductOptions(q: string) {
  return useQuery({
    queryKey: [...HOME_KEY, 'product-options', q],
    queryFn: ({ signal }) =>
      api.get<ProductRowsDto>('/admin/products', {
        query: { q: q || undefined, status: 'active', page: 1 },
        signal,
        notify: false,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useSaveHomeFeatures() {
  const queryClient = useQueryClient()
  return async (input: HomeFeaturesInput) => {
    const saved = await api.put<AdminHomeFeaturesDto>(`${S}/home`, input, { notify: false })
    queryClient.setQueryData(HOME_KEY, saved)
    void queryClient.invalidateQueries({ queryKey: ['home-features'] })
    return saved
  }
}
