import type ptBR from '../pt-BR/media.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  media: {
    title: 'Images and notifications',
  },
} satisfies Catalog<typeof ptBR>
