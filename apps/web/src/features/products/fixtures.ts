import type {
  ProductCardDto,
  ProductDetailPageDto,
  ProductEditorDto,
  ProductRowDto,
} from '@galera/shared/catalogue/product.schemas.ts'
import type { ProductRatingDto } from '@galera/shared/budgets/budget.schemas.ts'

/** Test data for the product screens (web unit tests with a fake API). */
export const PRODUCT_ID = '11111111-1111-4111-8111-111111111111'
export const SUPPLIER_ID = '22222222-2222-4222-8222-222222222222'
export const BLUE = '33333333-3333-4333-8333-333333333333'
export const RED = '44444444-4444-4444-8444-444444444444'
export const CATEGORY = '55555555-5555-4555-8555-555555555555'
export const RATING_ID = '66666666-6666-4666-8666-666666666666'

const img = (n: number, colorId: string | null) => ({
  imageId: `7777777${n}-7777-4777-8777-777777777777`,
  colorId,
  thumb: `/img/${n}-thumb.webp`,
  medium: `/img/${n}-medium.webp`,
  large: `/img/${n}-large.webp`,
})
const noRating = { count: 0, average: null, material: null, finishing: null, customization: null }
const supplierRating = {
  count: 2,
  average: 4.5,
  costBenefit: 4.5,
  onTime: 4.5,
  support: 4.5,
  quality: 4.5,
}

export const detail: ProductDetailPageDto = {
  id: PRODUCT_ID,
  code: 'CAN-001',
  importerCode: 'IMP-9',
  name: 'Caneca de cerâmica',
  category: { id: CATEGORY, name: 'Canecas' },
  subcategories: [],
  description: 'Caneca branca de 300 ml para brindes.',
  finishing: 'Brilhante',
  colors: [
    { id: BLUE, name: 'Azul', hex: '#1E40AF', textureUrl: null },
    { id: RED, name: 'Vermelho', hex: '#B91C1C', textureUrl: null },
  ],
  materials: [{ id: 'm1', name: 'Cerâmica' }],
  customizations: ['logo', 'text'],
  allowRatings: true,
  images: [img(1, BLUE), img(2, RED)],
  videos: [
    { url: 'https://youtu.be/abcdefghijk', embedUrl: 'https://www.youtube.com/embed/abcdefghijk' },
  ],
  details: [
    { label: 'Capacidade', value: '300 ml', showAsTag: true },
    { label: 'Caixa', value: '36 unidades', showAsTag: false },
  ],
  supplier: {
    id: SUPPLIER_ID,
    tradeName: 'Brindes Salvador',
    city: 'Salvador',
    uf: 'BA',
    logoUrl: null,
    rating: supplierRating,
  },
  rating: { count: 1, average: 4, material: 4, finishing: 4, customization: 4 },
  alsoOfferedBy: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      tradeName: 'Brindes Recife',
      city: 'Recife',
      uf: 'PE',
      logoUrl: null,
      rating: supplierRating,
    },
  ],
}

export const rating: ProductRatingDto = {
  id: RATING_ID,
  title: 'Ótima caneca',
  comment: 'Chegou no prazo e a impressão ficou perfeita.',
  material: 4,
  finishing: 5,
  customization: 3,
  authorName: 'Marina',
  authorUf: 'BA',
  createdAt: '2026-11-10T15:00:00.000Z',
  helpfulYes: 2,
  helpfulNo: 0,
  myVote: null,
  mine: false,
  proposalId: null,
}
export const ratingsPage = (data = [rating]) => ({
  data,
  page: 1,
  last_page: 1,
  total: data.length,
})

export const card: ProductCardDto = {
  id: PRODUCT_ID,
  code: 'CAN-001',
  name: 'Caneca de cerâmica',
  category: { id: CATEGORY, name: 'Canecas' },
  cover: img(1, BLUE),
  colors: detail.colors,
  tags: ['300 ml'],
  supplier: { id: SUPPLIER_ID, tradeName: 'Brindes Salvador', isCertified: false },
  rating: noRating,
}
export const listOf = (data: ProductCardDto[], over = {}) => ({
  data,
  page: 1,
  last_page: 1,
  total: data.length,
  totalCapped: false,
  ...over,
})

export const row: ProductRowDto = {
  id: PRODUCT_ID,
  code: 'CAN-001',
  name: 'Caneca de cerâmica',
  category: { id: CATEGORY, name: 'Canecas' },
  cover: null,
  status: 'active',
  deactivatedByAdmin: false,
  supplier: { id: SUPPLIER_ID, tradeName: 'Brindes Salvador' },
  rating: noRating,
  updatedAt: '2026-11-20T12:00:00.000Z',
}
export const rowsOf = (data: ProductRowDto[]) => ({
  data,
  page: 1,
  last_page: 1,
  total: data.length,
})

export const editor: ProductEditorDto = {
  id: PRODUCT_ID,
  supplierId: SUPPLIER_ID,
  supplierName: 'Brindes Salvador',
  code: 'CAN-001',
  importerCode: 'IMP-9',
  name: 'Caneca de cerâmica',
  categoryId: CATEGORY,
  subcategoryIds: [],
  description: 'Caneca branca de 300 ml para brindes.',
  finishing: null,
  colorIds: [BLUE],
  materialIds: [],
  customizations: ['logo'],
  allowRatings: true,
  images: [img(1, BLUE)],
  videos: [],
  details: [],
  status: 'active',
  deactivatedByAdmin: false,
  rating: noRating,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
}

export const users = {
  client: {
    userId: 'u3',
    name: 'Carla Cliente',
    email: 'cliente@galera.dev',
    profile: 3,
    locale: 'pt-BR',
  },
  supplier: {
    userId: 'u4',
    name: 'Brindes Salvador',
    email: 'fornecedor@galera.dev',
    profile: 4,
    locale: 'pt-BR',
  },
  admin: {
    userId: 'u1',
    name: 'Admin',
    email: 'admin@galera.dev',
    profile: 2,
    locale: 'pt-BR',
  },
}
