/** Role groups and the id no row has, for the authorization matrix and its per-slice files. */
export const ADMINS = ['admin_master', 'admin_basic'] as const
export const PROVIDERS = ['supplier', 'promoter'] as const
export const HIRERS = ['client', 'company'] as const
/** An id no row has: allowed callers get 404, which still proves the guard let them through. */
export const NO_ID = '00000000-0000-4000-8000-000000000000'
