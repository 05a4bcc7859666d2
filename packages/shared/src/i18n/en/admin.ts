import type ptBR from '../pt-BR/admin.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  admin: {
    title: 'Administration',
  },
} satisfies Catalog<typeof ptBR>
