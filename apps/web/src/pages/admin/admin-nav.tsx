import { Group } from '@mantine/core'
import { Link, NavLink, useLocation } from 'react-router'
import {
  IconBuildingStore,
  IconCash,
  IconCreditCard,
  IconGavel,
  IconFileText,
  IconMessageStar,
  IconPackage,
  IconPercentage,
  IconHome,
  IconListDetails,
  IconMessageReport,
  IconRosetteDiscountCheck,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react'
import { roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { pathTo, routes } from '../../lib/routes.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import classes from './admin.module.css'

/**
 * Spec §2 admin tabs: Start, Promoters, the moderation tabs (reported conversations, ADR 0058),
 * Fees, Payouts and Payments (master, ADR 0057), Ratings, Settings, Products, Suppliers and
 * Auctions. Admins and Terms are for the admin master only.
 */
const SETTINGS_PREFIX = routes.adminSettings.replace(':tab', '')
const PRODUCT_PREFIX = routes.adminProduct.replace(':id', '')
const SUPPLIER_PREFIX = routes.adminSupplier.replace(':id/:tab', '')
const AUCTION_PREFIX = routes.adminAuction.replace(':id', '')
const CONVERSATION_PREFIX = routes.adminConversation.replace(':id', '')

export function AdminNav() {
  const { t } = useLocale()
  const { user } = useSession()
  const { pathname } = useLocation()
  const master = !!user && roleFromProfile(user.profile) === 'admin_master'
  return (
    <Group component="nav" aria-label={t('web.admin.nav.label')} gap={4} className={classes.tabs}>
      <NavLink to={routes.homeAdmin} end className={classes.tab}>
        <IconHome size={16} aria-hidden />
        {t('web.admin.nav.start')}
      </NavLink>
      <Link
        to={routes.adminSuppliers}
        className={classes.tab}
        aria-current={
          pathname === routes.adminSuppliers || pathname.startsWith(SUPPLIER_PREFIX)
            ? 'page'
            : undefined
        }
      >
        <IconBuildingStore size={16} aria-hidden />
        {t('web.admin.nav.suppliers')}
      </Link>
      <Link
        to={routes.adminAuctions}
        className={classes.tab}
        aria-current={
          pathname === routes.adminAuctions || pathname.startsWith(AUCTION_PREFIX)
            ? 'page'
            : undefined
        }
      >
        <IconGavel size={16} aria-hidden />
        {t('web.admin.nav.auctions')}
      </Link>
      <NavLink to={routes.adminPromoters} className={classes.tab}>
        <IconUserStar size={16} aria-hidden />
        {t('admin.nav.promoters')}
      </NavLink>
      <NavLink to={routes.adminUsers} className={classes.tab}>
        <IconUsers size={16} aria-hidden />
        {t('admin.nav.users')}
      </NavLink>
      <Link
        to={routes.adminConversations}
        className={classes.tab}
        // ADR 0058: the reported conversations and the reading of one mark this tab as current.
        aria-current={
          pathname === routes.adminConversations || pathname.startsWith(CONVERSATION_PREFIX)
            ? 'page'
            : undefined
        }
      >
        <IconMessageReport size={16} aria-hidden />
        {t('admin.nav.conversations')}
      </Link>
      <NavLink to={routes.adminCertifications} className={classes.tab}>
        <IconRosetteDiscountCheck size={16} aria-hidden />
        {t('admin.nav.certifications')}
      </NavLink>
      {master && (
        <NavLink to={routes.adminAdmins} className={classes.tab}>
          <IconShieldLock size={16} aria-hidden />
          {t('admin.nav.admins')}
        </NavLink>
      )}
      {master && (
        <NavLink to={routes.adminTerms} className={classes.tab}>
          <IconFileText size={16} aria-hidden />
          {t('admin.nav.terms')}
        </NavLink>
      )}
      {master && (
        <NavLink to={routes.adminFees} className={classes.tab}>
          <IconPercentage size={16} aria-hidden />
          {t('admin.nav.fees')}
        </NavLink>
      )}
      {master && (
        <NavLink to={routes.adminPayouts} className={classes.tab}>
          <IconCash size={16} aria-hidden />
          {t('admin.nav.payouts')}
        </NavLink>
      )}
      {master && (
        <NavLink to={routes.adminPayments} className={classes.tab}>
          <IconCreditCard size={16} aria-hidden />
          {t('admin.nav.payments')}
        </NavLink>
      )}
      <NavLink to={routes.adminRatings} className={classes.tab}>
        <IconMessageStar size={16} aria-hidden />
        {t('admin.nav.ratings')}
      </NavLink>
      <Link
        to={routes.adminProducts}
        className={classes.tab}
        // The list and one product (`/admin/product/:id`) mark this tab as current.
        aria-current={
          pathname === routes.adminProducts || pathname.startsWith(PRODUCT_PREFIX)
            ? 'page'
            : undefined
        }
      >
        <IconPackage size={16} aria-hidden />
        {t('admin.nav.products')}
      </Link>
      <Link
        to={pathTo('adminSettings', { tab: 'categories' })}
        className={classes.tab}
        // Every settings tab (`/admin/settings/:tab`) marks this one as current.
        aria-current={pathname.startsWith(SETTINGS_PREFIX) ? 'page' : undefined}
      >
        <IconSettings size={16} aria-hidden />
        {t('admin.nav.settings')}
      </Link>
      <NavLink to={routes.adminAudit} className={classes.tab}>
        <IconListDetails size={16} aria-hidden />
        {t('admin.nav.audit')}
      </NavLink>
    </Group>
  )
}
