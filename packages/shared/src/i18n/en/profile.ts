import type ptBR from '../pt-BR/profile.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  profile: {
    title: 'My profile',
  },
} satisfies Catalog<typeof ptBR>
