/** The states of accounts and 'Certificado' requests the admin screens filter and show. */

/** Account statuses (users.status). */
export const USER_STATUSES = ['active', 'inactive', 'suspended', 'closed'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const ADMIN_ROLE_VALUES = ['admin_master', 'admin_basic'] as const
export type AdminRole = (typeof ADMIN_ROLE_VALUES)[number]

export const CERTIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number]
