import type ptBR from '../pt-BR/signup.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  signup: {
    title: 'Sign up',
  },
} satisfies Catalog<typeof ptBR>
