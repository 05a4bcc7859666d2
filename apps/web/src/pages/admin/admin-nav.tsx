import { useLayoutEffect, useRef } from 'react'
import { Group } from '@mantine/core'
import { Link, useLocation } from 'react-router'
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

type Icon = typeof IconHome

/** One tab: where it leads, and the other paths that mark it as current (a list's items). */
interface Tab {
  to: string
  label: string
  icon: Icon
  /** Only the admin master sees it. */
  master?: boolean
  /** A path prefix under which the tab is current too (`/admin/supplier/` for the suppliers list). */
  within?: string
  /** Current only on its own path, not below it. */
  end?: boolean
}

/**
 * Spec §2 admin tabs: Start, Promoters, the moderation tabs (reported conversations, ADR 0058),
 * Fees, Payouts and Payments (master, ADR 0057), Ratings, Settings, Products, Suppliers and
 * Auctions. Admins and Terms are for the admin master only.
 */
const TABS: Tab[] = [
  { to: routes.homeAdmin, label: 'web.admin.nav.start', icon: IconHome, end: true },
  {
    to: routes.adminSuppliers,
    label: 'web.admin.nav.suppliers',
    icon: IconBuildingStore,
    within: routes.adminSupplier.replace(':id/:tab', ''),
  },
  {
    to: routes.adminAuctions,
    label: 'web.admin.nav.auctions',
    icon: IconGavel,
    within: routes.adminAuction.replace(':id', ''),
  },
  { to: routes.adminPromoters, label: 'admin.nav.promoters', icon: IconUserStar },
  { to: routes.adminUsers, label: 'admin.nav.users', icon: IconUsers },
  // ADR 0058: the reported conversations and the reading of one mark this tab as current.
  {
    to: routes.adminConversations,
    label: 'admin.nav.conversations',
    icon: IconMessageReport,
    within: routes.adminConversation.replace(':id', ''),
  },
  {
    to: routes.adminCertifications,
    label: 'admin.nav.certifications',
    icon: IconRosetteDiscountCheck,
  },
  { to: routes.adminAdmins, label: 'admin.nav.admins', icon: IconShieldLock, master: true },
  { to: routes.adminTerms, label: 'admin.nav.terms', icon: IconFileText, master: true },
  { to: routes.adminFees, label: 'admin.nav.fees', icon: IconPercentage, master: true },
  { to: routes.adminPayouts, label: 'admin.nav.payouts', icon: IconCash, master: true },
  { to: routes.adminPayments, label: 'admin.nav.payments', icon: IconCreditCard, master: true },
  { to: routes.adminRatings, label: 'admin.nav.ratings', icon: IconMessageStar },
  // The list and one product (`/admin/product/:id`) mark this tab as current.
  {
    to: routes.adminProducts,
    label: 'admin.nav.products',
    icon: IconPackage,
    within: routes.adminProduct.replace(':id', ''),
  },
  // Every settings tab (`/admin/settings/:tab`) marks this one as current.
  {
    to: pathTo('adminSettings', { tab: 'categories' }),
    label: 'admin.nav.settings',
    icon: IconSettings,
    within: routes.adminSettings.replace(':tab', ''),
  },
  { to: routes.adminAudit, label: 'admin.nav.audit', icon: IconListDetails },
]

function isCurrent(tab: Tab, pathname: string): boolean {
  if (pathname === tab.to) return true
  if (tab.within && pathname.startsWith(tab.within)) return true
  return !tab.end && pathname.startsWith(`${tab.to}/`)
}

/**
 * On a phone the bar is one row that scrolls sideways (admin.module.css): the current tab is
 * brought to its middle, sideways only (the page itself never scrolls for it), and again when the
 * bar or the tab changes size (the web font arriving, a phone turned, the window narrowed). The
 * row says on which sides more tabs wait (`data-before`, `data-after`), and its CSS fades those
 * edges, so a tab cut at an edge reads as "more this way".
 */
function useCurrentTabInView(pathname: string) {
  const bar = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const nav = bar.current
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav) return
    const edges = () => {
      const more = nav.scrollWidth - nav.clientWidth
      nav.dataset.before = String(more > 1 && nav.scrollLeft > 1)
      nav.dataset.after = String(more > 1 && nav.scrollLeft < more - 1)
    }
    const center = () => {
      if (tab && nav.scrollWidth > nav.clientWidth) {
        const left = tab.getBoundingClientRect().left - nav.getBoundingClientRect().left
        nav.scrollLeft += left - (nav.clientWidth - tab.offsetWidth) / 2
      }
      edges()
    }
    center()
    nav.addEventListener('scroll', edges, { passive: true })
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(center)
    sizes?.observe(nav)
    if (tab) sizes?.observe(tab)
    return () => {
      nav.removeEventListener('scroll', edges)
      sizes?.disconnect()
    }
  }, [pathname])
  return bar
}

/**
 * Every tab's name is in the `admin` words, which every admin page loads before it renders: the
 * bar shows whole at once, and no tab arriving later pushes the others under the pointer.
 */
export function AdminNav() {
  const { t } = useLocale()
  const { user } = useSession()
  const { pathname } = useLocation()
  const bar = useCurrentTabInView(pathname)
  const master = !!user && roleFromProfile(user.profile) === 'admin_master'
  return (
    <Group
      ref={bar}
      component="nav"
      aria-label={t('web.admin.nav.label')}
      gap={4}
      className={classes.tabs}
    >
      {TABS.filter((tab) => master || !tab.master).map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={classes.tab}
          aria-current={isCurrent(tab, pathname) ? 'page' : undefined}
        >
          <tab.icon size={16} aria-hidden />
          {t(tab.label)}
        </Link>
      ))}
    </Group>
  )
}
