export const DEMO_PASSWORD = 'Galera@2026'
/** Only the forgot-password journey uses (and changes) this account. */
export const E2E_RESET_USER = 'rita.reset@galera.dev'
/** Only the language journey uses this account. */
export const E2E_LOCALE_USER = 'lia.idioma@galera.dev'

export const DEMO = {
  master: {
    email: 'master@galera.dev',
    name: 'Marta Master',
    loginPath: '/admin',
    landing: /\/admin\/home$/,
  },
  admin: {
    email: 'admin@galera.dev',
    name: 'Bruno Admin',
    loginPath: '/admin',
    landing: /\/admin\/home$/,
  },
  client: {
    email: 'cliente@galera.dev',
    name: 'Carla Cliente',
    loginPath: '/login',
    landing: /:\d+\/$/,
  },
  company: {
    email: 'empresa@galera.dev',
    name: 'Eventos Bahia',
    loginPath: '/login',
    landing: /:\d+\/$/,
  },
  promoter: {
    email: 'promotora@galera.dev',
    name: 'Paula Promotora',
    loginPath: '/promotor',
    landing: /\/promotor\/panel\/promoter$/,
  },
  supplier: {
    email: 'fornecedor@galera.dev',
    name: 'Brindes Salvador',
    loginPath: '/promotor',
    landing: /\/promotor\/panel\/supplier\/start$/,
  },
} as const
