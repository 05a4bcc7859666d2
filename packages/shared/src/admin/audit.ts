import { z } from '../validation/zod-setup.ts'

/**
 * ADR 0037: the audit trail reads as sentences. Every action code the API writes to `audit_log`
 * is listed here with the name of its words in the `audit` catalog:
 * `audit.actions.<key>.label` (the action filter) and `audit.actions.<key>.sentence`
 * ("{actor} suspendeu a conta de {target}"). `edit: true` marks a plain edit: when it changed a
 * single field, the screen says "{actor} alterou “E-mail” de {target}: a → b" instead.
 *
 * Adding an action: one entry here and one `actions.<key>` in both `audit` catalogs. The API's
 * `audit()` only accepts a listed code (a type error otherwise) and a catalog test checks the
 * words exist in both languages.
 */
export const AUDIT_ACTIONS = {
  // Users and admins
  'user.suspend': { key: 'userSuspend' },
  'user.reactivate': { key: 'userReactivate' },
  'user.edit': { key: 'userUpdate', edit: true },
  'user.require_certification': { key: 'userRequireCertification' },
  'user.lift_certification': { key: 'userLiftCertification' },
  'certification.approve': { key: 'certificationApprove' },
  'certification.refuse': { key: 'certificationRefuse' },
  'admin.create': { key: 'adminCreate' },
  'admin.update': { key: 'adminUpdate', edit: true },
  // Suppliers and promoters
  'supplier.reset_password': { key: 'supplierResetPassword' },
  'supplier.activate': { key: 'supplierActivate' },
  'supplier.inactivate': { key: 'supplierInactivate' },
  'promoter.activate': { key: 'promoterActivate' },
  'promoter.inactivate': { key: 'promoterInactivate' },
  'promoter.flags': { key: 'promoterFlags', edit: true },
  'promoter.profile': { key: 'promoterProfile', edit: true },
  'promoter.gallery.remove': { key: 'promoterGalleryRemove' },
  'promoter.gallery.add': { key: 'promoterGalleryAdd' },
  'promoter.gallery.order': { key: 'promoterGalleryOrder' },
  'promoter.gallery.cover': { key: 'promoterGalleryCover' },
  'promoter.schedule': { key: 'promoterSchedule', edit: true },
  'supplier.update_registration': { key: 'supplierUpdateRegistration', edit: true },
  // Catalogue settings and the home page
  'category.create': { key: 'categoryCreate' },
  'category.rename': { key: 'categoryRename', edit: true },
  'category.activate': { key: 'categoryActivate' },
  'category.inactivate': { key: 'categoryInactivate' },
  'category.reorder': { key: 'categoryReorder' },
  'material.create': { key: 'materialCreate' },
  'material.rename': { key: 'materialRename', edit: true },
  'material.activate': { key: 'materialActivate' },
  'material.inactivate': { key: 'materialInactivate' },
  'color.create': { key: 'colorCreate' },
  'color.update': { key: 'colorUpdate', edit: true },
  'color.delete': { key: 'colorDelete' },
  'home_features.save': { key: 'homeFeaturesSave' },
  // Products and their ratings
  'product.update': { key: 'productUpdate', edit: true },
  'product.activate': { key: 'productActivate' },
  'product.inactivate': { key: 'productInactivate' },
  'product.image': { key: 'productImage' },
  'product_rating.delete': { key: 'productRatingDelete' },
  // Fees, payouts and ratings between users
  'fee_schedule.create': { key: 'feeScheduleCreate' },
  'fee_schedule.publish': { key: 'feeSchedulePublish' },
  'fee_schedule.withdraw': { key: 'feeScheduleWithdraw' },
  'payout.paid': { key: 'payoutPaid' },
  'payments.reconcile': { key: 'paymentsReconcile' },
  'payment_difference.resolve': { key: 'paymentDifferenceResolve' },
  // ADR 0063: the hirer opens a dispute; an admin master decides it (or a flag).
  'payment.dispute_open': { key: 'paymentDisputeOpen' },
  'payment.decide': { key: 'paymentDecide' },
  'rating.edit': { key: 'ratingEdit', edit: true },
  'rating.hide': { key: 'ratingHide' },
  'rating.unhide': { key: 'ratingUnhide' },
  // Terms and promotions
  'terms.publish': { key: 'termsPublish' },
  'ad_auction.create': { key: 'adAuctionCreate' },
  'ad_auction.update': { key: 'adAuctionUpdate', edit: true },
  'ad_auction.cancel': { key: 'adAuctionCancel' },
  'banner.create': { key: 'bannerCreate' },
  'banner.update': { key: 'bannerUpdate', edit: true },
  'banner.delete': { key: 'bannerDelete' },
  'banner.art.upload': { key: 'bannerArtUpload' },
  // Conversations (ADR 0058): reading a reported conversation is audited too (LGPD).
  'conversation.read': { key: 'conversationRead' },
  'message.hide': { key: 'messageHide' },
  'message.warn': { key: 'messageWarn' },
  'message.dismiss': { key: 'messageDismiss' },
  // ADR 0066: an admin master sends a mail the queue gave up on again.
  'mail.retry': { key: 'mailRetry' },
} as const satisfies Record<string, { key: string; edit?: true }>

export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, code)
}

/**
 * One field an entry changed. `old` or `new` is absent (not null) when the entry did not record
 * that side: a creation has no `old`, a removal no `new`, and an older entry may keep only one.
 */
export const AuditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown().optional(),
  new: z.unknown().optional(),
})
export type AuditChange = z.output<typeof AuditChangeSchema>

/** The JSON objects of an entry, field by field; fields equal on both sides are left out. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
  // A group of fields kept under one key (an address, the document's reason) reads field by field:
  // `address.street`, `document.reason`.
  const flat = (v: unknown): Record<string, unknown> | undefined => {
    if (!isRecord(v)) return undefined
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) {
      if (isRecord(x)) for (const [k2, y] of Object.entries(x)) out[`${k}.${k2}`] = y
      else out[k] = x
    }
    return out
  }
  const b = flat(before)
  const a = flat(after)
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])]
  const changes: AuditChange[] = []
  for (const field of fields) {
    // The target's own id is the entry's target, not a change.
    if (field === 'id') continue
    const hasOld = !!b && Object.hasOwn(b, field)
    const hasNew = !!a && Object.hasOwn(a, field)
    if (hasOld && hasNew && JSON.stringify(b[field]) === JSON.stringify(a[field])) continue
    const change: AuditChange = { field }
    if (hasOld) change.old = b[field] ?? null
    if (hasNew) change.new = a[field] ?? null
    changes.push(change)
  }
  return changes
}
